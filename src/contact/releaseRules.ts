import { addDays, startOfDay, startOfMonth, startOfWeek } from 'date-fns';
import { toIsoDate } from '../lib/dates';

/** Release slots (SPEC §9). */
export const releaseTimes = ['12:00', '18:00'] as const;
export type ReleaseTime = (typeof releaseTimes)[number];

/** Days between today and the earliest release date (SPEC §9: two weeks). */
export const RELEASE_LEAD_DAYS = 14;

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
