import { expect, test, type Page } from '@playwright/test';
import { expectHydrated, expectMode, routeChunk } from './ready';
import { fullTier } from './tier';
import { SharedPageCases } from './sharedPageCases';

// Prerendered pages: every route as /ko/…, /en/… and the unprefixed x-default twin whose
// <head> applies the SPEC §1 start rule; readable without JavaScript; hydrated without warnings;
// head tags, sitemap and robots; the language menu moving between the two language URLs.

const ORIGIN = 'https://www.nurimusic.example';

/** A sample of every route family: its title and h1 in each language (SPEC §2). */
const samples = [
  { path: '/', ko: ['홈', 'Do your music!'], en: ['Home', 'Do your music!'] },
  { path: '/about', ko: ['회사 소개', '누리는 "세상"이라는 뜻입니다'], en: ['About', 'Nuri means “the world”'] },
  { path: '/services/', ko: ['서비스', '음악이 세상에 닿기까지'], en: ['Services', 'Everything your music needs'] },
  { path: '/services/marketing', ko: ['마케팅', '좋은 노래가'], en: ['Marketing', 'Helping good songs meet'] },
  { path: '/articles', ko: ['아티클', '아티클'], en: ['Articles', 'Articles'] },
  { path: '/articles/7', ko: [null, null], en: ['Marusae takes the long way home', 'Marusae takes the long way home'] },
  {
    path: '/contact/MUSIC%20PRODUCTION',
    ko: ['문의하기', '무엇을 도와드릴까요?'],
    en: ['Contact us', 'How can we help?'],
  },
  {
    path: '/contact/complete',
    ko: ['문의 완료', '문의해 주셔서 감사합니다'],
    en: ['Inquiry sent', 'Thank you for getting in touch'],
  },
  { path: '/terms', ko: ['개인정보처리방침', '개인정보처리방침'], en: ['Privacy policy', 'Privacy Policy'] },
  {
    path: '/accessibility',
    ko: ['접근성 안내', '접근성 안내'],
    en: ['Accessibility statement', 'Accessibility statement'],
  },
  { path: '/notice', ko: ['공지사항', '공지사항'], en: ['Public notice', 'Public notice'] },
  { path: '/notice/1', ko: ['본사 이전 안내', '본사 이전 안내'], en: [null, null] },
] as const;

const languageUrl = (lang: 'ko' | 'en', path: string) => `/${lang}${path}`;
const langs = ['ko', 'en'] as const;

/** Serves the documented API (the contact form's calendar) and refuses every other host. */
async function offline(page: Page) {
  await page.route('**/api/v1/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
  );
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  // Each route's page in one language in the core tier (alternating), in both in the full tier; the
  // pages share one browser page (e2e/sharedPageCases.ts), each still a named step.
  const cases = new SharedPageCases('every sampled route shows its full content');
  for (const [index, sample] of samples.entries()) {
    for (const lang of fullTier ? langs : [langs[index % 2]!]) {
      const [section, heading] = sample[lang];
      cases.push({
        title: `${languageUrl(lang, sample.path)} shows its full content in ${lang}`,
        check: async (page) => {
          await page.goto(languageUrl(lang, sample.path));
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          const h1 = page.locator('main h1');
          await expect(h1).toHaveCount(1);
          await expect(h1).toBeVisible();
          if (heading) await expect(h1).toContainText(heading);
          if (section) await expect(page).toHaveTitle(`${section} | NURI MUSIC`);
          else await expect(page).toHaveTitle(/ \| NURI MUSIC$/);
          // The shell is there too, its links inside the language (the header's brand link, the footer).
          await expect(page.getByRole('banner').getByRole('link', { name: 'NURI MUSIC' })).toHaveAttribute(
            'href',
            `/${lang}/`,
          );
          await expect(
            page.getByRole('contentinfo').getByRole('link', { name: lang === 'ko' ? '개인정보처리방침' : /Privacy/ }),
          ).toHaveAttribute('href', `/${lang}/terms`);
          expect((await page.locator('main').innerText()).length).toBeGreaterThan(40);
          // No script ran: the page is the prerendered HTML as served.
          await expect(page.locator('#root')).not.toHaveAttribute('data-mode', /.+/);
        },
      });
    }
  }
  test(cases.title, cases.body());

  test('the home page lists the services, the latest articles and the typing line', async ({ page }) => {
    await page.goto('/en/');
    await expect(page.locator('[data-typed]')).toHaveText('DISTRIBUTION');
    await expect(page.locator('main a[href^="/en/articles/"]')).toHaveCount(5);
    await expect(page.locator('main a[href^="/en/services/"]')).toHaveCount(6);
  });

  test('the services page shows all six services; a contact type keeps its space', async ({ page }) => {
    await page.goto('/ko/services/');
    await expect(page.locator('main h2')).not.toHaveCount(0);
    for (const name of ['음원 유통', '마케팅', '음악 제작', '영상 제작', '퍼블리싱', '애비 로드 스튜디오'])
      // (visible: without script the tab strip's tablist gives way to its links, which come after it)
      await expect(
        page.getByRole('main').getByText(name, { exact: true }).filter({ visible: true }).first(),
      ).toBeVisible();
    await page.goto('/en/contact/ABBEY%20ROAD%20STUDIOS');
    await expect(page.locator('#root')).toHaveAttribute('data-route', '/en/contact/ABBEY%20ROAD%20STUDIOS');
  });

  test('an unprefixed route is the Korean x-default page', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page).toHaveTitle('회사 소개 | NURI MUSIC');
  });

  test('the prerendered HTML has no inline style attribute, and no inline script but the start rule, the early-input listener and the boot script', async ({
    request,
  }) => {
    for (const path of ['/ko/', '/en/services/', '/about', '/en/contact/MARKETING', '/404.html']) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toMatch(/<[^>]+\sstyle="/);
      const inline = html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
      // The early-input listener and the boot script on every page; the start rule before them on
      // the x-default pages. No module script or modulepreload: the code starts after the page loads.
      expect(inline.length, path).toBe(path.startsWith('/ko/') || path.startsWith('/en/') ? 2 : 3);
      expect(html, path).toContain('<script id="nuri-boot" data-entry="/assets/index-');
      expect(html, path).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    }
  });
});

