/* eslint-disable lingui/no-unlocalized-strings -- route patterns and page names: no UI text */
import type { ComponentType } from 'react';
import { serviceSlugs } from '../content/serviceSlugs';
import type { FeatureCatalog } from '../i18n/catalogs';
import type { Locale } from '../i18n/locales';
import type { LazyModule } from '../lib/lazyModule';
import type { LazySectionCode } from '../components/LazySection';
import { articleSections } from '../pages/ArticleDetailPage/articleSections';
import { contactSections } from '../pages/ContactPage/contactSections';
import { homeSections } from '../pages/HomePage/homeSections';
import { serviceSectionsOf } from '../pages/ServicesPage/serviceSections';

/**
 * A page. One that shows a long text in one language at a time (the privacy policy: each
 * language's text its own chunk, src/content/policies) says where that text is, so that its
 * language loads with its code before its first render (main.tsx; the prerender loads it as it
 * renders, a client navigation as the page renders); the page itself keeps the text on screen
 * after a language switch until the other one has loaded.
 */
export type PageComponent = ComponentType & { textIn?: (locale: Locale) => LazyModule<unknown> };

/** What the content says about the dynamic routes (given by the prerenderer: src/prerender/routes.ts). */
export interface SiteContent {
  /** Every article id of either language, ascending. */
  articleIds: readonly number[];
  /** The notices of the longer language's list (a notice is addressed by its position, from 1). */
  noticeCount: number;
  /** The contact form's inquiry types (src/contact/inquiryTypes.ts: not part of every page's code). */
  inquiryTypes: readonly string[];
}

/** One page of SPEC §2 and every route that shows it. */
export interface RouteEntry {
  /** The page's folder and component (src/pages/{page}/index.ts exports it by this name). */
  page: string;
  /**
   * The router's patterns (wouter: a `:param` is one path segment), in match order; a pattern
   * listed earlier in the table wins (`/contact/complete` before `/contact/:type`).
   */
  patterns: readonly string[];
  /** The page's code, loaded on demand so a route ships only its own (SPEC §2). */
  load: () => Promise<PageComponent>;
  /**
   * The lazy sections (src/components/LazySection/lazySection.tsx) a path of this page renders. A client navigation
   * loads them with the page, so the page appears whole; hydration does not wait for them; the
   * prerenderer links their CSS in the page's head (no JS: they load after hydration).
   */
  sections?: (path: string) => LazySectionCode[];
  /**
   * The catalogs the page says its messages from besides the site's (lingui.config.ts): they load
   * with its code, before its first render — on hydration (main.tsx), on a client navigation
   * (routes.tsx), and with every later language switch (connectI18n). The prerender loads every
   * catalog.
   */
  catalogs?: readonly FeatureCatalog[];
  /**
   * The page shows the article list (the store's `articles`): it loads with the page's code, before
   * its first render, and follows the language from then on (src/store/connectArticles.ts).
   */
  withArticles?: boolean;
  /**
   * Every value of the `:param` that names a page, for the build to prerender (with the static
   * patterns' canonical forms; each path in /ko, /en and unprefixed).
   */
  values?: (content: SiteContent) => readonly (string | number)[];
  /** The one URL form of the page's static pattern, when it is not the pattern itself. */
  canonicalPath?: string;
  /** The one URL form of a `:param` value, or null when the value names no page (SPEC §2). */
  canonicalParam?: (value: string) => string | null;
}

const positiveNumber = (value: string) => (/^[1-9]\d*$/.test(value) ? value : null);
// The registry is part of every page's entry: it imports only the service names (the header's
// too), not the services' content or the contact feature.
const isServiceSlug = (value: string) => (serviceSlugs as readonly string[]).includes(value);

