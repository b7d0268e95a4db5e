import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expectHydrated, expectMode, routeChunk } from './ready';

// Failures stay contained: a lazy chunk that cannot load, offline navigation, a chunk
// gone after a deployment, a failed hydration. Each shows a translated message with a way on,
// the header, footer and language menu keep working, and Retry loads the code again.
// Chunks are blocked with page.route, as a flaky network or a new deployment would.

test.describe.configure({ mode: 'parallel' });
test.use({ locale: 'en-US' });

/** Records page errors; the tests expect none (every failure here must be contained). */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const pageMessage = 'This page could not be shown';

test.describe('a lazy chunk that cannot load @desktop-only', () => {
  test('ABOUT with its chunk blocked: the page message inside the shell, then Try again loads it', async ({ page }) => {
    const errors = watchErrors(page);
    let blocked = true;
    await routeChunk(page, 'src/pages/AboutPage/index.ts', (route) => (blocked ? route.abort() : route.continue()));
    await page.goto('/en/');
    await expectMode(page, 'hydrated');
    await page.getByRole('banner').getByRole('link', { name: 'ABOUT' }).click();
    await expect(page).toHaveURL(/\/en\/about$/);
    const heading = page.getByRole('heading', { level: 1, name: pageMessage });
    await expect(heading).toBeFocused();
    await expect(page).toHaveTitle(`${pageMessage} | NURI MUSIC`);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoAxeViolations(page);

    blocked = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Nuri means/ })).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('in Korean the message is Korean, and Go home leaves the broken page', async ({ page }) => {
    const errors = watchErrors(page);
    await routeChunk(page, 'src/pages/TermsPage/index.ts', (route) => route.abort());
    await page.goto('/ko/about');
    await expectMode(page, 'hydrated');
    // A client navigation from the footer: once the footer (a lazy section) is React's.
    const privacy = page.getByRole('contentinfo').getByRole('link', { name: '개인정보처리방침' });
    await expectHydrated(privacy);
    await privacy.click();
    await expect(page.getByRole('heading', { level: 1, name: '이 페이지를 표시하지 못했습니다' })).toBeVisible();
    await page.getByRole('link', { name: '홈으로' }).click();
    await expect(page).toHaveURL(/\/ko\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Do your music!' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an article with its body chunk blocked: the message, then Try again shows the article', async ({ page }) => {
    const errors = watchErrors(page);
    let blocked = true;
    await page.goto('/en/articles');
    await expectMode(page, 'hydrated');
    const link = page.locator('main a[href^="/en/articles/"]').first();
    const id = /\/(\d+)$/.exec((await link.getAttribute('href')) ?? '')?.[1];
    // Each article's body is its own chunk (src/content/articleBodies.ts).
    await routeChunk(page, `virtual:content/article-body/en/${id}`, (route) =>
      blocked ? route.abort() : route.continue(),
    );
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: pageMessage })).toBeVisible();
    blocked = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('main article h1')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: pageMessage })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the language button with its popover chunk blocked says so; the next press opens the menu', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    let blocked = true;
    await routeChunk(page, 'src/components/LanguageMenu/LanguageMenuPopover.tsx', (route) =>
      blocked ? route.abort() : route.continue(),
    );
    await page.goto('/en/about');
    await expectMode(page, 'hydrated');
    const trigger = page.getByRole('banner').getByRole('button', { name: /Language/ });
    await trigger.click();
    await expect(page.getByRole('alert')).toHaveText(/The language menu could not be loaded/);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('main h1')).toBeVisible();
    blocked = false;
    await trigger.click();
    await expect(page.getByRole('menuitemradio')).toHaveCount(2);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('menuitemradio', { name: '한국어' }).click();
    await expect(page).toHaveURL(/\/ko\/about$/);
    expect(errors).toEqual([]);
  });

  test('navigating while offline shows the message; back online, Try again loads the page', async ({
    page,
    context,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/en/');
    await expectMode(page, 'hydrated');
    await context.setOffline(true);
    await page.getByRole('banner').getByRole('link', { name: 'CONTACT' }).click();
    await expect(page.getByRole('heading', { level: 1, name: pageMessage })).toBeVisible();
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a chunk gone after a deployment (404) loads the URL in full once, without a loop', async ({ page }) => {
    const errors = watchErrors(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await routeChunk(page, 'src/pages/ArticlesPage/index.ts', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto('/en/');
    await expectMode(page, 'hydrated');
    await page.getByRole('banner').getByRole('link', { name: 'ARTICLES' }).click();
    // The server's page for the new URL, once; it cannot hydrate either, so it stays as it is.
    await expectMode(page, 'static');
    await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
    await page.waitForTimeout(1000); // a loop would load it again within this time
    expect(documents).toEqual(['/en/', '/en/articles']);
    expect(errors).toEqual([]);
  });
});

test.describe('a direct load whose page chunk fails keeps the prerendered page @desktop-only', () => {
  for (const [path, chunk, heading] of [
    ['/en/', 'src/pages/HomePage/index.ts', 'Do your music!'],
    ['/en/contact', 'src/pages/ContactPage/index.ts', 'How can we help?'],
    ['/en/articles/3', 'src/pages/ArticleDetailPage/index.ts', null],
    // The policy's text in the page's language, a chunk of its own (src/content/policies).
    ['/en/terms', 'src/content/policies/privacy.en.ts', 'Privacy Policy'],
  ] as const) {
    test(path, async ({ page }) => {
      const errors = watchErrors(page);
      await routeChunk(page, chunk, (route) => route.abort());
      await page.goto(path);
      await expectMode(page, 'static');
      const h1 = page.locator('main h1');
      if (heading) await expect(h1).toHaveText(heading);
      await page.waitForTimeout(500); // what React's error #422 used to remove
      await expect(h1).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});
