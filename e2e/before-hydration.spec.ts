import { expect, test, type Page } from '@playwright/test';
import { expectMode, holdChunk } from './ready';
import { campaigns } from '../src/content/campaigns';

// A press made before hydration is not lost: the prerendered page is on screen and
// clickable before React owns it. Each test holds the page's chunk (as a slow network would), so the
// visitor meets the prerendered page; presses a button for real (mouse, or Enter on a button reached
// with Tab); then lets the chunk through and expects what the press does once the page is live.

test.describe.configure({ mode: 'parallel' });

const notHydrated = (page: Page) =>
  page.locator('#root').evaluate((root) => !root.hasAttribute('data-mode'), undefined, { timeout: 2_000 });

test.describe('a press before hydration @desktop-only', () => {
  test('a click on a campaign card opens its dialog once the page is live', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const release = await holdChunk(page, 'src/pages/ServicesPage/index.ts');
    await page.goto('/ko/services/marketing', { waitUntil: 'domcontentloaded' });
    const first = campaigns[0]!;
    const card = page.getByRole('button', { name: first.title.ko });
    await card.scrollIntoViewIfNeeded();
    await card.click();
    expect(await notHydrated(page), 'the click came before hydration').toBe(true);
    release();
    await expect(page.getByRole('dialog', { name: first.title.ko })).toBeVisible();
    await expectMode(page, 'hydrated');
    expect(errors).toEqual([]);
  });

  test('Enter on the language button, reached with Tab, opens the language menu once the page is live', async ({
    page,
  }) => {
    const release = await holdChunk(page, 'src/pages/AboutPage/index.ts');
    await page.goto('/en/about', { waitUntil: 'domcontentloaded' });
    const trigger = page.getByRole('banner').getByRole('button', { name: /Language/ });
    await expect(trigger).toBeVisible();
    for (let i = 0; i < 30 && !(await trigger.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    expect(await notHydrated(page), 'the press came before hydration').toBe(true);
    release();
    await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeVisible();
    await expect(page.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  });
});

/** Holds the page's preloaded font (scripts/build/page-fonts.mjs; the window's load event waits for it) until `release()`. */
async function holdFont(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/pretendard-page-*.woff2', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const scriptRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
};

// The page's code starts after the page has loaded (src/prerender/bootScript.ts), so the first paint
// never shares the network with it; a press before then starts it at once.
test.describe('the code after the page @desktop-only', () => {
  test('no script is fetched until the page has loaded; then the page hydrates', async ({ page }) => {
    const release = await holdFont(page);
    const scripts = scriptRequests(page);
    await page.goto('/ko/about', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(scripts, 'scripts fetched while the page was still loading').toEqual([]);
    expect(await notHydrated(page)).toBe(true);
    release();
    await expectMode(page, 'hydrated');
    expect(scripts.some((url) => /\/assets\/index-[^/]+\.js$/.test(url))).toBe(true);
  });

  test('a click while the page is still loading starts the code and does what it says', async ({ page }) => {
    const release = await holdFont(page);
    const scripts = scriptRequests(page);
    await page.goto('/ko/services/marketing', { waitUntil: 'domcontentloaded' });
    const first = campaigns[0]!;
    const card = page.getByRole('button', { name: first.title.ko });
    await card.scrollIntoViewIfNeeded();
    expect(scripts).toEqual([]);
    await card.click();
    await expect(page.getByRole('dialog', { name: first.title.ko })).toBeVisible();
    await expectMode(page, 'hydrated');
    release();
  });
});

// `#root[data-mode]` tells the moments apart (src/main.tsx): absent while the page is the server's,
// 'hydrating' from the task that hands it to React (the early-input listener stops there), and
// 'hydrated' once the route's content has committed — the route's boundary hydrates after the shell.
test.describe('the hydration marker @desktop-only', () => {
  test("'hydrated' comes after 'hydrating', when the page's own content is React's", async ({ page }) => {
    await page.addInitScript(() => {
      const seen: { mode: string | null; pageIsReacts: boolean }[] = [];
      (window as unknown as { __modes: typeof seen }).__modes = seen;
      const owned = (element: Element | null) =>
        !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
      new MutationObserver((records) => {
        for (const record of records) {
          const root = record.target as HTMLElement;
          seen.push({ mode: root.getAttribute('data-mode'), pageIsReacts: owned(root.querySelector('main h1')) });
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-mode'] });
    });
    await page.goto('/ko/about');
    await expectMode(page, 'hydrated');
    const modes = await page.evaluate(() => (window as unknown as { __modes: unknown }).__modes);
    expect(modes).toEqual([
      { mode: 'hydrating', pageIsReacts: false },
      { mode: 'hydrated', pageIsReacts: true },
    ]);
  });

  test("a press between the two is React's alone: the language menu opens once (twice would close it again)", async ({
    page,
  }) => {
    // No real input can be timed into this window (it closes within a few tasks), so the press is a
    // click dispatched on the header's language button as soon as #root says 'hydrating': after
    // `hydrateRoot` and the hand-over of the early press, before React has committed anything.
    await page.addInitScript(() => {
      const state: { pressedAt?: string | null; shellWasReacts?: boolean } = {};
      (window as unknown as { __press: typeof state }).__press = state;
      new MutationObserver((records, observer) => {
        const root = records[0]!.target as HTMLElement;
        if (root.getAttribute('data-mode') !== 'hydrating') return;
        observer.disconnect();
        const trigger = document.querySelector<HTMLButtonElement>('header button[aria-haspopup="menu"]')!;
        state.pressedAt = root.getAttribute('data-mode');
        state.shellWasReacts = Object.keys(trigger).some((key) => key.startsWith('__reactFiber'));
        trigger.click();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-mode'] });
    });
    await page.goto('/en/about');
    await expectMode(page, 'hydrated');
    expect(await page.evaluate(() => (window as unknown as { __press: unknown }).__press)).toEqual({
      pressedAt: 'hydrating',
      shellWasReacts: false,
    });
    const trigger = page.getByRole('banner').getByRole('button', { name: /Language/ });
    await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });
});