/**
 * THE route registry: every page of SPEC §2 declared once. The router (src/app/routes.tsx), the
 * page names and the path → page match (`pageNameOf`), the pages' code, sections, catalogs and
 * data (src/app/pages.ts), the prerendered paths and the sitemap (src/prerender/routes.ts), the
 * canonical URL form (`canonicalRoute`, given to the page heads by src/App.tsx and the
 * prerender), the end-to-end route sweep (e2e/routes.ts, through the built sitemap) and the build
 * scripts (scripts/build/route-table.mjs: preload links, the size budget, the i18n check, the bench)
 * all follow it; src/app/routeTable.test.ts fails when one of them disagrees. Adding a page is
 * one entry here and the page's folder.
 *
 * The scripts read `page`, `patterns`, `catalogs` and `withArticles` from this file's
 * syntax (they run before any build): keep those literal.
 */
export const routeTable = [
  {
    page: 'HomePage',
    patterns: ['/'],
    load: () => import('../pages/HomePage').then((m) => m.HomePage),
    sections: () => [homeSections.typing, homeSections.servicesAndArticles, homeSections.videos],
    withArticles: true,
  },
  {
    page: 'AboutPage',
    patterns: ['/about'],
    load: () => import('../pages/AboutPage').then((m) => m.AboutPage),
  },
  {
    page: 'ServicesPage',
    patterns: ['/services', '/services/', '/services/:name'],
    load: () => import('../pages/ServicesPage').then((m) => m.ServicesPage),
    sections: (path) => serviceSectionsOf(path.split('/')[2]),
    catalogs: ['services'],
    values: () => serviceSlugs,
    canonicalPath: '/services/',
    canonicalParam: (slug) => (isServiceSlug(slug) ? slug : null),
  },
  {
    page: 'ArticlesPage',
    patterns: ['/articles'],
    load: () => import('../pages/ArticlesPage').then((m) => m.ArticlesPage),
    withArticles: true,
  },
  {
    page: 'ArticleDetailPage',
    patterns: ['/articles/:id'],
    load: () => import('../pages/ArticleDetailPage').then((m) => m.ArticleDetailPage),
    sections: () => [articleSections.video, articleSections.channels],
    withArticles: true,
    values: ({ articleIds }) => articleIds,
    canonicalParam: positiveNumber,
  },
  {
    page: 'ContactPage',
    patterns: ['/contact', '/contact/:type'],
    load: () => import('../pages/ContactPage').then((m) => m.ContactPage),
    sections: () => [contactSections.form],
    catalogs: ['contact'],
    values: ({ inquiryTypes }) => inquiryTypes,
    // A contact type is written percent-encoded once; the page itself renders an unknown type as
    // not found (noindex).
    canonicalParam: (type) => {
      try {
        return encodeURIComponent(decodeURIComponent(type));
      } catch {
        return null; // a malformed escape such as %E0%A4%A
      }
    },
  },
  {
    page: 'ContactCompletePage',
    // Matched before the contact page's `/contact/:type` (see `routePatterns`). The same path as
    // contactCompletePath (the form's destination).
    patterns: ['/contact/complete'],
    load: () => import('../pages/ContactCompletePage').then((m) => m.ContactCompletePage),
  },
  {
    page: 'TermsPage',
    patterns: ['/terms'],
    load: () => import('../pages/TermsPage').then((m) => m.TermsPage),
  },
  {
    page: 'AccessibilityPage',
    patterns: ['/accessibility'],
    load: () => import('../pages/AccessibilityPage').then((m) => m.AccessibilityPage),
  },
  {
    page: 'NoticeListPage',
    patterns: ['/notice'],
    load: () => import('../pages/NoticeListPage').then((m) => m.NoticeListPage),
  },
  {
    page: 'NoticeDetailPage',
    patterns: ['/notice/:id'],
    load: () => import('../pages/NoticeDetailPage').then((m) => m.NoticeDetailPage),
    values: ({ noticeCount }) => Array.from({ length: noticeCount }, (_, index) => index + 1),
    canonicalParam: positiveNumber,
  },
] as const satisfies readonly RouteEntry[];

/** The lazily loaded pages (NotFoundPage is part of the entry). */
export type PageName = (typeof routeTable)[number]['page'];
export const pageNames: readonly PageName[] = routeTable.map((entry) => entry.page);

/** The registry's entries as `RouteEntry`s (every optional field readable). */
export const routeEntries: readonly RouteEntry[] = routeTable;

