import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { campaigns } from '../src/content/campaigns';
import { homeVideos } from '../src/content/homeVideos';
import { marketingCopy } from '../src/content/servicesCopy';
import { wheelThrough } from './realInput';
import { expectClean, violations, watchPolicy } from './policyWatch';
import { waitForReact } from './ready';
import { atPairs, type Lang } from './tier';

// Security of the built site under its own headers (dist/_headers, applied by `vite preview`
// through scripts/vite-plugins/vite-plugin-preview-headers.ts): the Content-Security-Policy is there and strict,
// also as a meta element for a host that sends no headers; and the interactive parts do not trip
// it (no `securitypolicyviolation` event, no console CSP error) — a video playing, the modals, an
// alert, the menus, the date picker open — nor ask another host for anything before the visitor
// asks for a video (e2e/policyWatch.ts). That no route trips it, asks another host or links out
// unsafely is the route sweep's (e2e/sweep.spec.ts).
// The tests are offline: YouTube is answered by a local stub (page.route), any other host is refused.

const say = <T>(lang: Lang, ko: T, en: T): T => (lang === 'en' ? en : ko);

const dist = process.env.E2E_DIST ?? 'dist';
/**
 * Opens the page (prerendered or client-rendered) and turns the mouse wheel over it to the bottom,
 * so every lazy section, image and video poster is asked for as a visitor would. (Not back up:
 * that asks for nothing new, and the journeys own scrolling both ways.)
 */
async function openAndWalk(page: Page, url: string) {
  const response = await page.goto(url);
  await expect(page.locator('main h1')).toHaveCount(1, { timeout: 15_000 });
  await wheelThrough(page, 'down', { deltas: [700] });
  // Walked while it hydrates; what comes next acts on the live app.
  await waitForReact(page);
  return response;
}

test.describe('the headers', { tag: '@desktop-only' }, () => {
  test('the document carries a strict CSP and the other security headers, also on the SPA fallback', async ({
    request,
  }) => {
    for (const url of ['/', '/about', '/no-such-page/at/all', '/assets/']) {
      const response = await request.get(url);
      const headers = response.headers();
      const csp = headers['content-security-policy'];
      expect(csp, `CSP on ${url}`).toBeTruthy();
      const policy = Object.fromEntries(
        csp!.split(';').map((part) => {
          const [name, ...sources] = part.trim().split(/\s+/);
          return [name!.toLowerCase(), sources];
        }),
      );
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'self'"]);
      expect(policy['form-action']).toEqual(["'self'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
      expect(policy['style-src']).toEqual(["'self'"]);
      for (const source of policy['script-src']!) {
        expect(source).toMatch(/^('self'|'sha256-[A-Za-z0-9+/]+=*'|https:\/\/www\.youtube\.com\/\S+)$/);
      }
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      // HSTS: at least a year, every subdomain; no preload (hard to undo: README).
      const hsts = headers['strict-transport-security'] ?? '';
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31536000);
      expect(hsts).toMatch(/includeSubDomains/);
      expect(hsts).not.toMatch(/preload/);
      // Violation reports only with CSP_REPORT_URL (README): when asked for, to a declared group.
      const reportTo = policy['report-to'];
      if (reportTo) expect(headers['reporting-endpoints']).toContain(`${reportTo[0]}="`);
      else expect(headers['reporting-endpoints']).toBeUndefined();
    }
  });
});

/** Every HTML file of the build, relative to it. */
const htmlFiles = (dir: string, base = dir): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(file, base);
    return entry.name.endsWith('.html') ? [path.relative(base, file)] : [];
  });

// A host that ignores _headers (plain object storage, a misconfigured CDN): the pages carry the
// policy themselves, as <meta http-equiv="Content-Security-Policy"> before any script.
test.describe('a host that sends no security headers', { tag: '@desktop-only' }, () => {
  test('every built HTML file has the CSP meta element before its first script', () => {
    const files = htmlFiles(dist);
    expect(files.length).toBeGreaterThan(3);
    const missing = files.filter((file) => {
      const head = /<head>([\s\S]*?)<\/head>/.exec(readFileSync(path.join(dist, file), 'utf8'))?.[1] ?? '';
      const meta = head.search(/<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src /);
      const script = head.search(/<script\b/);
      return meta < 0 || (script >= 0 && script < meta) || /frame-ancestors|report-uri|report-to/.test(head);
    });
    expect(
      missing,
      'pages without a meta policy before their scripts (or with a directive a meta cannot carry)',
    ).toEqual([]);
  });

  for (const url of ['/', '/en/about', '/ko/contact', '/en/articles/999999']) {
    test(`${url}: the meta policy alone keeps the page working and blocks an injected inline script`, async ({
      page,
    }) => {
      const w = await watchPolicy(page);
      // The document arrives without any of the _headers headers.
      await page.route(
        (requestUrl) => requestUrl.origin === new URL(test.info().project.use.baseURL!).origin,
        async (route) => {
          if (route.request().resourceType() !== 'document') return route.fallback();
          const response = await route.fetch();
          const headers = Object.fromEntries(
            Object.entries(response.headers()).filter(
              ([name]) =>
                !/^(content-security-policy|reporting-endpoints|strict-transport-security|permissions-policy|cross-origin-opener-policy)$/.test(
                  name,
                ),
            ),
          );
          return route.fulfill({ response, headers });
        },
      );
      const response = await openAndWalk(page, url);
      expect(response?.headers()['content-security-policy']).toBeUndefined();
      await waitForReact(page);
      await expectClean(page, w);

      const ran = await page.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true;';
        document.body.append(script);
        await new Promise((resolve) => setTimeout(resolve, 100));
        return (window as unknown as { __injected?: boolean }).__injected === true;
      });
      expect(ran, 'an injected inline script ran').toBe(false);
      expect(await violations(page)).toEqual([expect.stringMatching(/^script-src(-elem)? blocked inline/)]);
    });
  }
});

