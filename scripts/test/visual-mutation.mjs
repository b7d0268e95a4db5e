// Proves the offline visual check catches small changes: for each mutation (a primitive, a
// pattern, a page), changes one line in the working tree, builds Storybook into a temporary
// directory, puts the line back, and runs the visual check of the changed component's or page's
// target on that build: it must fail. Run after `npm run build-storybook` and a
// green `npm run test:visual` (it compares with the committed baselines):
//   node scripts/test/visual-mutation.mjs
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const mutations = [
  {
    kind: 'primitive',
    file: 'src/components/Button/Button.css.ts',
    from: 'backgroundColor: vars.color.accentBg,',
    // One step of colour: 1 % towards white.
    to: 'backgroundColor: `color-mix(in srgb, ${vars.color.accentBg} 99%, white)`,',
    target: 'components-button--screenshots',
  },
  {
    kind: 'pattern',
    file: 'src/patterns/ServiceCard/ServiceCard.css.ts',
    from: 'borderColor: vars.color.border,',
    to: 'borderColor: `color-mix(in srgb, ${vars.color.border} 99%, black)`,',
    target: 'patterns-servicecard--screenshots',
  },
  {
    kind: 'page',
    file: 'src/pages/AboutPage/AboutPage.tsx',
    from: '<Stack gap="lg">',
    // One step of the spacing scale in one place of one page.
    to: '<Stack gap="md">',
    target: 'pages-about--screenshots',
  },
];

/** The titles (story ids) of the failed tests in a Playwright JSON report. */
function failedTitles(json) {
  const titles = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((t) => t.results.some((r) => r.status !== 'passed' && r.status !== 'skipped')))
        titles.push(spec.title);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of JSON.parse(json).suites) walk(suite);
  return titles;
}

const run = (command, args, env = {}) =>
  spawnSync(command, args, { encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });

// `node scripts/test/visual-mutation.mjs page` tries one kind only.
const only = process.argv[2];
let failures = 0;
for (const [i, mutation] of mutations.entries()) {
  if (only && mutation.kind !== only) continue;
  const original = readFileSync(mutation.file, 'utf8');
  if (original.split(mutation.from).length !== 2) {
    console.error(`✗ ${mutation.kind}: "${mutation.from}" must occur exactly once in ${mutation.file}`);
    failures += 1;
    continue;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'visual-mutation-'));
  let build;
  try {
    writeFileSync(mutation.file, original.replace(mutation.from, mutation.to));
    build = run('npx', ['storybook', 'build', '--quiet', '-o', dir]);
  } finally {
    writeFileSync(mutation.file, original);
  }
  if (build.status !== 0) {
    console.error(`✗ ${mutation.kind}: the Storybook build failed\n${build.stderr.slice(-2000)}`);
    failures += 1;
    rmSync(dir, { recursive: true, force: true });
    continue;
  }
  // Only the changed target's pictures (ko-desktop and en-mobile): whether others change too is
  // not the question, and the whole check takes minutes.
  const check = run(
    'npx',
    ['playwright', 'test', '-c', 'playwright.visual.config.ts', '--reporter=json', '-g', mutation.target],
    {
      VISUAL_STORYBOOK_DIR: dir,
      VISUAL_PORT: String(6090 + i),
    },
  );
  rmSync(dir, { recursive: true, force: true });
  const failed = failedTitles(check.stdout);
  const caught = check.status !== 0 && failed.includes(mutation.target);
  console.log(
    `${caught ? '✓' : '✗'} ${mutation.kind}: ${mutation.file}: ${mutation.from} → ${mutation.to}\n` +
      `  the visual check ${check.status === 0 ? 'passed' : 'failed'}` +
      `${caught ? `, on ${mutation.target}` : `; ${mutation.target} not among the failures`}` +
      ` (failing: ${[...new Set(failed)].join(', ') || 'none'})`,
  );
  if (!caught) {
    failures += 1;
    console.error(check.stderr.slice(-1500));
  }
}
process.exit(failures === 0 ? 0 : 1);