/** How many static segments a pattern has: `/contact/complete` 2, `/contact/:type` 1. */
const specificity = (pattern: string) => pattern.split('/').filter((part) => part && !part.startsWith(':')).length;

/**
 * Every pattern of the table with its entry, in match order: more static segments first (a stable
 * sort), so `/contact/complete` comes before `/contact/:type` whatever the table's order of pages.
 */
export const routePatterns: readonly { pattern: string; page: PageName; entry: RouteEntry }[] = routeEntries
  .flatMap((entry) => entry.patterns.map((pattern) => ({ pattern, page: entry.page as PageName, entry })))
  .sort((a, b) => specificity(b.pattern) - specificity(a.pattern));

/**
 * A path's segments without query, hash and trailing slashes: `/articles/3/` → ['articles', '3'];
 * an empty one in between stays (`/articles//3` is no page, as for the router).
 */
const segmentsOf = (route: string) => {
  const path = route.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return path ? path.slice(1).split('/') : [];
};

/**
 * The entry, pattern and parameter of a route's segments. Static segments compare with
 * `sameSegment` (exactly for the page match, case-insensitively for the canonical form, as the
 * router matches).
 */
function match(segments: string[], sameSegment: (a: string, b: string) => boolean) {
  for (const { pattern, entry } of routePatterns) {
    const parts = segmentsOf(pattern);
    if (parts.length !== segments.length) continue;
    let param: string | undefined;
    const fits = parts.every((part, i) => {
      if (part.startsWith(':')) {
        param = segments[i];
        return true;
      }
      return sameSegment(part, segments[i]!);
    });
    if (fits) return { entry, pattern, param };
  }
  return null;
}

/**
 * The page a route (without its /ko or /en prefix) renders, or null for the not-found page. The
 * router matches the same patterns (src/app/routes.tsx); this is what runs before it: preloading
 * the page's chunk before hydration, and the prerenderer's head links.
 */
export function pageNameOf(route: string): PageName | null {
  return (match(segmentsOf(route), (a, b) => a === b)?.entry.page as PageName | undefined) ?? null;
}

/** The registry entry of a page. */
export const routeEntryOf = (page: PageName): RouteEntry => routeEntries.find((entry) => entry.page === page)!;

/**
 * The one URL form of a route (without its /ko or /en prefix), as the sitemap lists it and every
 * page's canonical names it, or null when the route is no page of the site (SPEC §2).
 *
 * The router matches case-insensitively and with or without a trailing slash, so `/ABOUT`,
 * `/about/` and `/about` all show About: they all have the canonical `/about`. The page names
 * keep their case (`/about`, `/services/`); a parameter is checked the way its page checks it
 * (`canonicalParam`: a service slug exactly, a number without leading zeros, a contact type
 * encoded once). `/services` and `/services/` are `/services/` (SPEC §2).
 */
export function canonicalRoute(route: string): string | null {
  // Empty segments are dropped here: `/about//` and `//about` name About too.
  const segments = route
    .replace(/[?#].*$/, '')
    .split('/')
    .filter(Boolean);
  const found = match(segments, (a, b) => a.toLowerCase() === b.toLowerCase());
  if (!found) return null;
  const { entry, pattern, param } = found;
  if (param === undefined) return entry.canonicalPath ?? pattern.replace(/(.)\/$/, '$1');
  const value = entry.canonicalParam ? entry.canonicalParam(param) : param;
  return value === null ? null : pattern.replace(/:[^/]+/, value);
}

/**
 * Every path the build prerenders, in the table's order: each page's static patterns and its
 * `:param` with every value, in their canonical forms (src/prerender/routes.ts gives the content).
 */
export function prerenderPaths(content: SiteContent): string[] {
  const paths = routeEntries.flatMap((entry) =>
    entry.patterns.flatMap((pattern) =>
      pattern.includes(':')
        ? (entry.values?.(content) ?? []).map((value) => canonicalRoute(pattern.replace(/:[^/]+/, String(value))))
        : [canonicalRoute(pattern)],
    ),
  );
  return [...new Set(paths.filter((path) => path !== null))];
}
