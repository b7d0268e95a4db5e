// Prints the summary of `npm test` / `npm run test:full` over every runner's JSON report: tests per
// runner, each step's wall time (reports/steps.tsv), each e2e file's summed test time
// (reports/e2e.json), and one closing line: "Tests: N passed, N failed" (CI reads it; the exit code
// is 1 when anything failed).
//
//   node scripts/test/test-summary.mjs [<start, epoch seconds>]
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** `83` → `1 min 23 s` (whole seconds). */
export const clock = (seconds) => {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2)} s`;
};

/**
 * Per test file of a Playwright JSON report (suites → specs → tests → results): how many tests ran
 * (one per spec and project; skipped ones not counted) and the sum of their results' durations
 * (retries included), longest first.
 * @param {{suites?: any[]}} report
 * @returns {{file: string, tests: number, ms: number}[]}
 */
export function e2eFileTimes(report) {
  /** @type {Map<string, {file: string, tests: number, ms: number}>} */
  const files = new Map();
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      const row = files.get(spec.file ?? file) ?? { file: spec.file ?? file, tests: 0, ms: 0 };
      files.set(row.file, row);
      for (const test of spec.tests ?? []) {
        if ((test.results ?? []).length === 0 || test.status === 'skipped') continue;
        row.tests += 1;
        row.ms += test.results.reduce((sum, result) => sum + (result.duration ?? 0), 0);
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.file ?? file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file ?? suite.title);
  return [...files.values()].filter((row) => row.tests > 0).sort((a, b) => b.ms - a.ms || a.file.localeCompare(b.file));
}

/**
 * The lines of the per-file table: file, tests, summed test time, then a total and the run's wall
 * time. With N workers the files run side by side, so the sum is about N × the wall time.
 * @param {{suites?: any[], stats?: {duration?: number}, config?: {workers?: number, metadata?: {actualWorkers?: number}}}} report
 */
export function e2eFileLines(report) {
  const rows = e2eFileTimes(report);
  if (rows.length === 0) return [];
  const workers = report.config?.metadata?.actualWorkers ?? report.config?.workers;
  const width = Math.max(...rows.map((row) => row.file.length), 'total'.length);
  const line = (time, name, tests) =>
    `  ${clock(time / 1000).padStart(12)}  ${name.padEnd(width)}  ${String(tests).padStart(4)} tests`;
  const total = rows.reduce((sum, row) => ({ tests: sum.tests + row.tests, ms: sum.ms + row.ms }), { tests: 0, ms: 0 });
  const wall = report.stats?.duration;
  return [
    `End-to-end files: summed test time, not wall time (${workers ?? 'several'} workers run tests side by side), longest first`,
    ...rows.map((row) => line(row.ms, row.file, row.tests)),
    line(total.ms, 'total', total.tests),
    ...(wall === undefined ? [] : [`  ${clock(wall / 1000).padStart(12)}  wall time of the e2e run`]),
  ];
}

/** Step lines from reports/steps.tsv (seconds, tab, step title; group members start with spaces). */
export function stepLines(tsv) {
  const lines = tsv.trim().split('\n').filter(Boolean);
  if (lines.length === 0) return [];
  return [
    'Step times (wall)',
    ...lines.map((row) => {
      const [time, title = ''] = row.split('\t');
      return `  ${clock(Number(time)).padStart(12)}  ${title.split(':')[0]}`;
    }),
  ];
}

function main() {
  const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
  const rows = [];
  const unit = read('reports/unit.json');
  if (unit) rows.push(['Unit (Vitest)', unit.numPassedTests, unit.numFailedTests]);
  const e2e = read('reports/e2e.json');
  for (const [label, report] of [
    ['End-to-end (Playwright)', e2e],
    ['Visual (Playwright)', read('reports/visual.json')],
  ]) {
    if (report) rows.push([label, report.stats.expected, report.stats.unexpected + report.stats.flaky]);
  }
  // The story runs and the harness proof, as scripts/test/test-storybook.mjs counted them.
  const stories = read('reports/storybook-summary.json');
  if (stories) rows.push(...stories);

  let passed = 0;
  let failed = 0;
  const tier = process.env.TEST_TIER === 'full' ? 'full (npm run test:full)' : 'core (npm test)';
  console.log(`\nSummary — ${tier}`);
  for (const [label, p, f] of rows) {
    console.log(`  ${label.padEnd(40)} ${String(p).padStart(4)} passed  ${String(f).padStart(3)} failed`);
    passed += p;
    failed += f;
  }
  const seconds = process.argv[2] ? Date.now() / 1000 - Number(process.argv[2]) : null;
  if (seconds !== null) console.log(`  (${clock(seconds)})`);

  if (existsSync('reports/steps.tsv'))
    console.log(`\n${stepLines(readFileSync('reports/steps.tsv', 'utf8')).join('\n')}`);
  if (e2e) {
    const lines = e2eFileLines(e2e);
    if (lines.length > 0) console.log(`\n${lines.join('\n')}`);
  }
  console.log(`\nTests: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
