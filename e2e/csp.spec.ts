import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { campaigns } from '../src/content/campaigns';
import { homeVideos } from '../src/content/homeVideos';
import { marketingCopy } from '../src/content/servicesCopy';
import { serveMockApi } from './mockApi';
import { wheelThrough } from './realInput';
import { routes } from './routes';
import { expectMode, waitForReact } from './ready';

// Security of the built site under its own headers (dist/_headers, applied by `vite preview`
// through scripts/vite-plugin-preview-headers.ts): the Content-Security-Policy is there and strict;
// no route, in either language, trips it (no `securitypolicyviolation` event, no console CSP
// error) — not even with a video playing, the modals, an alert, the menus or the date picker
// open; nothing is requested from another host before the visitor asks for a video; every link
// to another origin or a new window has rel="noopener noreferrer".
// The tests are offline: YouTube is answered by a local stub (page.route), any other host is refused.

type Lang = 'ko' | 'en';
const langs: Lang[] = ['ko', 'en'];
const browserLocale: Record<Lang, string> = { ko: 'ko-KR', en: 'en-US' };
const say = <T>(lang: Lang, ko: T, en: T): T => (lang === 'en' ? en : ko);

const dist = process.env.E2E_DIST ?? 'dist';
/** The prerendered /ko/ and /en/ twins exist once the build prerenders (scripts/prerender.mjs). */
const prerendered = existsSync(path.join(dist, 'ko', 'index.html'));

/**
 * The URLs a group visits in a language: once prerendered, every route's /ko|/en page plus the SPEC
 * (x-default) URL of the group's first route — the x-default pages are the Korean HTML with the one
 * start-rule script in front, the same script (and hash) on every page; without the prerender,
 * every SPEC route.
 */
const urlsOf = (lang: Lang, group: string[]) =>
  prerendered ? [group[0]!, ...group.map((route) => `/${lang}${route}`)] : group;
/** The sweep in groups of routes, each group one test (one browser context) per language and project. */
const groupSize = 4;
const routeGroups = Array.from({ length: Math.ceil(routes.length / groupSize) }, (_, i) =>
  routes.slice(i * groupSize, (i + 1) * groupSize),
);

const isYouTube = (url: URL) => /(^|\.)(youtube|youtube-nocookie)\.com$/.test(url.hostname);

/**
 * A stand-in for the IFrame Player API: builds a frame on the host the adapter asks for (so the
 * policy's frame-src is exercised), reports ready when it loads, records the commands.
 */
const iframeApiStub = `window.__ytCalls = [];
window.YT = { Player: function (target, config) {
  var self = this, frame = document.createElement('iframe');
  frame.src = config.host + '/embed/' + encodeURIComponent(config.videoId) + '?enablejsapi=1';
  frame.width = String(config.width); frame.height = String(config.height);
  frame.setAttribute('allow', 'autoplay; encrypted-media; fullscreen; picture-in-picture');
  target.replaceWith(frame);
  ['playVideo', 'pauseVideo', 'mute', 'unMute', 'seekTo'].forEach(function (m) {
    self[m] = function () { window.__ytCalls.push(m); };
  });
  self.destroy = function () { frame.remove(); };
  self.getIframe = function () { return frame; };
  frame.addEventListener('load', function () { config.events.onReady({ target: self }); }, { once: true });
} };
if (typeof window.onYouTubeIframeAPIReady === 'function') window.onYouTubeIframeAPIReady();`;

interface Watch {
  /** Requests to any host other than the preview's, with whether a video had been asked for. */
  foreign: { url: string; asked: boolean }[];
  /** Console messages about the Content-Security-Policy or Permissions-Policy. */
  policyConsole: string[];
  /** From now on, requests count as asked for. */
  ask(): void;
}

/** Records CSP violations in the page, policy console errors and every foreign request. */
async function watch(page: Page): Promise<Watch> {
  const state: Watch = { foreign: [], policyConsole: [], ask: () => (asked = true) };
  let asked = false;
  await page.addInitScript(() => {
    const log: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: log });
    document.addEventListener('securitypolicyviolation', (event) => {
      log.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/content.security.policy|refused to|permissions.policy/i.test(message.text())) {
      state.policyConsole.push(`${message.type()}: ${message.text()}`);
    }
  });
  const origin = new URL(test.info().project.use.baseURL!).origin;
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!/^https?:$/.test(url.protocol) || url.origin === origin) return;
    state.foreign.push({ url: request.url(), asked });
  });
  // Offline: YouTube is stubbed, every other host is refused.
  await page.route(
    (url) => url.origin !== origin && /^https?:$/.test(url.protocol),
    (route: Route) => {
      const url = new URL(route.request().url());
      if (!isYouTube(url)) return route.abort('blockedbyclient');
      if (url.pathname === '/iframe_api') {
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: iframeApiStub });
      }
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Player stub</title><p>player</p></html>',
      });
    },
  );
  return state;
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