// The interactive parts, each at one language × width pair in the core tier (all four in the full one).
atPairs(0, (lang) => {
  test('home: the video loads from the no-cookie host only after its play button is pressed', async ({ page }) => {
    const w = await watchPolicy(page);
    await openAndWalk(page, '/');
    const play = page.locator('main').getByRole('button', {
      name: say(lang, `${homeVideos[0]!.title.ko} 재생`, `Play ${homeVideos[0]!.title.en}`),
    });
    await play.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(w.foreign).toEqual([]);

    w.ask();
    await play.click();
    const frame = page.locator('main iframe[src^="https://www.youtube-nocookie.com/embed/"]');
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute('title', homeVideos[0]!.title[lang]);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __ytCalls: string[] }).__ytCalls))
      .toContain('playVideo');
    const hosts = new Set(w.foreign.map(({ url }) => new URL(url).hostname));
    expect([...hosts].sort()).toEqual(['www.youtube-nocookie.com', 'www.youtube.com']);
    expect(w.foreign.every(({ asked }) => asked)).toBe(true);
    await expectClean(page, w);
  });
});

atPairs(1, (lang) => {
  test('services: the background video loads only when its play button is pressed', async ({ page }) => {
    const w = await watchPolicy(page);
    await openAndWalk(page, '/services/video');
    await page.evaluate(() => window.scrollTo(0, 200));
    await page.waitForLoadState('networkidle');
    expect(w.foreign).toEqual([]);
    await expect(page.locator('main iframe')).toHaveCount(0);

    w.ask();
    await page
      .locator('main')
      .getByRole('button', { name: say(lang, '배경 영상 재생', 'Play background video') })
      .first()
      .click();
    await expect(page.locator('main iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1);
    await expect(
      page
        .locator('main')
        .getByRole('button', { name: say(lang, '배경 영상 일시정지', 'Pause background video') })
        .first(),
    ).toBeVisible();
    expect(w.foreign.length).toBeGreaterThan(0);
    expect(w.foreign.every(({ asked }) => asked)).toBe(true);
    await expectClean(page, w);
  });
});

atPairs(2, (lang) => {
  test('services: the campaign modal opens and closes under the policy', async ({ page }) => {
    const w = await watchPolicy(page);
    await openAndWalk(page, '/services/marketing');
    const first = campaigns[0]!;
    await page.locator('main').getByRole('button', { name: first.title[lang] }).first().click();
    const dialog = page.getByRole('dialog', { name: first.title[lang] });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('img').first()).toBeVisible();
    await expectClean(page, w);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectClean(page, w);
    expect(w.foreign).toEqual([]);
    // The list of campaign cases is there in this language (the copy the modal opened from).
    await expect(page.locator('main').getByText(marketingCopy.casesTitle[lang]).first()).toBeVisible();
  });
});

atPairs(3, (lang) => {
  test('contact: an alert for the empty form and the date picker open under the policy', async ({ page }) => {
    const w = await watchPolicy(page);
    await openAndWalk(page, '/contact');
    await page
      .locator('main')
      .getByRole('button', { name: say(lang, '발매 신청 보내기', 'Send application') })
      .click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toBeVisible();
    await expectClean(page, w);
    await alert.getByRole('button').last().click();
    await expect(alert).toBeHidden();

    const calendar = page.getByRole('button', {
      name: say(lang, '자료 준비 완료일 달력 열기', 'Materials ready date: open calendar'),
    });
    await calendar.click();
    const dialog = page.getByRole('dialog', {
      name: say(lang, '자료 준비 완료일 달력', 'Materials ready date: calendar'),
    });
    await expect(dialog).toBeVisible();
    await expectClean(page, w);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(w.foreign).toEqual([]);
    await expectClean(page, w);
  });
});

atPairs(4, (lang) => {
  test('the header menus (mobile menu, language menu) open under the policy', async ({ page }) => {
    const w = await watchPolicy(page);
    await openAndWalk(page, '/about');
    const menu = page.getByRole('button', { name: say(lang, '메뉴', 'Menu'), exact: true });
    if (await menu.isVisible()) {
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expectClean(page, w);
    }
    const language = page
      .getByRole('button', { name: say(lang, /언어 선택/, /Language/) })
      .filter({ visible: true })
      .first();
    await language.click();
    await expect(page.getByRole('menuitemradio').first()).toBeVisible();
    await expectClean(page, w);
    await page.keyboard.press('Escape');
    expect(w.foreign).toEqual([]);
    await expectClean(page, w);
  });
});
