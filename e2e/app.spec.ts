import { expect, test, type Page } from '@playwright/test';
import { expectHydrated, openLive } from './ready';
import { onceInCore } from './tier';

// Shell-level behaviour of the built site: routing, titles, 404, scroll, focus, announcements,
// language choice (SPEC §1, §2; A11Y.md page level).

const titleOf = (page: Page) => page.evaluate(() => document.title);
const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

// What the width does not change runs at 1280 px in the core tier (onceInCore); the language menu,
// which lives in the mobile menu at 390 px, at both widths. The 404 page's axe is the route sweep's.
test.describe('in Korean', { tag: onceInCore }, () => {
  test.use({ locale: 'ko-KR' });

  for (const path of ['/nope', '/services/unknown', '/articles/999', '/contact/UNKNOWN']) {
    test(`${path} shows the translated 404 page with a title`, async ({ page }) => {
      // The page React renders: until then the server's fallback page is on screen, and while the
      // route's code loads React shows the shell with an empty <main>.
      await openLive(page, path);
      await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
      expect(await titleOf(page)).toBe('페이지를 찾을 수 없습니다 | NURI MUSIC');
    });
  }

  test('the footer offers the notice link only in Korean', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /공지사항/ })).toHaveAttribute(
      'href',
      '/notice',
    );
  });

  test('navigation scrolls to the top, moves focus to the h1 and announces the title', async ({ page }) => {
    // A client navigation: once React owns the page (before, the footer link loads /terms in full).
    await openLive(page, '/about');
    await expect(page.locator('main h1')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 600));
    // The footer is a lazy section: its links are React's once its own code has arrived.
    const privacy = page.getByRole('contentinfo').getByRole('link', { name: '개인정보처리방침' });
    await expectHydrated(privacy);
    await privacy.click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.locator('main h1')).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const title = await titleOf(page);
    expect(title).toMatch(/ \| NURI MUSIC$/);
    await expect(page.locator('[role="status"][aria-live="polite"]').filter({ hasText: title })).toHaveCount(1);
  });

  test('back and forward restore the saved scroll position', async ({ page }) => {
    await openLive(page, '/about');
    await expect(page.locator('main h1')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500);
    // Follow an in-app link without the test runner scrolling it into view first (a real
    // click on the sticky header does not scroll the page), once the footer is React's.
    await expectHydrated(page.locator('footer a[href="/terms"]'));
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('footer a[href="/terms"]')!.click());
    await expect(page).toHaveURL(/\/terms$/);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 15_000 }).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 15_000 }).toBe(500);
  });

  test('the skip link moves focus to main', async ({ page }) => {
    // The app is there (its route hydrated) before the first Tab of the visit.
    await openLive(page, '/about');
    await expect(page.locator('main h1')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: '본문 바로가기' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('the 404 page and the footer without the notice link', { tag: onceInCore }, async ({ page }) => {
    await openLive(page, '/does-not-exist');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(await titleOf(page)).toBe('Page not found | NURI MUSIC');
    expect(await description(page)).toBe('NURI MUSIC');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /notice/i })).toHaveCount(0);
  });

  test('choosing Korean in the language menu switches the page, <html lang> and is remembered', async ({ page }) => {
    await openLive(page, '/about');
    const trigger = page.getByRole('button', { name: /Language/ });
    if (!(await trigger.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('button', { name: /Language/ })
      .first()
      .click();
    await page.getByRole('menuitemradio', { name: '한국어' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    expect(await page.evaluate(() => localStorage.getItem('nuri.language'))).toBe('ko');
  });
});
