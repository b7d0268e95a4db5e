// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readAudit } from './audit.mjs';

const report = (vulnerabilities) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: {
      vulnerabilities: Object.values(vulnerabilities).reduce(
        (counts, v) => ({ ...counts, [v.severity]: counts[v.severity] + 1 }),
        { info: 0, low: 0, moderate: 0, high: 0, critical: 0 },
      ),
    },
  });

describe('readAudit', () => {
  it('lists high and critical advisories (a real finding fails)', () => {
    const result = readAudit(
      report({
        a: { name: 'a', severity: 'moderate', range: '<1' },
        b: { name: 'b', severity: 'high', range: '<2.1.0' },
        c: { name: 'c', severity: 'critical' },
      }),
    );
    expect(result.report.serious).toEqual(['high: b (<2.1.0)', 'critical: c (any version)']);
    expect(result.report.counts.moderate).toBe(1);
  });

  it('passes a clean report', () => {
    expect(readAudit(report({})).report.serious).toEqual([]);
  });

  it('calls an unreachable endpoint unavailable (skipped, not failed)', () => {
    const mirror = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry/…/bulk',
      statusCode: 405,
    });
    expect(readAudit(mirror).unavailable).toMatch(/405/);
    const offline = JSON.stringify({
      error: { code: 'ENOTFOUND', summary: 'getaddrinfo ENOTFOUND registry.npmjs.org' },
    });
    expect(readAudit(offline).unavailable).toMatch(/ENOTFOUND/);
    expect(readAudit('', 'npm error network').unavailable).toMatch(/network/);
  });

  it('treats a missing lockfile as a real problem', () => {
    expect(readAudit(JSON.stringify({ error: { code: 'ENOLOCK' } })).misconfigured).toMatch(/package-lock/);
  });
});
