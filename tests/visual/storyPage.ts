import { test as base, type Browser, type Page } from '@playwright/test';
import { injectStoryGlobals } from '../../.storybook/injectedGlobals';

/*
 * One page per worker and mode for the visual check: the preview (Storybook's runtime, MSW's
 * worker, the fonts) loads once, and each story after the first is rendered in the same page by
 * Storybook's own channel (`setCurrentStory`, what the test-runner does), instead of a fresh page
 * load per picture. Storybook unmounts the previous story before the next renders.
 */

export interface VisualMode {
  name: string;
  locale: 'ko' | 'en';
  width: number;
  height: number;
  forcedColors?: boolean;
}

type Preview = {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: {
      id?: string;
      phase?: string;
      story?: { parameters?: { chromatic?: { prefersReducedMotion?: string } } };
    };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
};

const renderedIs = (id: string) => {
  const render = (globalThis as Preview).__STORYBOOK_PREVIEW__?.currentRender;
  return render?.id === id && ['finished', 'completed', 'errored'].includes(render.phase ?? '');
};

export class StoryPage {
  private loaded = false;
  private motion: 'reduce' | 'no-preference' = 'reduce';

  constructor(
    readonly page: Page,
    private readonly baseURL: string,
  ) {}

  static async open(browser: Browser, baseURL: string, mode: VisualMode) {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: mode.width, height: mode.height },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      timezoneId: 'Asia/Seoul',
      forcedColors: mode.forcedColors ? 'active' : 'none',
    });
    const page = await context.newPage();
    // The pictures are what this check owns: addon-a11y's scan after every story stays off (the
    // story runner owns axe).
    await injectStoryGlobals(page, { locale: mode.locale, a11y: { manual: true } });
    return new StoryPage(page, baseURL);
  }

  /**
   * Full load of the preview, then the story through the channel: every story is rendered the same
   * way (after another one or first), so a picture never depends on the order the tests ran in.
   */
  private async load(id: string) {
    await this.page.goto('/iframe.html?viewMode=story');
    await this.page.waitForFunction(() => !!(globalThis as Preview).__STORYBOOK_ADDONS_CHANNEL__);
    this.loaded = true;
    await this.render(id);
  }

  private async render(id: string) {
    const page = this.page;
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(
      (storyId) =>
        (globalThis as Preview).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' }),
      id,
    );
    await page.waitForFunction(renderedIs, id);
  }

  /**
   * Renders the story and waits until it has rendered and its play function (if any) has run, the
   * page at its top and every lazy image decoded (a full-page picture shows them as if scrolled to).
   * Motion: `chromatic` as Chromatic takes it (reduced unless the story's
   * `chromatic.prefersReducedMotion` asks for motion), `reduce` always reduced.
   */
  async show(id: string, { motion: policy = 'chromatic' }: { motion?: 'chromatic' | 'reduce' } = {}) {
    const page = this.page;
    if (this.loaded) await this.render(id);
    else await this.load(id);
    const wanted = await page.evaluate(
      () =>
        (globalThis as Preview).__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters?.chromatic
          ?.prefersReducedMotion === 'no-preference',
    );
    const motion = wanted && policy === 'chromatic' ? 'no-preference' : 'reduce';
    if (motion !== this.motion) {
      // Motion is read when a story starts: render it again, from a fresh load, under the new setting.
      await page.emulateMedia({ reducedMotion: motion });
      this.motion = motion;
      await this.load(id);
    }
    await page.evaluate(async () => {
      const lazy = [...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')];
      for (const image of lazy) image.loading = 'eager';
      await Promise.all(lazy.map((image) => image.decode().catch(() => undefined)));
      await document.fonts.ready;
    });
  }

  /**
   * Waits until the story shown has finished: past its `afterEach` hooks (where addon-a11y scans),
   * which `show` does not wait for.
   */
  async finished(id: string) {
    await this.page.waitForFunction((storyId) => {
      const render = (globalThis as Preview).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === storyId && render.phase === 'finished';
    }, id);
  }
}

/** `storyPage`: the worker's page for its `visualMode` (a worker option, set per describe). */
export const test = base.extend<object, { visualMode: VisualMode; storyPage: StoryPage }>({
  visualMode: [
    { name: 'ko-desktop', locale: 'ko', width: 1280, height: 800 },
    { scope: 'worker', option: true },
  ],
  storyPage: [
    async ({ browser, visualMode }, use, workerInfo) => {
      const baseURL = String(workerInfo.project.use.baseURL);
      const storyPage = await StoryPage.open(browser, baseURL, visualMode);
      await use(storyPage);
      await storyPage.page.context().close();
    },
    { scope: 'worker' },
  ],
});
