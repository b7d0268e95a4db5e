import { expect, test } from '@playwright/test';
import { readManifest } from '../scripts/build/build-meta.mjs';
import { expectHydrated, expectMode, holdChunk, isHydrated } from './ready';
import { campaigns } from '../src/content/campaigns';
import { marketingCopy, distributionCopy } from '../src/content/servicesCopy';

// Lazy sections (src/components/LazySection/lazySection.tsx): each service section is its own chunk, left out of the
// head's modulepreloads, and hydrates on its own after the page. Its prerendered HTML is the
// section meanwhile (styled: the site's one stylesheet is linked in the head); a press on it is not lost; a client
// navigation shows the next page whole, never with an empty section popping in.

test.describe.configure({ mode: 'parallel' });

const dist = process.env.E2E_DIST ?? 'dist';
const manifest = readManifest(dist);
const marketingModule = 'src/pages/ServicesPage/MarketingSection.tsx';
const videoModule = 'src/pages/ServicesPage/VideoSection.tsx';
const tabsModule = 'src/pages/ServicesPage/ServiceTabs.tsx';
const footerModule = 'src/app/SiteFooterSection.tsx';
const behavioursModule = 'src/app/ShellBehaviours.tsx';
const headerModule = 'src/patterns/SiteHeader/SiteHeader.tsx';
const builtFile = (id: string) => {
  const entry = manifest[id];
  if (!entry) throw new Error(`${id} is not in the build's manifest`);
  return entry;
};

