import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { parseIsoDate } from '../lib/dates';
import { calendarStart, earliestReleaseDate } from './releaseRules';

/** The server's unavailable dates for the six weeks from `start` (= `calendarStart(month)`, SPEC §7). */
export type UnavailableFetcher = (start: string) => Promise<string[]>;

/**
 * The site's call, through the API client. The client comes with its first call (the calendar
 * loads after the page's first render), not with the page; if it cannot load, the call fails
 * like any calendar call (ignored).
 */
export const fetchUnavailable: UnavailableFetcher = (start) =>
  import('./api/client').then(({ apiClient }) => apiClient.getUnavailableDates(start));

export interface ReleaseCalendar {
  /**
   * Every server-disabled release date loaded so far: the release DatePicker's `disabledDates`
   * and what validation checks the release date against (SPEC §4, §5).
   */
  disabled: ReadonlySet<string>;
  /** The release DatePicker's `onVisibleMonthChange`: loads the six weeks shown for `month`. */
  loadMonth: (month: Date) => void;
}

/**
 * The one owner of the server's disabled release dates (SPEC §4, §5, §7, §8). Loads on page load
 * (the month of today and of the earliest release date), whenever the release date changes (its
 * month), and whenever the picker shows a month (`loadMonth`: on open and on every month change).
 * The lists are kept per `start` for the page's lifetime; identical calls in flight are shared.
 * Failures are ignored (SPEC §8): the days loaded before for that `start` stay disabled.
 */
export function useReleaseCalendar(
  today: Date,
  releaseDate: string | undefined,
  fetch: UnavailableFetcher = fetchUnavailable,
): ReleaseCalendar {
  const [byStart, setByStart] = useState<Record<string, readonly string[]>>({});
  const inFlight = useRef(new Set<string>());

  const load = useCallback(
    (start: string) => {
      if (inFlight.current.has(start)) return;
      inFlight.current.add(start);
      let request: Promise<string[]>;
      try {
        request = fetch(start);
      } catch (error) {
        request = Promise.reject(error);
      }
      request
        .then(
          (dates) => {
            if (!Array.isArray(dates)) return;
            const list = dates.filter((date): date is string => typeof date === 'string');
            // In a transition: an answer arriving outside an event would otherwise re-render the
            // whole form in one task (React's default lane does not yield), a long task on load.
            startTransition(() => setByStart((previous) => ({ ...previous, [start]: list })));
          },
          () => {
            // SPEC §8: calendar failures are ignored; what loaded before stays.
          },
        )
        .finally(() => inFlight.current.delete(start));
    },
    [fetch],
  );

  const loadMonth = useCallback((month: Date) => load(calendarStart(month)), [load]);

  const todayTime = today.getTime();
  useEffect(() => {
    const day = new Date(todayTime);
    for (const start of new Set([calendarStart(day), calendarStart(earliestReleaseDate(day))])) load(start);
  }, [todayTime, load]);

  useEffect(() => {
    const date = releaseDate ? parseIsoDate(releaseDate) : null;
    if (date) load(calendarStart(date));
  }, [releaseDate, load]);

  const disabled = useMemo(() => new Set(Object.values(byStart).flat()), [byStart]);
  return { disabled, loadMonth };
}
