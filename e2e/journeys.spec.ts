import { expect, test, type Page } from '@playwright/test';
import { youtubeRequests } from './network';
import {
  backwardJumps,
  expectAtEnd,
  expectFocusOnPage,
  keysDownAndBack,
  resetScrollLog,
  scrollLog,
  scrollYOf,
  settle,
  swipeThrough,
  waitForApp,
  Watch,
  waitForEnd,
  waitForTop,
  wheelDownAndUp,
  wheelThrough,
} from './realInput';
import { atPairs, browserLocale, everyPair, fullTier, type Lang } from './tier';

// Journeys with real input on the built site, checking after each phase: no page error, no error
// the app reported, #root never emptied, the footer reached, and no jump backwards while scrolling
// one way. No test moves the page with scrollTo: that is how the home page's first-wheel crash
// (React error #185) went unseen.
//
// Core tier: home in all four language × width pairs (the wheel in small steps to the footer and
// back, PageDown/Space to the end then Home/End/Home, touch swipes at 390 px, Back/Forward after a
// real click on an in-page link); touch swipes through the longest page (every service, 25,000 px)
// at 390 px; End from the top of home at 1280 px, eight times; the mobile menu and Shift+Tab keeping the place;
// the wheel under reduced motion. Every other route meets the wheel and the keys in the route sweep
// (e2e/sweep.spec.ts), pairwise.
// Full tier (`npm run test:full`): the same visit on every route below, in both languages at both
// widths, and reduced motion at all four pairs.

interface Route {
  path: string;
  /** Back/Forward: wheel to about this scrollY, click an in-page link there, come back. */
  backForwardAt?: number;
  /** A very long page (every service on one page: 18,000 px at 1280, 25,000 px at 390). */
  long?: boolean;
}

const routes: Route[] = [
  // Home: Back used to restore y = 472 instead of 880 in Korean, and blank the page in English.
  { path: '/', backForwardAt: 880 },
  { path: '/about', backForwardAt: 1000 },
  { path: '/services', long: true },
  { path: '/services/distribution', backForwardAt: 1200 },
  { path: '/services/abbeyroad' },
  { path: '/articles', backForwardAt: 600 },
  { path: '/articles/3' },
  { path: '/contact' },
  { path: '/contact/MARKETING' },
  { path: '/contact/complete' },
  { path: '/terms' },
  { path: '/notice' },
  { path: '/notice/1' },
  { path: '/no-such-page' },
];

// The longest pages (all six services on one page at 390 px) take a while at 40–100 px a step.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  // Nothing here plays a video; should anything ask the video host, it must not wait on the network.
  await page.route(youtubeRequests, (route) => route.abort());
});

/**
 * A fast spin of the wheel for the very long pages: the small steps of `wheelThrough` would take a
 * minute and a half there (25,000 px at 390 px) and meet nothing the first screens do not.
 */
const fastSpin = [300, 180, 300, 240];

/** Touch swipes (a real touch sequence through the DevTools protocol) to the end and back. */
async function swipeDownAndUp(page: Page, watch: Watch) {
  const cdp = await page.context().newCDPSession(page);
  await resetScrollLog(page);
  await swipeThrough(page, cdp, 'down');
  await watch.expectHealthy('swipe down');
  const log = await scrollLog(page);
  expect(Math.max(0, ...log), 'swipes move the page').toBeGreaterThan(0);
  expect(backwardJumps(log, 'down'), 'swipe down: no jump backwards').toEqual([]);
  await expectAtEnd(page, 'swipe down');

  await resetScrollLog(page);
  const top = await swipeThrough(page, cdp, 'up');
  await watch.expectHealthy('swipe up');
  expect(backwardJumps(await scrollLog(page), 'up'), 'swipe up: no jump backwards').toEqual([]);
  expect(top, 'swipe up: back at the top').toBe(0);
  await cdp.detach();
}

/** An internal link of the page's language fully in view below the sticky header, if any. */
function linkInView(page: Page, lang: Lang) {
  return page.evaluate((lang) => {
    const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    for (const link of document.querySelectorAll<HTMLAnchorElement>(`main a[href^="/${lang}/"]`)) {
      if (link.target === '_blank') continue;
      const box = link.getBoundingClientRect();
      if (box.width < 1 || box.top < headerBottom + 4 || box.bottom > innerHeight - 4) continue;
      const x = box.left + box.width / 2;
      const y = box.top + Math.min(box.height / 2, 20);
      if (!link.contains(document.elementFromPoint(x, y))) continue;
      return { href: link.getAttribute('href')!, x, y };
    }
    return null;
  }, lang);
}

