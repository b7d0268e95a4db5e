import { useSyncExternalStore } from 'react';

/**
 * The page's scroll offset as an external store whose snapshot changes only in a `scroll` or
 * `resize` event, never while React renders or commits.
 *
 * Reading `window.scrollY` live in `getSnapshot` is not safe for layouts that depend on it (the
 * home banner's height is the viewport minus twice the scroll, SPEC §2/§9): a commit changes the
 * layout, the browser moves `scrollY` in response (scroll anchoring, clamping at the end of a
 * shorter page), React's post-commit check sees a new snapshot and re-renders synchronously — and
 * again, until "maximum update depth exceeded" unmounts the app. A snapshot taken in the event
 * handler cannot change during a commit; a layout-driven scroll arrives as a normal event in the
 * next task and renders once.
 */
let position: number | null = null;
const listeners = new Set<() => void>();

function update() {
  const next = window.scrollY;
  if (next === position) return;
  position = next;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
  }
  listeners.add(onChange);
  // Scrolling that happened while nobody listened (before the first subscriber, between pages).
  update();
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    window.removeEventListener('scroll', update);
    window.removeEventListener('resize', update);
    position = null;
  };
}

/** The last scroll offset an event reported (read once from the window before anyone listens). */
function getSnapshot(): number {
  if (position === null || listeners.size === 0) position = window.scrollY;
  return position;
}

/** The page's vertical scroll offset, re-rendering on scroll (0 on the server). */
export function useScrollY(): number {
  return useSyncExternalStore(subscribe, getSnapshot, () => 0);
}

/** Whether the page is scrolled at least `threshold` px (SPEC §9: 90 header, 10 services, 20 video). */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => getSnapshot() >= threshold,
    () => false,
  );
}
