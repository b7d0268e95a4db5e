import { expect, type Locator } from '@playwright/test';

/**
 * Whether React owns the element yet (hydrated DOM nodes carry React's fiber key). A lazy section
 * (src/lib/lazySection.tsx) stays the server's HTML after the page has hydrated, until its code
 * has arrived; its links meanwhile are plain links (a full page load).
 */
export const isHydrated = (locator: Locator) =>
  locator.first().evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

/** Waits until React owns the element: for a journey that starts with a client-side action on it. */
export const expectHydrated = (locator: Locator) => expect.poll(() => isHydrated(locator)).toBe(true);
