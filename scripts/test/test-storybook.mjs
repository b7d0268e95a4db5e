// Runs the stories (play function + axe over the whole document) of the built Storybook through
// @storybook/test-runner in Debian's Chromium, one run per language, and proves the harness inside
// the Korean run: the fixture story with axe violations must fail. A story is scanned at its own
// width by addon-a11y and at the other design width by the runner (.storybook/test-runner.ts);
// TEST_TIER decides what each run owns:
// - unset (the core tier of `npm test`): one Korean run plays every story and scans its own width;
//   a story tagged `language-dependent` (behaviour or layout that depends on the language; every
//   visual target) is then played again in English in the same page and scanned at the other width
//   in English. The widths are split between the languages rather than scanned twice; an untagged
//   story's other width belongs to the full tier. No title file loads the preview twice, and a
//   runner worker keeps its page from one title file to the next (.storybook/kept-page-environment.mjs).
// - `full` (`npm run test:full`): both languages play every story and scan it at both widths.
// Writes reports/storybook-summary.json (rows for scripts/test/test-summary.mjs).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

// STORYBOOK_DIR / STORYBOOK_TEST_PORT / REPORTS_DIR let several runs share a machine.
const PORT = Number(process.env.STORYBOOK_TEST_PORT ?? 6007);
const URL_ = `http://127.0.0.1:${PORT}`;
const DIR = process.env.STORYBOOK_DIR ?? 'storybook-static';
const REPORTS = process.env.REPORTS_DIR ?? 'reports';
const SKIP_HARNESS = process.env.SKIP_HARNESS === '1';
const TIER = process.env.TEST_TIER === 'full' ? 'full' : 'core';
/**
 * The stories whose behaviour or layout depends on the language (screen-reader phrases, text that
 * must fit or wrap, date formats, text segmentation, the payload's `language`, every visual target).
 * A literal `tags` entry in the story (Storybook's index keeps only literal tags); the runner gets
 * it as STORY_LANGUAGE_TAG.
 */
const LANGUAGE_TAG = 'language-dependent';
// Story-file patterns for a partial run, e.g. `node scripts/test/test-storybook.mjs components-button`.
const userPatterns = process.argv.slice(2);
if (!existsSync(`${DIR}/index.json`)) {
  console.error(`${DIR}/ is missing: run \`npm run build-storybook\` first.`);
  process.exit(1);
}
mkdirSync(REPORTS, { recursive: true });

