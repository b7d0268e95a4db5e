import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { loadUnavailable, type UnavailableLoader } from '../../contact/calendar';
import { calendarStart, earliestReleaseDate, parseIsoDate } from '../../lib/dates';

export interface ReleaseCalendar {
  /** Every server-disabled date loaded so far (validation checks the release date against it). */
  disabled: ReadonlySet<string>;
  /** The release picker's `loadDisabled`: loads, remembers for validation, resolves the dates. */
  loadDisabled: UnavailableLoader;
}

/**
 * The server's disabled release dates, kept in page state for validation (SPEC §4, §5): loaded on
 * page load (the month of today and of the earliest release date), whenever the release date
 * changes (its month), and whenever the picker opens or changes month (through `loadDisabled`).
 * Identical calls in flight are shared; failures are ignored by the loader (SPEC §8).
 */
export function useReleaseCalendar(
  today: Date,
  releaseDate: string | undefined,
  load: UnavailableLoader = loadUnavailable,
): ReleaseCalendar {
  const [byStart, setByStart] = useState<Record<string, readonly string[]>>({});
  const inFlight = useRef(new Map<string, Promise<string[]>>());

  const loadDisabled = useCallback<UnavailableLoader>(
    (start) => {
      const running = inFlight.current.get(start);
      if (running) return running;
      const request = load(start).then((dates) => {
        setByStart((previous) => ({ ...previous, [start]: dates }));
        return dates;
      });
      const settled = request.finally(() => inFlight.current.delete(start));
      inFlight.current.set(start, settled);
      return settled;
    },
    [load],
  );

  const todayTime = today.getTime();
  useEffect(() => {
    const day = new Date(todayTime);
    for (const start of new Set([calendarStart(day), calendarStart(earliestReleaseDate(day))]))
      void loadDisabled(start);
  }, [todayTime, loadDisabled]);

  useEffect(() => {
    const date = releaseDate ? parseIsoDate(releaseDate) : null;
    if (date) void loadDisabled(calendarStart(date));
  }, [releaseDate, loadDisabled]);

  const disabled = useMemo(() => new Set(Object.values(byStart).flat()), [byStart]);
  return { disabled, loadDisabled };
}