/** scrollY comes to `y` (±3 px) and stays there. */
async function expectRestored(page: Page, y: number, what: string) {
  const off = async () => Math.abs((await scrollYOf(page)) - y);
  await expect.poll(off, { message: `${what} restores y = ${y} (px off)`, intervals: [50] }).toBeLessThanOrEqual(3);
  // Still there once the page has kept still for six frames (a late layout would move it).
  await settle(page);
  expect(await off(), `${what}: y = ${y} stays (px off)`).toBeLessThanOrEqual(3);
}

/**
 * Wheels to about `at`, clicks an in-page link with the mouse, wheels a little on the new page,
 * then Back restores the first position and Forward the second, the page never blank.
 */
async function backAndForward(page: Page, watch: Watch, lang: Lang, at: number) {
  const origin = page.url();
  await wheelThrough(page, 'down', { until: at });
  let link = await linkInView(page, lang);
  for (let extra = 0; !link && extra < 60; extra++) {
    await page.mouse.wheel(0, 100);
    await settle(page);
    link = await linkInView(page, lang);
  }
  expect(link, `an in-page link in view near y = ${at}`).not.toBeNull();
  const leftAt = await settle(page);
  const heading = await page.locator('main h1').textContent();

  await page.mouse.click(link!.x, link!.y);
  await expect(page).toHaveURL((url) => url.pathname === link!.href);
  await expect(page.locator('main h1')).not.toHaveText(heading ?? '');
  expect(await waitForTop(page), 'the new page starts at the top').toBe(0);
  await watch.expectHealthy(`click ${link!.href}`);
  const there = await wheelThrough(page, 'down', { until: 500 });

  await page.goBack();
  await expect(page).toHaveURL(origin);
  await expectRestored(page, leftAt, 'Back');
  await expect(page.locator('main h1')).toHaveText(heading ?? '');
  await watch.expectHealthy('Back');

  await page.goForward();
  await expect(page).toHaveURL((url) => url.pathname === link!.href);
  await expectRestored(page, there, 'Forward');
  await watch.expectHealthy('Forward');
}

/** One route's journey: wheel down and up, the keys, swipes with touch, Back/Forward where it has a link. */
async function journey(page: Page, lang: Lang, route: Route, hasTouch: boolean) {
  const watch = await Watch.on(page);
  await page.goto(`/${lang}${route.path}`);
  await waitForApp(page);
  await watch.expectHealthy('load');

  await wheelDownAndUp(page, watch, 'wheel', route.long ? fastSpin : undefined);
  await keysDownAndBack(page, watch);
  if (hasTouch) await swipeDownAndUp(page, watch);
  if (route.backForwardAt !== undefined) await backAndForward(page, watch, lang, route.backForwardAt);
}

const title = (lang: Lang, route: Route) =>
  `/${lang}${route.path}: wheel, keys (and swipes at 390 px) to the footer and back${
    route.backForwardAt === undefined ? '' : ', Back/Forward after a click'
  }`;

if (fullTier) {
  // Every route in both languages at both widths: the text of each language changes the page's
  // height and what wraps where, and a visitor of either language meets either layout.
  everyPair((lang) => {
    for (const route of routes) {
      test(title(lang, route), async ({ page, hasTouch }) => {
        if (route.long) test.slow();
        await journey(page, lang, route, hasTouch);
      });
    }
  });
} else {
  // Home, where the banner folds with the scroll, in all four pairs.
  everyPair((lang) => {
    test(title(lang, routes[0]!), async ({ page, hasTouch }) => {
      await journey(page, lang, routes[0]!, hasTouch);
    });
  });
  // Swipes through the longest page, at 390 px with touch.
  test.describe('the longest page at 390 px', { tag: '@mobile-only' }, () => {
    test.use({ locale: browserLocale.en });
    test('/en/services: touch swipes to the footer and back', async ({ page }) => {
      test.slow();
      const watch = await Watch.on(page);
      await page.goto('/en/services');
      await waitForApp(page);
      await swipeDownAndUp(page, watch);
    });
  });
}

