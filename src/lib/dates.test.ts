// @vitest-environment node
import { addDays, format, isValid, parse } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { parseIsoDate, toIsoDate } from './dates';

describe('parseIsoDate', () => {
  it('accepts a real YYYY-MM-DD date', () => {
    expect(parseIsoDate('2026-02-28')).toEqual(new Date(2026, 1, 28));
  });
  it('rejects other formats and impossible dates', () => {
    expect(parseIsoDate('2026-2-28')).toBeNull();
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(parseIsoDate('28/02/2026')).toBeNull();
    expect(parseIsoDate('')).toBeNull();
  });
  it("reads and writes YYYY-MM-DD exactly as date-fns' yyyy-MM-dd did", () => {
    const dateFns = (value: string) => {
      const date = parse(value, 'yyyy-MM-dd', new Date());
      return isValid(date) && format(date, 'yyyy-MM-dd') === value ? date : null;
    };
    const days = Array.from({ length: 4 * 366 }, (_, i) => addDays(new Date(2026, 0, 1, 15, 30), i));
    for (const day of days) expect(toIsoDate(day)).toBe(format(day, 'yyyy-MM-dd'));
    const texts = [
      ...days.map((day) => format(day, 'yyyy-MM-dd')),
      ...['0005-03-01', '0099-12-31', '1000-01-01', '9999-12-31', '2028-02-29', '2100-02-29', '2026-13-01'],
      ...['2026-00-10', '2026-04-31', '2026-04-00', '20260-01-01', ' 2026-01-01', '2026-01-01T00:00'],
    ];
    for (const text of texts) expect(parseIsoDate(text), text).toEqual(dateFns(text));
  });
});
