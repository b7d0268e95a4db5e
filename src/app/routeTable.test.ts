// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoute, useRouter } from 'wouter';
import {
  groupName,
  pageForRoute,
  readPageCatalogs,
  readPagesWithArticles,
  readRouteTable,
} from '../../scripts/build/route-table.mjs';
import { contactCompletePath } from '../contact/types';
import { prerenderRoutes } from '../prerender/routes';
import { pageCatalogs, pagesWithArticles } from './pages';
import {
  canonicalRoute,
  pageNameOf,
  pageNames,
  prerenderPaths,
  routeEntryOf,
  routePatterns,
  routeEntries,
  routeTable,
} from './routeTable';

describe('canonicalRoute', () => {
  it('is the route itself for every prerendered page (the sitemap URLs)', () => {
    const routes = prerenderRoutes();
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) expect(canonicalRoute(route), route).toBe(route);
  });

  it.each([
    ['/about/', '/about'],
    ['/ABOUT', '/about'],
    ['/About//', '/about'],
    ['/services', '/services/'],
    ['/SERVICES/', '/services/'],
    ['/Services/music/', '/services/music'],
    ['/articles/3/', '/articles/3'],
    ['/ARTICLES/3', '/articles/3'],
    ['/contact/MUSIC PRODUCTION', '/contact/MUSIC%20PRODUCTION'],
    ['/Contact/MUSIC%20PRODUCTION/', '/contact/MUSIC%20PRODUCTION'],
    ['/contact/COMPLETE', '/contact/complete'],
    ['/notice/2/', '/notice/2'],
    ['/terms?x=1#top', '/terms'],
    ['/Accessibility/', '/accessibility'],
    ['/', '/'],
    ['', '/'],
  ])('%s → %s (one URL per page: no case or trailing-slash twins)', (route, canonical) => {
    expect(canonicalRoute(route)).toBe(canonical);
  });

  it.each([
    '/nope',
    '/about/x',
    '/accessibility/1',
    '/services/MUSIC',
    '/services/unknown',
    '/articles/03',
    '/articles/abc',
    '/articles/%3Cscript%3E',
    '/contact/%E0%A4%A',
    '/notice/0',
    '/a/b/c',
    '/%2e%2e/about',
  ])('%s is no page of the site: no canonical', (route) => {
    expect(canonicalRoute(route)).toBeNull();
  });
});

/** Paths beyond the prerendered ones: trailing slashes, unknown values, no page at all. */
const oddPaths = [
  '/about/',
  '/services',
  '/services/unknown',
  '/articles/999',
  '/articles//3',
  '/contact/UNKNOWN',
  '/contact/complete/',
  '/notice/',
  '/nope',
  '/about/x',
  '/a/b/c',
];

describe('the route registry', () => {
  const paths = [...prerenderRoutes(), ...oddPaths];

  it('gives every prerendered path a page, and each page prerendered paths', () => {
    for (const route of prerenderRoutes()) expect(pageNameOf(route), route).not.toBeNull();
    const prerendered = new Set(prerenderRoutes().map(pageNameOf));
    expect([...prerendered].sort()).toEqual([...pageNames].sort());
    expect(pageNameOf('/nope')).toBeNull();
    expect(pageNameOf('/articles//3')).toBeNull();
    expect(pageNameOf('/Services')).toBeNull();
    expect(pageNameOf('/services/unknown')).toBe('ServicesPage');
    expect(pageNameOf('/contact/complete')).toBe('ContactCompletePage');
    expect(pageNameOf('/contact/ETC?x=1#y')).toBe('ContactPage');
  });

  it("is what the router matches: wouter's own parser over the patterns, in their order", () => {
    let router: ReturnType<typeof useRouter> | undefined;
    const Probe = () => {
      router = useRouter();
      return null;
    };
    renderToString(createElement(Probe));
    const routerPage = (route: string) => {
      const path = route.replace(/[?#].*$/, '');
      return routePatterns.find(({ pattern }) => matchRoute(router!.parser, pattern, path)[0])?.page ?? null;
    };
    for (const route of paths) expect(routerPage(route), route).toBe(pageNameOf(route));
    // The router also takes another case, as the canonical form does (`/ABOUT` shows About).
    expect(routerPage('/ABOUT')).toBe('AboutPage');
  });

  it('prerenders the paths in the order of the table, each once, every one in its canonical form', () => {
    const content = { articleIds: [1, 2, 3], noticeCount: 2, inquiryTypes: ['A B', 'C'] };
    const all = prerenderPaths(content);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain('/articles/3');
    expect(all).toContain('/notice/2');
    expect(all).not.toContain('/notice/3');
    expect(all).toContain('/contact/A%20B');
    for (const route of all) expect(canonicalRoute(route), route).toBe(route);
    const order = all.map(pageNameOf).filter((name, i, names) => name !== names[i - 1]);
    expect(order).toEqual(routeTable.map((entry) => entry.page));
  });

  it('sends a sent form to the completion page', () => {
    expect(pageNameOf(contactCompletePath)).toBe('ContactCompletePage');
    expect(routeEntryOf('ContactCompletePage').patterns).toContain(contactCompletePath);
  });

  it("derives the pages' catalogs and article needs from it", () => {
    expect(pageCatalogs).toEqual({ ServicesPage: ['services'], ContactPage: ['contact'] });
    expect([...pagesWithArticles].sort()).toEqual(['ArticleDetailPage', 'ArticlesPage', 'HomePage']);
  });
});

describe("the build scripts' reading of the registry (scripts/build/route-table.mjs)", () => {
  const rows = readRouteTable();

  it('reads every literal field as the app has it', () => {
    expect(rows).toEqual(
      routeEntries.map((entry) => ({
        page: entry.page,
        name: groupName(entry.page),
        patterns: [...entry.patterns],
        catalogs: [...(entry.catalogs ?? [])],
        withArticles: entry.withArticles === true,
      })),
    );
    expect(readPageCatalogs(rows)).toEqual(pageCatalogs);
    expect(rows.map((row) => row.name)).toContain('article detail');
    expect(readPagesWithArticles(rows)).toEqual(pagesWithArticles);
  });

  it('matches a path to the page the app does, with or without the language prefix', () => {
    for (const route of [...prerenderRoutes(), ...oddPaths]) {
      expect(pageForRoute(route, rows), route).toBe(pageNameOf(route));
      expect(pageForRoute(`/en${route}`, rows), `/en${route}`).toBe(pageNameOf(route));
    }
  });

  it('says what is wrong when a field is not literal', () => {
    const text = readFileSync('src/app/routeTable.ts', 'utf8').replace("page: 'AboutPage'", 'page: aboutPage');
    expect(() => readRouteTable(text)).toThrow(
      /`page` in src\/app\/routeTable.ts must be a string literal, not `aboutPage`/,
    );
  });
});
