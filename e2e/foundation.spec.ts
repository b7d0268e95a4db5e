import { expect, test, type Page } from '@playwright/test';
import { expectMode, waitForReact } from './ready';
import { onceInCore } from './tier';

test.describe('the language start rule (SPEC §1) in the built site', { tag: onceInCore }, () => {
  test.describe('with a Korean browser', () => {
    test.use({ locale: 'ko-KR' });
    test('renders Korean with <html lang="ko">', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
      await expect(page.getByRole('link', { name: '본문 바로가기' })).toBeAttached();
    });
  });

  test.describe('with an English browser', () => {
    test.use({ locale: 'en-US' });
    test('renders English with <html lang="en">', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
    });

    test('a stored choice wins over the browser language', async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem('nuri.language', 'ko'));
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
      await expect(page.getByRole('link', { name: '본문 바로가기' })).toBeAttached();
    });
  });
});

/**
 * The fonts Chromium drew the text of `main` with (DevTools' "Rendered fonts"), by family name and
 * whether it is a web font, with the number of glyphs each drew.
 */
async function renderedFonts(page: Page): Promise<Record<string, number>> {
  const client = await page.context().newCDPSession(page);
  await client.send('DOM.enable');
  await client.send('CSS.enable');
  const { root } = await client.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await client.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'main, main *' });
  const used: Record<string, number> = {};
  for (const nodeId of nodeIds) {
    const { fonts } = await client.send('CSS.getPlatformFontsForNode', { nodeId });
    for (const font of fonts) {
      const key = `${font.familyName}${font.isCustomFont ? ' (web font)' : ' (system)'}`;
      used[key] = (used[key] ?? 0) + font.glyphCount;
    }
  }
  await client.detach();
  return used;
}

test.describe('offline and self-hosted', { tag: onceInCore }, () => {
  test.use({ locale: 'ko-KR' });
  test('no request leaves the machine and the self-hosted Korean font loads', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const { hostname } = new URL(request.url());
      if (hostname !== '127.0.0.1' && hostname !== 'localhost') foreign.push(request.url());
    });
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    // The page's text is drawn with Pretendard, fetched from our own origin.
    expect(await renderedFonts(page)).toHaveProperty(['Pretendard Variable (web font)']);
    expect(foreign).toEqual([]);
  });
});

// scripts/build/page-fonts.mjs: a page's first paint needs one font, Pretendard cut to the page's own
// characters (a family of its own, first in the stack); text the page did not have comes from the
// unicode-range subsets on demand.
test.describe('the page font @desktop-only', () => {
  test.use({ locale: 'ko-KR' });
  test("a Korean page fetches only its own font, and the next page's new text still gets Pretendard", async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname.split('/').pop()!);
    });
    await page.goto('/ko/');
    await waitForReact(page);
    await page.evaluate(() => document.fonts.ready);
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(/^pretendard-page-[\w-]+\.woff2$/);
    expect(Object.keys(await renderedFonts(page)), 'every glyph of home from Pretendard').toEqual([
      'Pretendard Variable (web font)',
    ]);

    await page.getByRole('banner').getByRole('link', { name: '문의', exact: true }).click();
    await expect(page).toHaveURL(/\/ko\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectMode(page, 'hydrated');
    await expect
      .poll(() => fonts.filter((name) => name.startsWith('PretendardVariable.subset.')).length)
      .toBeGreaterThan(0);
    // Every glyph of the contact page from Pretendard: the characters home had from its page font,
    // the others from the subsets (none from a system font).
    await page.evaluate(() => document.fonts.ready);
    await expect
      .poll(async () => Object.keys(await renderedFonts(page)), { message: "the contact page's glyphs" })
      .toEqual(['Pretendard Variable (web font)']);
  });
});
