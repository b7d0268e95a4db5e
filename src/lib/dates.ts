import { addDays, startOfDay, startOfMonth, startOfWeek } from 'date-fns';

/** Release slots (SPEC §9). */
export const releaseTimes = ['12:00', '18:00'] as const;
export type ReleaseTime = (typeof releaseTimes)[number];

/** Days between today and the earliest release date (SPEC §9: two weeks). */
export const RELEASE_LEAD_DAYS = 14;

// Written out rather than date-fns `format` / `parse`: those two bring every format token's code
// and the en-US locale (about 8 KB gzip) into the contact page's first load for one fixed pattern.
const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** `YYYY-MM-DD` in local time (the format of the API and of the payloads). */
export const toIsoDate = (date: Date): string =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;

/** Parses `YYYY-MM-DD` strictly (local midnight); `null` for anything else or an impossible date. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(0);
  // setFullYear, not the Date constructor, so years 0–99 stay themselves.
  date.setFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  date.setHours(0, 0, 0, 0);
  // 2026-02-30 rolls over to March: only a date that reads back the same is real.
  return toIsoDate(date) === value ? date : null;
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