atPairs(1, (lang) => {
  test(`/${lang}/ with reduced motion: the wheel moves the page evenly both ways`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const watch = await Watch.on(page);
    await page.goto(`/${lang}/`);
    await waitForApp(page);
    await wheelDownAndUp(page, watch, 'reduced-motion wheel');
  });
});

test.describe('the page keeps its place', () => {
  test.use({ locale: 'ko-KR' });

  // The banner folds away while Chromium's smooth End scroll runs: before useEndKeyReachesEnd, about
  // one press in three came to rest a few hundred px short (1280: 2937 → 2674), so try it often.
  // With only that fix, at 1280 px with two tests side by side (as in CI), it still failed in 2 runs
  // of 6 (the last move back came with no scroll event); with useEndKeyPastFold (the banner aims End
  // at the folded page's end) 40 runs passed under the same load. At 390 px never (a shorter fold).
  test('/ko/: End from the top of home reaches the footer every time @desktop-only', async ({ page }) => {
    const watch = await Watch.on(page);
    await page.goto('/ko/');
    await waitForApp(page);
    await expectFocusOnPage(page);
    for (let press = 1; press <= 8; press++) {
      await resetScrollLog(page);
      await page.keyboard.press('End');
      expect(await waitForEnd(page, 6_000), `End, press ${press}: at the end`).toBe('at the end');
      const end = await settle(page);
      await expectAtEnd(page, `End, press ${press}`);
      // The fold-aware End is one jump to the folded page's end: its first scroll is already there.
      // Chromium's own End (smooth, aimed at the unfolded end) passes through the page on the way and
      // only sometimes falls short, so this is what a quiet run can see of that race.
      const [first] = await scrollLog(page);
      expect(
        first,
        `End, press ${press}: one move to the end (y = ${end}), not a scroll through the page`,
      ).toBeGreaterThanOrEqual(end - 4);
      await page.keyboard.press('Home');
      expect(await waitForTop(page), `Home, press ${press}: at the top`).toBe(0);
      await settle(page);
    }
    await watch.expectHealthy('End and Home');
  });

  test.describe('at 390 px with touch (the menu button exists below the desktop breakpoint)', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('/ko/about at 390 px: opening and closing the menu (tap, click, Escape) keeps scrollY @desktop-only', async ({
      page,
    }) => {
      const watch = await Watch.on(page);
      await page.goto('/ko/about');
      await waitForApp(page);
      const place = await wheelThrough(page, 'down', { until: 1000 });
      expect(place).toBeGreaterThanOrEqual(1000);

      const toggle = page.getByRole('button', { name: '메뉴' });
      const expectPlace = async (what: string, expanded: boolean) => {
        await expect(toggle).toHaveAttribute('aria-expanded', String(expanded));
        expect(await settle(page), `${what}: scrollY stays ${place}`).toBe(place);
      };
      const tapToggle = async () => {
        const box = (await toggle.boundingBox())!;
        await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      };

      await tapToggle();
      await expectPlace('tap opens the menu', true);
      await page.keyboard.press('Escape');
      await expectPlace('Escape closes it', false);
      await expect(toggle).toBeFocused();

      // locator.click scrolls its target into view first: the sticky header's button must count as in view.
      await toggle.click();
      await expectPlace('a click opens the menu', true);
      await toggle.click();
      await expectPlace('a second click closes it', false);

      await tapToggle();
      await expectPlace('tap opens the menu again', true);
      await tapToggle();
      await expectPlace('a second tap closes it', false);
      await watch.expectHealthy('menu');
    });
  });

  test('/ko/about: Shift+Tab from the main content into the header does not scroll', async ({ page }) => {
    const watch = await Watch.on(page);
    await page.goto('/ko/about');
    await waitForApp(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: '본문 바로가기' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
    const place = await wheelThrough(page, 'down', { until: 1000 });
    expect(place).toBeGreaterThanOrEqual(1000);

    await page.keyboard.press('Shift+Tab');
    await expect(page.locator('header :focus')).toHaveCount(1);
    expect(await settle(page), `Shift+Tab into the header: scrollY stays ${place}`).toBe(place);
    await page.keyboard.press('Shift+Tab');
    await expect(page.locator('header :focus')).toHaveCount(1);
    expect(await settle(page), `a second Shift+Tab: scrollY stays ${place}`).toBe(place);
    await watch.expectHealthy('Shift+Tab');
  });
});
