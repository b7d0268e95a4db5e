import { useMemo, useSyncExternalStore } from 'react';
import { parseIsoDate, toIsoDate } from '../lib/dates';

/**
 * The attribute of `#root` that names the day a prerendered page was rendered on (YYYY-MM-DD,
 * written by scripts/build/prerender.mjs from the server render's `renderedDay`).
 */
export const RENDERED_DAY_ATTRIBUTE = 'data-day';

/** Today in local time, YYYY-MM-DD. */
export const todayIso = (): string => toIsoDate(new Date());

/**
 * The day the HTML being hydrated was rendered on: the prerendered page's `#root[data-day]`; on the
 * server (no document) the server's today.
 */
function renderedDay(): string {
  if (typeof document === 'undefined') return todayIso();
  return document.getElementById('root')?.getAttribute(RENDERED_DAY_ATTRIBUTE) ?? todayIso();
}

// "Today" is read at every render; nothing announces a new day (a page open past midnight moves on
// at its next render).
const noSubscription = () => () => {};

/**
 * Today (local midnight), for what a page shows or checks of it (the date pickers' minimums and
 * examples). A page is prerendered once and opened on later days: hydration renders the day the HTML
 * was rendered on, so the markup matches, and React renders today right after it (React's
 * server-snapshot pattern) — without it, a visitor on any later day got a hydration mismatch (React
 * error #418), and the form was rendered again from scratch, losing a press made before hydration.
 */
export function useToday(): Date {
  const day = useSyncExternalStore(noSubscription, todayIso, renderedDay);
  return useMemo(() => parseIsoDate(day)!, [day]);
}
