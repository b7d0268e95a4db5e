// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toIsoDate } from '../lib/dates';
import { calendarStart, earliestReadyDate, earliestReleaseDate, toPayloadTime } from './releaseRules';

describe('calendarStart (the `start` of the unavailable-dates call)', () => {
  it('is the Sunday of the week containing the first of the month', () => {
    // 2026-11-01 is a Sunday: the week starts on the first itself.
    expect(calendarStart(new Date(2026, 10, 21))).toBe('2026-11-01');
    // 2026-12-01 is a Tuesday: the week started on Sunday 2026-11-29.
    expect(calendarStart(new Date(2026, 11, 15))).toBe('2026-11-29');
    // 2027-01-01 is a Friday: the week started on Sunday 2026-12-27 (across a year).
    expect(calendarStart(new Date(2027, 0, 31))).toBe('2026-12-27');
  });
});

describe('date limits (SPEC §5)', () => {
  it('puts the earliest release date 14 days after today, at midnight', () => {
    expect(toIsoDate(earliestReleaseDate(new Date(2026, 10, 21, 23, 59)))).toBe('2026-12-05');
  });
  it('allows the materials-ready date from today', () => {
    expect(toIsoDate(earliestReadyDate(new Date(2026, 10, 21, 8, 0)))).toBe('2026-11-21');
  });
});

it('formats payload times as HH:mm:ss', () => {
  expect(toPayloadTime('12:00')).toBe('12:00:00');
  expect(toPayloadTime('18:00')).toBe('18:00:00');
});
