// Runs every story (play function + axe over the whole document) in the built Storybook
// through @storybook/test-runner in Debian's Chromium — once in Korean, once in English —
// then proves the harness: a run over a story with an axe violation must fail.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

// STORYBOOK_DIR / STORYBOOK_TEST_PORT / REPORTS_DIR let several runs share a machine.
const PORT = Number(process.env.STORYBOOK_TEST_PORT ?? 6007);
const URL_ = `http://127.0.0.1:${PORT}`;
const DIR = process.env.STORYBOOK_DIR ?? 'storybook-static';
const REPORTS = process.env.REPORTS_DIR ?? 'reports';
const SKIP_HARNESS = process.env.SKIP_HARNESS === '1';
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

function runTestRunner(env, outputFile, { quiet = false } = {}) {
  // A crashed run must not be read as the previous run's report.
  rmSync(outputFile, { force: true });
  const args = [
    'test-storybook',
    '--index-json',
    '--url',
    URL_,
    '--maxWorkers=2',
    '--testTimeout=30000',
    '--failOnConsole',
    '--json',
    '--outputFile',
    outputFile,
  ];
  return new Promise((resolve) => {
    const child = spawn('npx', args, {
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'ignore', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    });
    let stderr = '';
    child.stderr?.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

const readReport = (file) => JSON.parse(readFileSync(file, 'utf8'));

await waitForServer();
let passed = 0;
let failed = 0;
for (const locale of ['ko', 'en']) {
  console.log(`\n── Stories in ${locale} ──`);
  const file = `${REPORTS}/storybook-${locale}.json`;
  const { code } = await runTestRunner({ STORY_LOCALE: locale }, file);
  const report = existsSync(file) ? readReport(file) : { numPassedTests: 0, numFailedTests: 1 };
  passed += report.numPassedTests;
  failed += report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0);
}

if (SKIP_HARNESS) {
  console.log(`\nStorybook: ${passed} passed, ${failed} failed`);
  stopServer();
  process.exit(failed === 0 ? 0 : 1);
}
console.log('\n── Harness: a story with axe violations must fail the run, on each rule ──');
const harnessFile = `${REPORTS}/storybook-harness.json`;
const harness = await runTestRunner({ STORY_HARNESS: '1', STORY_LOCALE: 'ko' }, harnessFile, { quiet: true });
const harnessReport = existsSync(harnessFile) ? readReport(harnessFile) : null;
const messages = JSON.stringify(harnessReport?.testResults ?? []);
// One rule per part of the project's rule set (tests/axe-options.ts): WCAG 2.0 A, 2.1 A from
// axe-core 4.14 (Label in Name), 2.2 AA (target size, off unless asked for).
const expectedRules = ['button-name', 'label-content-name-mismatch', 'target-size'];
const missedRules = expectedRules.filter((rule) => !messages.includes(rule));
const caught =
  harness.code !== 0 &&
  harnessReport?.numFailedTests === 1 &&
  harnessReport?.numPassedTests === 0 &&
  missedRules.length === 0;
if (caught) {
  passed += 1;
  console.log(`✓ the run over Internal/Harness fixture failed on axe rules ${expectedRules.join(', ')}, as it must`);
} else {
  failed += 1;
  console.error(
    `✗ the harness did not fail on every axe rule it must (exit ${harness.code}; not reported: ${missedRules.join(', ') || 'none'})\n${harness.stderr.slice(-2000)}`,
  );
}

console.log(`\nStorybook: ${passed} passed, ${failed} failed`);
stopServer();
process.exit(failed === 0 ? 0 : 1);