const server = spawn('npx', ['sirv', DIR, '--port', String(PORT), '--host', '127.0.0.1', '--quiet'], {
  stdio: 'ignore',
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid);
  } catch {
    /* already gone */
  }
};
process.on('exit', stopServer);

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`${URL_}/index.json`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Storybook static server did not start on ${URL_}`);
}

function runTestRunner(env, outputFile, patterns) {
  // A crashed run must not be read as the previous run's report.
  rmSync(outputFile, { force: true });
  const args = [
    'test-storybook',
    '--index-json',
    '--url',
    URL_,
    '--maxWorkers=2',
    // The core tier's English replays make a language-dependent story's test about twice as long.
    `--testTimeout=${TIER === 'core' ? 60000 : 30000}`,
    '--failOnConsole',
    '--json',
    '--outputFile',
    outputFile,
    ...patterns,
  ];
  return new Promise((resolve) => {
    const child = spawn('npx', args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    let stderr = '';
    child.stderr?.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

const readReport = (file) => JSON.parse(readFileSync(file, 'utf8'));

const indexStories = Object.values(JSON.parse(readFileSync(`${DIR}/index.json`, 'utf8')).entries).filter(
  (entry) => entry.type === 'story',
);
const hasLanguageTag = (entry) => entry.tags?.includes(LANGUAGE_TAG) ?? false;

/** The visual targets without the tag: their English run (and its axe scan) would be lost. */
const untaggedTargets = indexStories
  .filter((entry) => entry.name === 'Screenshots' && !hasLanguageTag(entry))
  .map((entry) => entry.id);

await waitForServer();

/**
 * The harness proof: the fixture story (Internal/Harness fixture) must have failed on every axe
 * rule it breaks — one rule per part of the project's rule set (tests/a11y/axe-options.ts): WCAG 2.0 A,
 * 2.1 A from axe-core 4.14 (Label in Name), 2.2 AA (target size, off unless asked for).
 */
const fixtureTitle = 'Internal/Harness fixture';
const expectedRules = ['button-name', 'label-content-name-mismatch', 'target-size'];
const isFixture = (result) => result.ancestorTitles?.[0] === fixtureTitle;
function harnessVerdict(results) {
  const fixture = results.filter(isFixture);
  const messages = JSON.stringify(fixture.map((r) => r.failureMessages));
  const missed = expectedRules.filter((rule) => !messages.includes(rule));
  const caught = fixture.length === 1 && fixture[0].status === 'failed' && missed.length === 0;
  return { caught, missed };
}

let passed = 0;
let failed = 0;
const rows = [];
if (TIER === 'core') {
  const tagged = untaggedTargets.length === 0;
  rows.push([`Visual targets in the English run (tagged ${LANGUAGE_TAG})`, tagged ? 1 : 0, tagged ? 0 : 1]);
  if (tagged) passed += 1;
  else {
    failed += 1;
    console.error(`✗ visual targets without the ${LANGUAGE_TAG} tag: ${untaggedTargets.join(', ')}`);
  }
}
const replayLog = `${REPORTS}/storybook-en-replays.txt`;
const passes =
  TIER === 'full'
    ? [
        { locale: 'ko', label: 'Stories in ko (test-runner)' },
        { locale: 'en', label: 'Stories in en (test-runner)' },
      ]
    : [{ locale: 'ko', label: `Stories in ko, ${LANGUAGE_TAG} ones replayed in en (test-runner)`, replays: true }];
// The harness fixture runs inside the Korean pass (one runner start-up fewer): that pass must fail
// on the fixture, and only there.
const withHarness = !SKIP_HARNESS;
for (const { locale, label, replays = false } of passes) {
  console.log(`\n── ${label.replace(' (test-runner)', '')} (${TIER} tier) ──`);
  const file = `${REPORTS}/storybook-${locale}.json`;
  const harnessHere = withHarness && locale === 'ko';
  if (replays) rmSync(replayLog, { force: true });
  const { code } = await runTestRunner(
    {
      STORY_LOCALE: locale,
      ...(replays ? { STORY_LANGUAGE_TAG: LANGUAGE_TAG, STORY_REPLAY_LOG: replayLog } : {}),
      ...(harnessHere ? { STORY_HARNESS: 'with' } : {}),
    },
    file,
    userPatterns,
  );
  const report = existsSync(file) ? readReport(file) : null;
  if (!report) {
    failed += 1;
    rows.push([label, 0, 1]);
    console.error(`✗ the ${locale} run wrote no report (exit ${code})`);
    continue;
  }
  const results = report.testResults.flatMap((file) => file.assertionResults);
  const stories = results.filter((r) => !isFixture(r));
  const storyPasses = stories.filter((r) => r.status === 'passed').length;
  let storyFailures = stories.filter((r) => r.status === 'failed').length;
  // A runner that stopped for another reason (a crash, a suite that failed to load) fails too.
  const suiteFailures = report.numFailedTestSuites - (harnessHere ? 1 : 0);
  if (code !== 0 && storyFailures === 0 && (!harnessHere || suiteFailures > 0)) storyFailures += 1;
  rows.push([label, storyPasses, storyFailures]);
  passed += storyPasses;
  failed += storyFailures;
  if (replays) {
    // Counted apart (each is part of its Korean story's test): how many English plays ran.
    const lines = existsSync(replayLog) ? readFileSync(replayLog, 'utf8').trim().split('\n').filter(Boolean) : [];
    const replayed = lines.filter((line) => line.startsWith('ok ')).length;
    const replayFailures = lines.length - replayed;
    const expected = indexStories.filter(hasLanguageTag).filter((entry) => entry.tags?.includes('test')).length;
    rows.push([`  of which ${LANGUAGE_TAG}, replayed in en (of ${expected})`, replayed, replayFailures]);
    console.log(`English replays: ${replayed} passed, ${replayFailures} failed, of ${expected} tagged stories`);
    // A whole run that replayed fewer than it holds (and failed nowhere else) lost some silently.
    if (userPatterns.length === 0 && storyFailures === 0 && lines.length < expected) {
      failed += 1;
      console.error(`✗ only ${lines.length} of ${expected} ${LANGUAGE_TAG} stories were replayed in English`);
    }
  }
  if (harnessHere) {
    const { caught, missed } = harnessVerdict(results);
    rows.push(['Harness: axe violation fails the run', caught ? 1 : 0, caught ? 0 : 1]);
    if (caught) {
      passed += 1;
      console.log(`✓ the harness fixture failed on axe rules ${expectedRules.join(', ')}, as it must`);
    } else {
      failed += 1;
      console.error(
        `✗ the harness fixture did not fail on every axe rule it must (not reported: ${missed.join(', ') || 'none'})`,
      );
    }
  }
}

writeFileSync(`${REPORTS}/storybook-summary.json`, JSON.stringify(rows));
console.log(`\nStorybook: ${passed} passed, ${failed} failed`);
stopServer();
process.exit(failed === 0 ? 0 : 1);
