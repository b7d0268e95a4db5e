import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

test.describe('the language start rule (SPEC §1) in the built site', () => {
  test.describe('with a Korean browser', () => {
    test.use({ locale: 'ko-KR' });
    test('renders Korean with <html lang="ko"> and is axe-clean', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
      await expect(page.getByRole('link', { name: '본문 바로가기' })).toBeAttached();
      await expectNoAxeViolations(page);
    });
  });

  test.describe('with an English browser', () => {
    test.use({ locale: 'en-US' });
    test('renders English with <html lang="en">', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
      await expectNoAxeViolations(page);
    });

    test('a stored choice wins over the browser language', async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem('nuri.language', 'ko'));
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
      await expect(page.getByRole('link', { name: '본문 바로가기' })).toBeAttached();
    });
  });
});

test.describe('offline and self-hosted', () => {
  test.use({ locale: 'ko-KR' });
  test('no request leaves the machine and the self-hosted Korean font loads', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const { hostname } = new URL(request.url());
      if (hostname !== '127.0.0.1' && hostname !== 'localhost') foreign.push(request.url());
    });
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    const loaded = await page.evaluate(
      () => [...document.fonts].filter((face) => face.family.includes('Pretendard') && face.status === 'loaded').length,
    );
    // Only the unicode-range subsets the page's text needs are fetched, from our own origin.
    expect(loaded).toBeGreaterThan(0);
    expect(foreign).toEqual([]);
  });
});