test.describe('head tags', () => {
  test.use({ javaScriptEnabled: false });

  const linkHref = (page: Page, selector: string) => page.locator(`head ${selector}`).getAttribute('href');
  const meta = (page: Page, selector: string) => page.locator(`head meta${selector}`).getAttribute('content');

  test('/en/about: canonical, hreflang alternates, Open Graph and Twitter card', async ({ page, request }) => {
    await page.goto('/en/about');
    expect(await linkHref(page, 'link[rel="canonical"]')).toBe(`${ORIGIN}/en/about`);
    expect(await linkHref(page, 'link[hreflang="ko"]')).toBe(`${ORIGIN}/ko/about`);
    expect(await linkHref(page, 'link[hreflang="en"]')).toBe(`${ORIGIN}/en/about`);
    expect(await linkHref(page, 'link[hreflang="x-default"]')).toBe(`${ORIGIN}/about`);
    expect(await meta(page, '[name="description"]')).toBeTruthy();
    expect(await meta(page, '[property="og:title"]')).toBe('About | NURI MUSIC');
    expect(await meta(page, '[property="og:url"]')).toBe(`${ORIGIN}/en/about`);
    expect(await meta(page, '[property="og:type"]')).toBe('website');
    expect(await meta(page, '[property="og:locale"]')).toBe('en_US');
    expect(await meta(page, '[property="og:locale:alternate"]')).toBe('ko_KR');
    expect(await meta(page, '[property="og:site_name"]')).toBe('NURI MUSIC');
    expect(await meta(page, '[name="twitter:card"]')).toBe('summary_large_image');
    const image = await meta(page, '[property="og:image"]');
    expect(image).toBe(`${ORIGIN}/og/nuri-music.png`);
    const served = await request.get(new URL(image!).pathname);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toContain('image/png');
    expect(await meta(page, '[property="og:image:width"]')).toBe('1200');
    expect(await meta(page, '[property="og:image:height"]')).toBe('630');
  });

  test('/ko/contact/MUSIC PRODUCTION: Korean head with the encoded URL; an article is og:type article', async ({
    page,
  }) => {
    await page.goto('/ko/contact/MUSIC%20PRODUCTION');
    expect(await linkHref(page, 'link[rel="canonical"]')).toBe(`${ORIGIN}/ko/contact/MUSIC%20PRODUCTION`);
    expect(await linkHref(page, 'link[hreflang="x-default"]')).toBe(`${ORIGIN}/contact/MUSIC%20PRODUCTION`);
    expect(await meta(page, '[property="og:locale"]')).toBe('ko_KR');
    expect(await meta(page, '[name="description"]')).toBe('궁금한 점을 보내 주시면 빠르게 답변해 드립니다.');
    await page.goto('/en/articles/7');
    expect(await meta(page, '[property="og:type"]')).toBe('article');
    expect(await linkHref(page, 'link[rel="canonical"]')).toBe(`${ORIGIN}/en/articles/7`);
  });

  test('the x-default page starts its head with the start-rule script; 404.html is noindex', async ({ page }) => {
    await page.goto('/');
    // <meta charset>, the CSP as a meta element (scripts/build/security-headers.mjs), then the start rule.
    const first = await page.evaluate(() =>
      [...document.head.children].slice(0, 3).map((element) => element.outerHTML.slice(0, 80)),
    );
    expect(first[0]).toMatch(/^<meta charset=/i);
    expect(first[1]).toMatch(/^<meta http-equiv="Content-Security-Policy" content="default-src/);
    const script = await page.evaluate(() => document.head.querySelector('script')?.outerHTML ?? '');
    expect(first[2]).toBe(script.slice(0, 80));
    expect(script).toMatch(/^<script>.*location\.replace\("\/en"\+p/);
    expect(await linkHref(page, 'link[rel="canonical"]')).toBe(`${ORIGIN}/`);
    await page.goto('/404.html');
    expect(await meta(page, '[name="robots"]')).toBe('noindex');
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  });
});

test.describe('sitemap and robots', () => {
  test('robots.txt allows all and names the sitemap; the sitemap lists every language URL', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain('Allow: /');
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(locs).toContain(`${ORIGIN}/ko/`);
    expect(locs).toContain(`${ORIGIN}/en/`);
    expect(locs).toContain(`${ORIGIN}/en/contact/MUSIC%20PRODUCTION`);
    expect(locs).toContain(`${ORIGIN}/ko/notice/1`);
    expect(locs.filter((loc) => loc.startsWith(`${ORIGIN}/ko/`)).length).toBe(locs.length / 2);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/about"/>`);
  });
});

test.describe('the start rule on unprefixed routes', () => {
  test.describe('an English browser', () => {
    test.use({ locale: 'en-US' });

    test('/about ends on /en/about in English; query and hash are kept', async ({ page }) => {
      await page.goto('/about');
      await expect(page).toHaveURL(/\/en\/about$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('main h1')).toContainText('Nuri means');
      await page.goto('/articles?from=mail#top');
      await expect(page).toHaveURL(/\/en\/articles\?from=mail#top$/);
    });

    test('a stored Korean choice wins: /about stays Korean', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('nuri.language', 'ko'));
      await page.goto('/about');
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
      await expect(page.locator('main h1')).toContainText('누리는');
      await expectMode(page, 'hydrated');
    });

    test('an explicit /ko URL shows Korean and does not store a choice', async ({ page }) => {
      await page.goto('/ko/about');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
      await expectMode(page, 'hydrated');
      expect(await page.evaluate(() => localStorage.getItem('nuri.language'))).toBeNull();
    });
  });

  test.describe('a Korean browser', () => {
    test.use({ locale: 'ko-KR' });

    test('/about stays on /about in Korean and hydrates', async ({ page }) => {
      await page.goto('/about');
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
      await expectMode(page, 'hydrated');
    });

    test('a stored English choice wins: /contact/ETC ends on /en/contact/ETC', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('nuri.language', 'en'));
      await page.goto('/contact/ETC');
      await expect(page).toHaveURL(/\/en\/contact\/ETC$/);
      await expect(page.locator('main h1')).toHaveText('How can we help?');
    });
  });
});