async function expectClean(page: Page, w: Watch) {
  expect(await violations(page), 'securitypolicyviolation events').toEqual([]);
  expect(w.policyConsole, 'console messages about the policies').toEqual([]);
}

/**
 * Opens the page (prerendered or client-rendered) and turns the mouse wheel over it to the bottom,
 * so every lazy section, image and video poster is asked for as a visitor would. (Not back up:
 * that asks for nothing new, and the journeys own scrolling both ways.)
 */
async function openAndWalk(page: Page, url: string) {
  const response = await page.goto(url);
  await expect(page.locator('main h1')).toHaveCount(1, { timeout: 15_000 });
  await wheelThrough(page, 'down', { deltas: [700] });
  await page.waitForLoadState('networkidle');
  // Walked while it hydrates; what comes next acts on the live app.
  await waitForReact(page);
  return response;
}

/**
 * The `<a>` elements that open a new window or lead to another origin (`checked`), and those of
 * them without rel="noopener noreferrer" (`unsafe`).
 */
async function externalLinks(page: Page): Promise<{ checked: number; unsafe: string[] }> {
  return page.locator('a[href]').evaluateAll((links) => {
    const external = links.filter((link) => {
      const a = link as HTMLAnchorElement;
      const url = new URL(a.href, document.baseURI);
      return (/^https?:$/.test(url.protocol) && url.origin !== location.origin) || a.target === '_blank';
    });
    const unsafe = external
      .filter((link) => {
        const rel = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
        return !rel.includes('noopener') || !rel.includes('noreferrer');
      })
      .map((link) => `${link.getAttribute('href')} rel="${link.getAttribute('rel') ?? ''}"`);
    return { checked: external.length, unsafe };
  });
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
      const w = await watch(page);
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

for (const lang of langs) {
  // One visit per route and language does every page-wide check: the policy, the hydration of the
  // prerendered HTML (no console error or warning, React took over), nothing from other hosts and
  // safe external links. The HTML and the scripts are the same at every width: desktop only.
  test.describe(`${lang}: every route`, { tag: '@desktop-only' }, () => {
    test.use({ locale: browserLocale[lang] });

    for (const group of routeGroups) {
      test(`${group.join(' ')}: hydrates without a console error or warning; no policy violation, no third-party request, safe external links`, async ({
        page,
      }) => {
        const w = await watch(page);
        // The contact pages ask the API for the calendar: the one mock answers, as a real API would.
        await serveMockApi(page);
        const problems: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning')
            problems.push(`${page.url()}: ${message.type()}: ${message.text()}`);
        });
        page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
        for (const url of urlsOf(lang, group)) {
          const response = await openAndWalk(page, url);
          expect(response?.headers()['content-security-policy'], url).toBeTruthy();
          // The right language: /ko and /en by their prefix, the SPEC routes by the start rule.
          await expect(page.locator('html'), url).toHaveAttribute('lang', lang);
          if (prerendered) await expectMode(page, 'hydrated', url);
          await expectClean(page, w);
          expect(w.foreign, `requests to other hosts before a video is asked for (${url})`).toEqual([]);
          const links = await externalLinks(page);
          // The footer's social channels at least: the check is never vacuous.
          expect(links.checked, url).toBeGreaterThan(0);
          expect(links.unsafe, `external links without rel="noopener noreferrer" (${url})`).toEqual([]);
        }
        expect(problems, 'console errors, warnings and page errors while hydrating and walking').toEqual([]);
      });
    }
  });

  test.describe(`${lang}: interactive parts under the policy`, () => {
    test.use({ locale: browserLocale[lang] });

    test('home: the video loads from the no-cookie host only after its play button is pressed', async ({ page }) => {
      const w = await watch(page);
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

    test('services: the background video loads only when its play button is pressed', async ({ page }) => {
      const w = await watch(page);
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

    test('services: the campaign modal opens and closes under the policy', async ({ page }) => {
      const w = await watch(page);
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

    test('contact: an alert for the empty form and the date picker open under the policy', async ({ page }) => {
      const w = await watch(page);
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

    test('the header menus (mobile menu, language menu) open under the policy', async ({ page }) => {
      const w = await watch(page);
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
}
