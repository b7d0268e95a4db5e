// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseTypedDate } from './typedDate';

describe('parseTypedDate', () => {
  it('reads the ISO form', () => {
    expect(parseTypedDate('2026-12-09')).toBe('2026-12-09');
    expect(parseTypedDate('  2026-12-09 ')).toBe('2026-12-09');
  });

  it('reads dotted, slashed, Korean-spaced and compact forms', () => {
    expect(parseTypedDate('2026.12.09')).toBe('2026-12-09');
    expect(parseTypedDate('2026. 12. 9.')).toBe('2026-12-09');
    expect(parseTypedDate('2026/1/5')).toBe('2026-01-05');
    expect(parseTypedDate('20261209')).toBe('2026-12-09');
  });

  it('rejects impossible dates and other text', () => {
    expect(parseTypedDate('2026-02-30')).toBeNull();
    expect(parseTypedDate('2026-13-01')).toBeNull();
    expect(parseTypedDate('12/09/2026')).toBeNull();
    expect(parseTypedDate('내일')).toBeNull();
    expect(parseTypedDate('')).toBeNull();
    expect(parseTypedDate('2026-12')).toBeNull();
  });
});
