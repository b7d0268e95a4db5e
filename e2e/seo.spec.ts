import { expect, test, type Page } from '@playwright/test';
import { expectMode, waitForReact } from './ready';
import { SharedPageCases } from './sharedPageCases';

// One canonical URL per page and no indexable not-found page: the head a search
// engine sees after the page has rendered in a browser — hydrated prerendered pages, pages rendered
// on the client at URLs that are not prerendered (another case, a trailing slash), not-found pages
// (client-rendered and prerendered), and the prerendered 404 in the URL's language without JavaScript.

const ORIGIN = 'https://www.nurimusic.example';

// A Korean browser: the unprefixed (x-default) URLs stay Korean under the start rule (SPEC §1).
test.use({ locale: 'ko-KR' });

/** Serves the documented API (the contact form's calendar) and refuses every other host. */
async function offline(page: Page) {
  await page.route('**/api/v1/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
  );
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('blockedbyclient'),
  );
}

interface Head {
  canonical: string[];
  alternates: Record<string, string[]>;
  robots: string[];
  ogUrl: string[];
  lang: string;
  title: string;
}

/** The search-relevant tags of the live document. */
const headOf = (page: Page): Promise<Head> =>
  page.evaluate(() => {
    const hrefs = (selector: string) =>
      [...document.head.querySelectorAll<HTMLLinkElement>(selector)].map((link) => link.getAttribute('href') ?? '');
    const contents = (selector: string) =>
      [...document.head.querySelectorAll<HTMLMetaElement>(selector)].map((meta) => meta.content);
    const alternates: Record<string, string[]> = {};
    for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')) {
      (alternates[link.hreflang] ??= []).push(link.getAttribute('href') ?? '');
    }
    return {
      canonical: hrefs('link[rel="canonical"]'),
      alternates,
      robots: contents('meta[name="robots"]'),
      ogUrl: contents('meta[property="og:url"]'),
      lang: document.documentElement.lang,
      title: document.title,
    };
  });

/** Waits until the page's own head is applied (the title follows the h1 of the page on screen). */
async function rendered(page: Page, heading: string | RegExp) {
  await waitForReact(page);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page).toHaveTitle(typeof heading === 'string' ? `${heading} | NURI MUSIC` : heading);
}

/** The head of a page of the site: exactly one canonical, the three alternates, og:url = canonical, indexable. */
function expectCanonical(head: Head, path: string, route: string) {
  expect(head.canonical).toEqual([`${ORIGIN}${path}`]);
  expect(head.alternates).toEqual({
    ko: [`${ORIGIN}/ko${route}`],
    en: [`${ORIGIN}/en${route}`],
    'x-default': [`${ORIGIN}${route}`],
  });
  expect(head.ogUrl).toEqual([`${ORIGIN}${path}`]);
  expect(head.robots).toEqual([]);
}

/** The head of a not-found render: noindex once, no URL of its own. */
function expectNotFound(head: Head) {
  expect(head.robots).toEqual(['noindex']);
  expect(head.canonical).toEqual([]);
  expect(head.alternates).toEqual({});
  expect(head.ogUrl).toEqual([]);
}

test.describe('one canonical URL per page', () => {
  const cases = new SharedPageCases('every URL form of a page', offline);
  for (const { url, heading, canonical, route } of [
    // Prerendered and hydrated: the head the HTML had, once.
    { url: '/en/about', heading: 'Nuri means “the world”', canonical: '/en/about', route: '/about' },
    // Not prerendered: rendered on the client, named by the page's one URL.
    { url: '/en/about/', heading: 'Nuri means “the world”', canonical: '/en/about', route: '/about' },
    { url: '/en/ABOUT', heading: 'Nuri means “the world”', canonical: '/en/about', route: '/about' },
    { url: '/ko/About/', heading: '누리는 "세상"이라는 뜻입니다', canonical: '/ko/about', route: '/about' },
    {
      url: '/en/Services/music/',
      heading: 'From the first melody to the final master.',
      canonical: '/en/services/music',
      route: '/services/music',
    },
    {
      url: '/en/ARTICLES/7/',
      heading: 'Marusae takes the long way home',
      canonical: '/en/articles/7',
      route: '/articles/7',
    },
    {
      url: '/en/CONTACT/MUSIC%20PRODUCTION/',
      heading: 'How can we help?',
      canonical: '/en/contact/MUSIC%20PRODUCTION',
      route: '/contact/MUSIC%20PRODUCTION',
    },
    { url: '/services', heading: '음악이 세상에 닿기까지', canonical: '/services/', route: '/services/' },
  ]) {
    cases.push({
      title: `${url} → canonical ${canonical}`,
      check: async (page) => {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await waitForReact(page);
        await expect.poll(async () => (await headOf(page)).canonical).toEqual([`${ORIGIN}${canonical}`]);
        expectCanonical(await headOf(page), canonical, route);
      },
    });
  }
  test(cases.title, cases.body());
});

