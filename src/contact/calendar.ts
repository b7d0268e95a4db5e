import { apiClient, type ApiClient } from '../api/client';
import { calendarStart } from '../lib/dates';

export type UnavailableLoader = (start: string) => Promise<string[]>;

/**
 * The DatePicker's `loadDisabled`: the server's unavailable dates for the six weeks from `start`
 * (SPEC §7). It never rejects — calendar failures are ignored (SPEC §8): a failed call resolves
 * the last list that loaded for the same `start`, or an empty list.
 */
export function createUnavailableLoader(api: Pick<ApiClient, 'getUnavailableDates'> = apiClient): UnavailableLoader {
  const lastGood = new Map<string, string[]>();
  return async (start) => {
    try {
      const dates = await api.getUnavailableDates(start);
      lastGood.set(start, dates);
      return dates;
    } catch {
      return lastGood.get(start) ?? [];
    }
  };
}

/** The site's loader (one cache for the page's lifetime). */
export const loadUnavailable: UnavailableLoader = createUnavailableLoader();

/** The same for a month: `start` is the first day of the week containing its first day. */
export const loadUnavailableForMonth = (month: Date, load: UnavailableLoader = loadUnavailable): Promise<string[]> =>
  load(calendarStart(month));
