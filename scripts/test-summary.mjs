// Prints one closing line over every runner's JSON report: "Tests: N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const rows = [];
const unit = read('reports/unit.json');
if (unit) rows.push(['Unit (Vitest)', unit.numPassedTests, unit.numFailedTests]);
for (const [label, file] of [
  ['End-to-end (Playwright)', 'reports/e2e.json'],
  ['Visual (Playwright)', 'reports/visual.json'],
]) {
  const report = read(file);
  if (report) rows.push([label, report.stats.expected, report.stats.unexpected + report.stats.flaky]);
}
// The story runs and the harness proof, as scripts/test-storybook.mjs counted them.
const stories = read('reports/storybook-summary.json');
if (stories) rows.push(...stories);

let passed = 0;
let failed = 0;
console.log('\nSummary');
for (const [label, p, f] of rows) {
  console.log(`  ${label.padEnd(40)} ${String(p).padStart(4)} passed  ${String(f).padStart(3)} failed`);
  passed += p;
  failed += f;
}
const seconds = process.argv[2] ? Math.round(Date.now() / 1000 - Number(process.argv[2])) : null;
const clock = (s) => `${Math.floor(s / 60)} min ${String(s % 60).padStart(2)} s`;
if (seconds !== null) console.log(`  (${clock(seconds)})`);

// Wall time of each step of scripts/test.sh (reports/steps.tsv: seconds, tab, step title).
if (existsSync('reports/steps.tsv')) {
  console.log('\nStep times');
  for (const line of readFileSync('reports/steps.tsv', 'utf8').trim().split('\n')) {
    const [time, title] = line.split('\t');
    console.log(`  ${clock(Number(time)).padStart(12)}  ${title.split(':')[0]}`);
  }
}
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