test.describe('not-found pages are never indexable', () => {
  const cases = new SharedPageCases('every not-found URL', offline);
  for (const { url, lang, heading } of [
    { url: '/en/articles/999999', lang: 'en', heading: 'Page not found' },
    { url: '/en/nope', lang: 'en', heading: 'Page not found' },
    { url: '/ko/services/unknown', lang: 'ko', heading: '페이지를 찾을 수 없습니다' },
    { url: '/en/articles/03', lang: 'en', heading: 'Page not found' },
    { url: '/contact/NOPE', lang: 'ko', heading: '페이지를 찾을 수 없습니다' },
    // Path payloads: nothing of the path comes back in the head, encoded or not.
    { url: '/en/articles/%252Fx', lang: 'en', heading: 'Page not found' },
    { url: '/en/contact/%3Cscript%3Ealert(1)%3C%2Fscript%3E', lang: 'en', heading: 'Page not found' },
    { url: '/en/a%2Fb%3Fc%23d', lang: 'en', heading: 'Page not found' },
  ]) {
    cases.push({
      title: `${url}: noindex, no canonical or alternates, in ${lang}`,
      check: async (page) => {
        await page.goto(url);
        await rendered(page, heading);
        const head = await headOf(page);
        expectNotFound(head);
        expect(head.lang).toBe(lang);
        const html = await page.evaluate(() => document.head.innerHTML);
        expect(html).not.toMatch(/%25|%3C|script%3E|a%2Fb/i);
      },
    });
  }
  test(cases.title, cases.body());

  test('a notice that does not exist is shown empty but noindex', async ({ page }) => {
    await offline(page);
    await page.goto('/en/notice/99');
    await expectMode(page, 'rendered');
    await expect(page.getByRole('main').locator('a[href="/en/notice"]')).toBeVisible();
    await expect.poll(async () => (await headOf(page)).robots).toEqual(['noindex']);
    expectNotFound(await headOf(page));
  });

  test('leaving a not-found page by its Home link: the home page is indexable again', async ({ page }) => {
    await offline(page);
    await page.goto('/en/articles/999999');
    await rendered(page, 'Page not found');
    expectNotFound(await headOf(page));
    await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect.poll(async () => (await headOf(page)).canonical).toEqual([`${ORIGIN}/en/`]);
    expectCanonical(await headOf(page), '/en/', '/');
    // And back to the not-found page: noindex again.
    await page.goBack();
    await rendered(page, 'Page not found');
    await expect.poll(async () => (await headOf(page)).robots).toEqual(['noindex']);
    expectNotFound(await headOf(page));
  });
});

test.describe('the prerendered 404 in the URL language, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { url, lang, heading, home } of [
    { url: '/en/nope', lang: 'en', heading: 'Page not found', home: '/en/' },
    { url: '/en/articles/999999', lang: 'en', heading: 'Page not found', home: '/en/' },
    { url: '/ko/nope', lang: 'ko', heading: '페이지를 찾을 수 없습니다', home: '/ko/' },
    { url: '/nope', lang: 'ko', heading: '페이지를 찾을 수 없습니다', home: '/' },
  ]) {
    test(`${url}: status 404, ${lang}, links stay under ${home}`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expectNotFound(await headOf(page));
      await expect(page.getByRole('main').getByRole('link')).toHaveAttribute('href', home);
      // Every link of the header and footer to a page of the site stays in the language (a link
      // to the other language, marked with hreflang or lang, aside).
      const internal = await page
        .locator('header a[href^="/"]:not([hreflang]):not([lang]), footer a[href^="/"]:not([hreflang]):not([lang])')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(internal.length).toBeGreaterThan(3);
      for (const href of internal) expect(href.startsWith(home) || href === home.replace(/\/$/, ''), href).toBe(true);
    });
  }
});
