// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { clock, e2eFileLines, e2eFileTimes, stepLines } from './test-summary.mjs';

/** A Playwright JSON report in miniature: two files, nested describes, two projects, a retry, a skip. */
const test = (projectName, durations, status = 'expected') => ({
  projectName,
  status,
  results: durations.map((duration, retry) => ({ duration, retry, status: 'passed' })),
});
const report = {
  config: { workers: 2, metadata: { actualWorkers: 2 } },
  stats: { duration: 61_000, expected: 4, unexpected: 0, flaky: 1, skipped: 1 },
  suites: [
    {
      title: 'short.spec.ts',
      file: 'short.spec.ts',
      specs: [
        { title: 'one', file: 'short.spec.ts', tests: [test('desktop', [2_000]), test('mobile', [], 'skipped')] },
      ],
      suites: [],
    },
    {
      title: 'long.spec.ts',
      file: 'long.spec.ts',
      specs: [],
      suites: [
        {
          title: 'a describe',
          file: 'long.spec.ts',
          specs: [
            { title: 'two', file: 'long.spec.ts', tests: [test('desktop', [30_000]), test('mobile', [40_000])] },
            { title: 'flaky', file: 'long.spec.ts', tests: [test('desktop', [10_000, 20_000], 'flaky')] },
          ],
        },
      ],
    },
    {
      title: 'all-skipped.spec.ts',
      file: 'all-skipped.spec.ts',
      specs: [{ title: 's', file: 'all-skipped.spec.ts', tests: [test('desktop', [], 'skipped')] }],
    },
  ],
};

describe('the e2e file times', () => {
  it('sums each file’s test results (retries too, skipped tests not), longest first', () => {
    expect(e2eFileTimes(report)).toEqual([
      { file: 'long.spec.ts', tests: 3, ms: 100_000 },
      { file: 'short.spec.ts', tests: 1, ms: 2_000 },
    ]);
  });

  it('prints them as summed test time beside the wall time, with a total', () => {
    const lines = e2eFileLines(report);
    expect(lines[0]).toMatch(/summed test time, not wall time \(2 workers/);
    expect(lines.slice(1)).toEqual([
      `  ${'1 min 40 s'.padStart(12)}  long.spec.ts      3 tests`,
      `  ${'0 min  2 s'.padStart(12)}  short.spec.ts     1 tests`,
      `  ${'1 min 42 s'.padStart(12)}  total             4 tests`,
      `  ${'1 min  1 s'.padStart(12)}  wall time of the e2e run`,
    ]);
  });

  it('prints nothing for a report without tests', () => {
    expect(e2eFileLines({ suites: [] })).toEqual([]);
  });
});

describe('the step times', () => {
  it('prints each step by the title before its colon', () => {
    expect(stepLines('12\tTranslations: every message\n75\t  lint (side by side)\n')).toEqual([
      'Step times (wall)',
      `  ${clock(12).padStart(12)}  Translations`,
      `  ${clock(75).padStart(12)}    lint (side by side)`,
    ]);
  });
});

describe('the summary command', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'test-summary-'));
  const script = fileURLToPath(new URL('./test-summary.mjs', import.meta.url));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = () => {
    try {
      return { status: 0, stdout: execFileSync(process.execPath, [script], { cwd: dir, encoding: 'utf8' }) };
    } catch (error) {
      return { status: error.status, stdout: String(error.stdout) };
    }
  };

  it('ends with the Tests line and fails when anything failed (a flaky test counts)', () => {
    mkdirSync(path.join(dir, 'reports'), { recursive: true });
    writeFileSync(path.join(dir, 'reports', 'e2e.json'), JSON.stringify(report));
    writeFileSync(path.join(dir, 'reports', 'steps.tsv'), '61\tEnd-to-end (Playwright + axe, built site)\n');
    const { status, stdout } = run();
    expect(stdout).toContain('long.spec.ts');
    expect(stdout).toContain('End-to-end');
    expect(stdout.trim().split('\n').at(-1)).toBe('Tests: 4 passed, 1 failed');
    expect(status).toBe(1);
  });

  it('exits 0 when everything passed', () => {
    writeFileSync(
      path.join(dir, 'reports', 'e2e.json'),
      JSON.stringify({ ...report, stats: { ...report.stats, flaky: 0 } }),
    );
    const { status, stdout } = run();
    expect(stdout.trim().split('\n').at(-1)).toBe('Tests: 4 passed, 0 failed');
    expect(status).toBe(0);
  });
});
