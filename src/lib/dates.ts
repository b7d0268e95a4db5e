import { addDays, formatISO, isValid, startOfDay, startOfMonth, startOfWeek } from 'date-fns';

/** Release slots (SPEC §9). */
export const releaseTimes = ['12:00', '18:00'] as const;
export type ReleaseTime = (typeof releaseTimes)[number];

/** Days between today and the earliest release date (SPEC §9: two weeks). */
export const RELEASE_LEAD_DAYS = 14;

// date-fns' `formatISO` rather than `format` / `parse`: those bring every format token's code and the
// en-US locale (about 8 KB gzip) into the contact page's first load for one fixed pattern.

/** `YYYY-MM-DD` in local time (the format of the API and of the payloads). */
export const toIsoDate = (date: Date): string => formatISO(date, { representation: 'date' });

/** Parses `YYYY-MM-DD` strictly (local midnight); `null` for anything else or an impossible date. */
export function parseIsoDate(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  // A date-time without an offset is local time (ECMAScript's date-time string format); a day that
  // does not exist (2026-02-30) is invalid or reads back as another day.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a date-time format, not UI text
  const date = new Date(`${value}T00:00`);
  return isValid(date) && toIsoDate(date) === value ? date : null;
}

/**
 * `start` of the unavailable-dates call (SPEC §7): the first day of the week (Sunday) that
 * contains the first day of the shown month, as YYYY-MM-DD.
 */
export const calendarStart = (month: Date): string => toIsoDate(startOfWeek(startOfMonth(month), { weekStartsOn: 0 }));

/** The earliest allowed release date: today + 14 days (SPEC §5). */
export const earliestReleaseDate = (today: Date): Date => addDays(startOfDay(today), RELEASE_LEAD_DAYS);

/** The earliest allowed materials-ready date: today (SPEC §5). */
export const earliestReadyDate = (today: Date): Date => startOfDay(today);

/** `12:00` → `12:00:00` (payload time format HH:mm:ss). */
export const toPayloadTime = (time: ReleaseTime): string => `${time}:00`;
