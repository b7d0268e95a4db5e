import type { Page } from 'playwright-core';

/**
 * Globals a test run sets before the preview loads (Storybook ignores `globals` in the iframe URL
 * there): the story runner (.storybook/test-runner.ts) and the visual check
 * (tests/visual/storyPage.ts) write them with `injectStoryGlobals`, the preview's `initialGlobals`
 * read them. Chromatic and the Storybook UI inject nothing and keep the defaults.
 *
 * - `locale`: the UI language of the run.
 * - `a11y.manual`: addon-a11y's own switch; `true` leaves out the scan the addon runs after every
 *   story, in the runs where the pictures own the page (the visual check). (The core tier's English
 *   replays switch both globals in the page itself: .storybook/test-runner.ts.)
 */
export interface InjectedStoryGlobals {
  locale: 'ko' | 'en';
  a11y?: { manual: true };
}

type WithInjected = { __NURI_STORY_GLOBALS__?: Partial<InjectedStoryGlobals> };

/** Sets the globals for every document the page loads from now on. */
export function injectStoryGlobals(page: Pick<Page, 'addInitScript'>, globals: InjectedStoryGlobals) {
  return page.addInitScript((value) => {
    (globalThis as WithInjected).__NURI_STORY_GLOBALS__ = value;
  }, globals);
}

/** In the preview: what the run injected (nothing outside test runs). */
export const injectedStoryGlobals = (): Partial<InjectedStoryGlobals> =>
  (globalThis as WithInjected).__NURI_STORY_GLOBALS__ ?? {};