test.describe('lazy service sections @desktop-only', () => {
  test('the head links the site’s one stylesheet, which styles the section, but not its code', async ({ request }) => {
    const html = await (await request.get('/ko/services/marketing')).text();
    // The site's CSS is one file (vite.config.ts, cssCodeSplit: false): no chunk has CSS of its own.
    const stylesheet = `<link rel="stylesheet" crossorigin href="/${builtFile('style.css').file}">`;
    expect(Object.values(manifest).filter((chunk) => chunk.css?.length)).toEqual([]);
    // The page's sections and the shell's footer, on every page.
    for (const lazy of [builtFile(marketingModule), builtFile(footerModule)]) {
      expect(html).not.toContain(`href="/${lazy.file}"`);
    }
    expect(html).toContain(stylesheet);
    // Likewise the home page's videos.
    const home = await (await request.get('/ko/')).text();
    expect(home).not.toContain(`href="/${builtFile('src/pages/HomePage/HomeVideos.tsx').file}"`);
    expect(home).toContain(stylesheet);
    // The prerendered section is all there, in order, without an inline script or template.
    expect(html).toContain(marketingCopy.slogan.ko);
    expect(html).not.toMatch(/<template|<script>(?!\(function\(\)\{var d=document,w=window,b=null)/);
  });

  test('a click on a campaign card before its section hydrated opens the dialog once it has', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const release = await holdChunk(page, marketingModule);
    await page.goto('/ko/services/marketing');
    // The page is hydrated; the section is still the prerendered HTML.
    await expectMode(page, 'hydrated');
    await expectHydrated(page.locator('main [role=tablist]'));
    const first = campaigns[0]!;
    const card = page.getByRole('button', { name: first.title.ko });
    await card.scrollIntoViewIfNeeded();
    expect(
      await isHydrated(page.locator('section[data-service=marketing] button')),
      'the section is not hydrated',
    ).toBe(false);
    await card.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog', { name: first.title.ko })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(card).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('a tab pressed before the tab strip’s code arrived is followed once it has: the URL replaced, the tab selected', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const release = await holdChunk(page, tabsModule);
    await page.goto('/en/services/distribution');
    await expectMode(page, 'hydrated');
    const tablist = page.getByRole('tablist', { name: 'Services' });
    expect(await isHydrated(tablist), 'the tab strip is still the prerendered HTML').toBe(false);
    // The page's own content is React's, inside the panel the prerendered tab controls.
    await expectHydrated(page.locator('main h1'));
    const selected = tablist.getByRole('tab', { selected: true });
    await expect(selected).toHaveAttribute('aria-controls', /.+/);
    const panelId = await selected.getAttribute('aria-controls');
    await expect(page.locator(`[id="${panelId}"]`)).toHaveAttribute('role', 'tabpanel');
    const entries = await page.evaluate(() => history.length);

    const marketing = tablist.getByRole('tab', { name: 'MARKETING', exact: true });
    await marketing.click();
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/en\/services\/distribution$/);
    release();
    await expect(page).toHaveURL(/\/en\/services\/marketing$/);
    await expect(marketing).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('main h1')).toHaveText(marketingCopy.slogan.en);
    await expect(marketing).toBeFocused();
    expect(await page.evaluate(() => history.length), 'the tab replaced the URL').toBe(entries);
    expect(errors).toEqual([]);
  });

  test('a section the page updates before its code arrives keeps its prerendered HTML, then hydrates it', async ({
    page,
  }) => {
    // On /services the page hands the background video's turn to the section in view: new props
    // for a section that may not have hydrated yet.
    const release = await holdChunk(page, videoModule);
    await page.goto('/en/services');
    await expectMode(page, 'hydrated');
    await expectHydrated(page.locator('main [role=tablist]'));
    const video = page.locator('section[data-service=video]');
    const top = await video.evaluate((section) => {
      (window as unknown as { prerendered: Element }).prerendered = section;
      return section.getBoundingClientRect().top + window.scrollY;
    });
    await page.mouse.move(400, 400);
    for (let turn = 0; turn < 40 && (await page.evaluate(() => window.scrollY)) < top - 100; turn++) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(50);
    }
    // The very element the server rendered, still in the page with its content.
    const stillPrerendered = () =>
      page.evaluate(() => {
        const section = (window as unknown as { prerendered: Element }).prerendered;
        return section.isConnected && section === document.querySelector('section[data-service=video]');
      });
    // The turn has been given (the section would show its video now), and the section is untouched.
    await page.waitForTimeout(300);
    expect(await stillPrerendered()).toBe(true);
    await expect(video.locator('h2')).toBeVisible();
    release();
    await expectHydrated(page.locator('section[data-service=video] button'));
    expect(await stillPrerendered(), 'hydrated in place, not rendered anew').toBe(true);
  });

  test('a section whose code cannot load keeps the page: a contained message with Try again', async ({ page }) => {
    let blocked = true;
    await page.route(`**/${builtFile(marketingModule).file}`, (route) => (blocked ? route.abort() : route.continue()));
    await page.goto('/en/services/');
    await expectMode(page, 'hydrated');
    const marketing = page.locator('main section[data-service]');
    const alert = page.locator('main [data-error-fallback="section"]');
    await expect(alert).toHaveCount(1);
    await expect(alert).toContainText('could not be shown');
    // The other five sections and the page heading stay.
    await expect(marketing).toHaveCount(5);
    await expect(page.locator('main h1')).toBeVisible();
    blocked = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('section[data-service=marketing]')).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test('a client navigation shows the next service whole: no frame with an empty or collapsed main', async ({
    page,
  }) => {
    // A slow section chunk: without the route waiting for it, the page would show without it.
    await page.route(`**/${builtFile(marketingModule).file}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto('/ko/services/distribution');
    await expectMode(page, 'hydrated');
    await expect(page.locator('main h1')).toHaveText(distributionCopy.slogan.ko);
    const before = await page.locator('main').evaluate((main) => main.getBoundingClientRect().height);
    // Every frame from now on: the URL, whether main shows a service with its heading, main's height.
    await page.evaluate(() => {
      const frames: { path: string; service: string | null; heading: boolean; height: number }[] = [];
      (window as unknown as { frames_: typeof frames }).frames_ = frames;
      const record = () => {
        const main = document.querySelector('main');
        const section = main?.querySelector<HTMLElement>('section[data-service]');
        frames.push({
          path: location.pathname,
          service: section?.dataset.service ?? null,
          heading: !!section?.querySelector('h1'),
          height: main?.getBoundingClientRect().height ?? 0,
        });
        requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    await page.getByRole('tab', { name: '마케팅' }).click();
    await expect(page).toHaveURL(/\/ko\/services\/marketing$/);
    await expect(page.locator('main h1')).toHaveText(marketingCopy.slogan.ko);
    const frames = await page.evaluate(
      () =>
        (window as unknown as { frames_: { path: string; service: string | null; heading: boolean; height: number }[] })
          .frames_,
    );
    expect(frames.length).toBeGreaterThan(5);
    for (const frame of frames) {
      expect(frame.service, `a service in main at ${frame.path}`).not.toBeNull();
      expect(frame.heading).toBe(true);
      expect(frame.height).toBeGreaterThan(Math.min(before, 1500));
    }
    // Once the URL has changed, the old page stays until the new one shows, whole.
    const shown = frames.filter((frame) => frame.service === 'marketing');
    expect(shown.length).toBeGreaterThan(0);
    expect(frames.slice(frames.indexOf(shown[0]!)).every((frame) => frame.service === 'marketing')).toBe(true);
  });
});

test.describe('the shell’s lazy parts @desktop-only', () => {
  // The header and the footer are lazy sections of the shell, and scroll, focus and the
  // announcement on navigation load after hydration (src/app/ShellBehaviours.tsx): all beside the
  // page's code. The page is marked hydrated once they are React's.
  test('a press on the language button before the header’s code arrives opens the menu once it has', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const release = await holdChunk(page, headerModule);
    await page.goto('/en/about');
    await expectHydrated(page.locator('main h1'));
    await expectMode(page, 'hydrating');
    const trigger = page.getByRole('banner').getByRole('button', { name: /Language/ });
    expect(await isHydrated(trigger), 'the header is not hydrated').toBe(false);
    await trigger.click();
    await page.waitForTimeout(300);
    await expect(page.getByRole('menuitemradio')).toHaveCount(0);
    release();
    await expect(page.getByRole('menuitemradio')).toHaveCount(2);
    await expectMode(page, 'hydrated');
    expect(errors).toEqual([]);
  });

  // A client navigation made before the behaviours arrive is settled by them.
  test('a link followed before they arrive still leads to the top of the new page, its heading focused and its title announced', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const release = await holdChunk(page, behavioursModule);
    await page.goto('/en/about');
    const articles = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Articles' });
    await expectHydrated(articles);
    // React owns the page, but the page is not marked hydrated without its behaviours.
    await expectMode(page, 'hydrating');
    await page.mouse.move(640, 500);
    for (let turn = 0; turn < 10 && (await page.evaluate(() => window.scrollY)) < 600; turn++) {
      await page.mouse.wheel(0, 200);
      await page.waitForTimeout(50);
    }
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(600);
    await articles.click();
    const heading = page.getByRole('heading', { level: 1, name: 'Articles' });
    await expect(heading).toBeVisible();
    await expect(page).toHaveURL(/\/en\/articles$/);
    // Nothing has moved the focus yet: that is the behaviours' job.
    await expect(heading).not.toBeFocused();
    release();
    await expect(heading).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const title = await page.evaluate(() => document.title);
    await expect(page.locator('[role="status"][aria-live="polite"]').filter({ hasText: title })).toHaveCount(1);
    await expectMode(page, 'hydrated');
    expect(errors).toEqual([]);
  });
});
