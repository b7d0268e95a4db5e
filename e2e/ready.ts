import { expect, type Locator, type Page } from '@playwright/test';
import { readManifest } from '../scripts/build/build-meta.mjs';

// Which moment a journey tests. The prerendered page is on screen, readable and clickable, before
// React owns it (its code starts after the page has loaded, src/prerender/bootScript.ts): its links
// navigate natively and a pressed button is kept and replayed. A journey that tests the app (a
// client navigation and where it leaves the focus, a tab that replaces the URL, a section that
// watches the viewport) waits for React first; one that acts before hydration on purpose lives in
// e2e/before-hydration.spec.ts and says so.

/**
 * How long a test waits for `#root[data-mode]` to change. Loading and hydrating a page takes
 * 1.5–3.4 s on an idle 2-core machine (navigation start to 'hydrated', /en/services); CI runs two
 * browsers on those cores beside the server, so a wait for a mode gets more than the 10 s of a
 * plain `expect` (playwright.config.ts).
 */
const modeTimeout = 15_000;

/**
 * Waits until `#root[data-mode]` says `mode`: what React has done with the page (src/main.tsx) —
 * 'hydrating' or 'rendering' once React has it, 'hydrated' or 'rendered' once the route's content
 * has committed, 'static' when it gave up. Every wait for a mode goes through here.
 */
export async function expectMode(page: Page, mode: string | RegExp, message?: string) {
  await expect(page.locator('#root'), message).toHaveAttribute('data-mode', mode, { timeout: modeTimeout });
}

/**
 * React owns the page: `#root[data-mode]` is 'hydrated' (or 'rendered', for a path that names a
 * page but was served the not-found page, as /en/services/unknown) once the route's content has committed and the shell's lazy parts (the header,
 * the footer, the navigation behaviours) are React's (src/main.tsx). A page's own lazy section may
 * still be the server's HTML until its own code arrives (src/components/LazySection/lazySection.tsx).
 */
export async function waitForReact(page: Page) {
  await expectMode(page, /^(hydrated|rendered)$/, 'React owns the page');
}

/** Opens `path` and waits until React owns the page: for a journey that acts on the live app. */
export async function openLive(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForReact(page);
  return response;
}

/**
 * Whether React owns the element yet (hydrated DOM nodes carry React's fiber key). A lazy section
 * (src/components/LazySection/lazySection.tsx: the header, the footer, the services' sections, the home page's
 * videos) stays the server's HTML after the page has hydrated, until its own code has arrived; its
 * links meanwhile are plain links (a full page load).
 */
export const isHydrated = (locator: Locator) =>
  locator.first().evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

/** Waits until React owns the element: for a journey that starts with a client-side action on it. */
export const expectHydrated = (locator: Locator) => expect.poll(() => isHydrated(locator)).toBe(true);

/**
 * The URL path of the built chunk of the module `id` (its path, as the build's manifest names it,
 * e.g. `src/pages/AboutPage/index.ts`): chunk files are named by their hash alone (vite.config.ts).
 */
export function builtPath(id: string): string {
  const entry = readManifest(process.env.E2E_DIST ?? 'dist')[id];
  if (!entry) throw new Error(`${id} is not in the build's manifest`);
  return `/${entry.file}`;
}

/** Routes the requests for the built chunk of the module `id` (the build's manifest names it) to `handler`. */
export function routeChunk(page: Page, id: string, handler: Parameters<Page['route']>[1]) {
  const file = builtPath(id);
  return page.route((url) => url.pathname === file, handler);
}

/**
 * Holds every request for the built chunk of the module `id` until `release()`: a slow network,
 * so a test meets the page before that code.
 */
export async function holdChunk(page: Page, id: string) {
  const file = builtPath(id);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${file}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
