import { formatISO, isValid } from 'date-fns';

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
