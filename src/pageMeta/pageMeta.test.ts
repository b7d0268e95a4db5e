import { describe, expect, it } from 'vitest';
import { canonicalRoute } from '../app/routeTable';
import { applyPageHead, localizedPath, urlPathKey, pageHead, pageHeadHtml, splitLocalePath } from './pageMeta';

describe('the language URLs', () => {
  it('splits a language prefix from the SPEC route', () => {
    expect(splitLocalePath('/en/about')).toEqual({ locale: 'en', base: '/en', route: '/about' });
    expect(splitLocalePath('/ko')).toEqual({ locale: 'ko', base: '/ko', route: '/' });
    expect(splitLocalePath('/ko/')).toEqual({ locale: 'ko', base: '/ko', route: '/' });
    expect(splitLocalePath('/english')).toEqual({ locale: null, base: '', route: '/english' });
    expect(splitLocalePath('/about')).toEqual({ locale: null, base: '', route: '/about' });
  });

  it('builds each variant of a route, percent-encoded once', () => {
    expect(localizedPath('/', 'ko')).toBe('/ko/');
    expect(localizedPath('/services/', 'en')).toBe('/en/services/');
    expect(localizedPath('/contact/MUSIC PRODUCTION', 'en')).toBe('/en/contact/MUSIC%20PRODUCTION');
    expect(localizedPath('/contact/MUSIC%20PRODUCTION', 'x-default')).toBe('/contact/MUSIC%20PRODUCTION');
  });

  it('normalises paths for the hydration check', () => {
    expect(urlPathKey('/en/services/')).toBe('/en/services');
    expect(urlPathKey('/')).toBe('/');
    expect(urlPathKey('/ko/contact/ABBEY ROAD STUDIOS')).toBe('/ko/contact/ABBEY%20ROAD%20STUDIOS');
  });
});

describe('pageHead', () => {
  const head = pageHead({ section: 'About', route: '/about', variant: 'en', locale: 'en' }, canonicalRoute);

  it('has the title, the brand as default description, canonical and the three alternates', () => {
    expect(head.title).toBe('About | NURI MUSIC');
    expect(head.description).toBe('NURI MUSIC');
    const links = Object.fromEntries(head.links.map((link) => [link.hreflang ?? link.rel, link.href]));
    expect(links).toEqual({
      canonical: 'https://www.nurimusic.example/en/about',
      ko: 'https://www.nurimusic.example/ko/about',
      en: 'https://www.nurimusic.example/en/about',
      'x-default': 'https://www.nurimusic.example/about',
    });
  });

  it('has Open Graph and Twitter tags, escaped in HTML', () => {
    const html = pageHeadHtml(
      pageHead({ section: 'A "quoted" <b>', route: '/', variant: 'ko', locale: 'ko' }, canonicalRoute),
    );
    expect(html).toContain('<title>A &quot;quoted&quot; &lt;b&gt; | NURI MUSIC</title>');
    expect(html).toContain('<meta property="og:locale" content="ko_KR">');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_US">');
    expect(html).toContain('<meta property="og:image" content="https://www.nurimusic.example/og/nuri-music.png">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('drops canonical and alternates from a page that is not part of the site', () => {
    const notFound = pageHead(
      { section: 'x', route: '/404', variant: 'x-default', locale: 'ko', indexable: false },
      canonicalRoute,
    );
    expect(notFound.links).toEqual([]);
    expect(notFound.metas).toContainEqual({ key: 'name', value: 'robots', content: 'noindex' });
  });

  const linksOf = (head: ReturnType<typeof pageHead>) =>
    Object.fromEntries(head.links.map((link) => [link.hreflang ?? link.rel, link.href]));
  const ogUrl = (head: ReturnType<typeof pageHead>) =>
    head.metas.find((meta) => meta.value === 'og:url')?.content ?? null;

  it('names the one URL of the page, whatever the case or trailing slash typed', () => {
    for (const route of ['/about/', '/ABOUT', '/About']) {
      const head = pageHead({ section: 'About', route, variant: 'en', locale: 'en' }, canonicalRoute);
      expect(linksOf(head), route).toEqual({
        canonical: 'https://www.nurimusic.example/en/about',
        ko: 'https://www.nurimusic.example/ko/about',
        en: 'https://www.nurimusic.example/en/about',
        'x-default': 'https://www.nurimusic.example/about',
      });
      expect(ogUrl(head)).toBe('https://www.nurimusic.example/en/about');
    }
    const services = pageHead({ section: 'S', route: '/services', variant: 'ko', locale: 'ko' }, canonicalRoute);
    expect(linksOf(services).canonical).toBe('https://www.nurimusic.example/ko/services/');
  });

  it('a path that is no page has no canonical, alternates or og:url even when the caller forgot to say so', () => {
    for (const route of ['/articles/%252F', '/nope/%2Fx', '/contact/%E0%A4%A']) {
      const head = pageHead({ section: 'x', route, variant: 'en', locale: 'en' }, canonicalRoute);
      expect(head.links, route).toEqual([]);
      expect(ogUrl(head), route).toBeNull();
      expect(head.metas).toContainEqual({ key: 'name', value: 'robots', content: 'noindex' });
      expect(JSON.stringify(head)).not.toMatch(/%25/);
    }
  });

  it('a not-found render has noindex and no URL of its own', () => {
    const head = pageHead(
      { section: 'x', route: '/articles/999999', variant: 'en', locale: 'en', indexable: false },
      canonicalRoute,
    );
    expect(head.links).toEqual([]);
    expect(ogUrl(head)).toBeNull();
    expect(head.metas.filter((meta) => meta.value === 'robots')).toEqual([
      { key: 'name', value: 'robots', content: 'noindex' },
    ]);
  });
});

describe('applyPageHead', () => {
  const about = pageHead({ section: 'About', route: '/about', variant: 'en', locale: 'en' }, canonicalRoute);
  const terms = pageHead({ section: 'Privacy policy', route: '/terms', variant: 'en', locale: 'en' }, canonicalRoute);

  it('leaves the prerendered head as it is: hydrating writes nothing into <head>', () => {
    document.head.innerHTML = pageHeadHtml(about);
    const observer = new MutationObserver(() => {});
    observer.observe(document.head, { subtree: true, childList: true, attributes: true, characterData: true });
    applyPageHead(about);
    expect(observer.takeRecords()).toEqual([]);
    observer.disconnect();
  });

  it("replaces the tags of the page left with the new page's, once each", () => {
    document.head.innerHTML = pageHeadHtml(about);
    applyPageHead(terms);
    expect(document.title).toBe(terms.title);
    const canonical = [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(canonical).toEqual([terms.links.find((link) => link.rel === 'canonical')?.href]);
    expect(document.head.querySelectorAll('meta[property="og:url"]')).toHaveLength(1);
    applyPageHead(terms);
    expect(document.head.querySelectorAll('link, meta')).toHaveLength(terms.links.length + terms.metas.length);
  });
});