test.describe('hydration', () => {
  test.use({ locale: 'ko-KR' });

  // That every route hydrates without a console error or warning is checked by the one visit per
  // route and language in csp.spec.ts.

  test('client navigation keeps the language prefix and updates title and canonical', async ({ page }) => {
    await offline(page);
    await page.goto('/en/about');
    await expectMode(page, 'hydrated');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /Privacy/ })
      .click();
    await expect(page).toHaveURL(/\/en\/terms$/);
    await expect(page).toHaveTitle('Privacy policy | NURI MUSIC');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/en/terms`);
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('head link[hreflang="ko"]')).toHaveAttribute('href', `${ORIGIN}/ko/terms`);
  });
});

test.describe('the language menu', () => {
  test.use({ locale: 'ko-KR' });

  test('switches URL and content to the other prefix and stores the choice', async ({ page }) => {
    await offline(page);
    await page.goto('/ko/about');
    await expectMode(page, 'hydrated');
    const trigger = page.getByRole('button', { name: /언어|Language/ });
    if (!(await trigger.first().isVisible())) await page.getByRole('button', { name: '메뉴' }).click();
    await page
      .getByRole('button', { name: /언어|Language/ })
      .first()
      .click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('main h1')).toContainText('Nuri means');
    await expect(page).toHaveTitle('About | NURI MUSIC');
    expect(await page.evaluate(() => localStorage.getItem('nuri.language'))).toBe('en');
    // Links now stay under /en.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /Privacy/ })).toHaveAttribute(
      'href',
      '/en/terms',
    );
    // The stored choice now wins on the unprefixed route, even in a Korean browser.
    await page.goto('/about');
    await expect(page).toHaveURL(/\/en\/about$/);
  });
});

test.describe('unknown paths', () => {
  // A path that names no page gets the served not-found page hydrated (it is the same for every
  // such path); one that names a page (a service that does not exist) is rendered from scratch.
  for (const [path, lang, heading, mode] of [
    ['/ko/nope', 'ko', '페이지를 찾을 수 없습니다', 'hydrated'],
    ['/en/nope', 'en', 'Page not found', 'hydrated'],
    ['/en/services/unknown', 'en', 'Page not found', 'rendered'],
  ] as const) {
    test(`${path} shows the 404 page in ${lang} (${mode})`, async ({ page }) => {
      await offline(page);
      await page.goto(path);
      await expectMode(page, mode);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`${heading} | NURI MUSIC`);
    });
  }

  test('a page path served the not-found page is rendered without a layout shift, even when the footer code is slow', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await routeChunk(page, 'src/app/SiteFooterSection.tsx', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto('/en/services/unknown');
    await expectMode(page, 'rendered');
    const footer = page.getByRole('contentinfo');
    await expectHydrated(footer);
    await expect(footer).toBeVisible();
    const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    expect(shift, 'cumulative layout shift while React rendered the page').toBeLessThanOrEqual(0.01);
  });
});
