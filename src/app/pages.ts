import type { I18n } from '@lingui/core';
import type { FeatureCatalog } from '../i18n/catalogs';
import { featureCatalog } from '../i18n/connectI18n';
import { lazyModule, type LazyModule } from '../lib/lazyModule';
import type { LazySectionCode } from '../components/LazySection';
import type { AppStore } from '../store/appStore';
import { articleList } from '../store/connectArticles';
import { pageNameOf, routeEntries, routeEntryOf, type PageComponent, type PageName } from './routeTable';

// What the app does with the route registry (./routeTable.ts): each page's loader, a route's lazy
// sections, and what a page's first render waits for.

/**
 * Each page's code, loaded on demand so a route ships only its own (SPEC §2). A failed load is
 * kept until a Retry (the route's error boundary), never cached for good.
 */
export const pageLoaders = Object.fromEntries(
  routeEntries.map((entry) => [entry.page, lazyModule<PageComponent>(entry.load)]),
) as Record<PageName, LazyModule<PageComponent>>;

/**
 * The lazy sections (src/components/LazySection/lazySection.tsx) a route (without its /ko or /en prefix) renders
 * (the registry's `sections`).
 */
export function sectionsOf(route: string): LazySectionCode[] {
  const path = route.replace(/[?#].*$/, '');
  const name = pageNameOf(path);
  return (name && routeEntryOf(name).sections?.(path)) || [];
}

/** The catalogs a page loads besides the site's, before its first render (the registry's `catalogs`). */
export const pageCatalogs: Partial<Record<PageName, readonly FeatureCatalog[]>> = Object.fromEntries(
  routeEntries.flatMap((entry) => (entry.catalogs ? [[entry.page, entry.catalogs]] : [])),
);

/** The pages that show the article list (the registry's `withArticles`); no other page waits for it or loads it. */
export const pagesWithArticles: readonly PageName[] = routeEntries
  .filter((entry) => entry.withArticles)
  .map((entry) => entry.page as PageName);

/**
 * What a page's first render in `i18n` waits for: its code, its catalogs and (a page with
 * articles) the store's article list, loaded in parallel.
 */
export function pageNeeds(name: PageName, i18n: I18n, store: AppStore): LazyModule<unknown>[] {
  return [
    pageLoaders[name],
    ...(pageCatalogs[name] ?? []).map((catalog) => featureCatalog(i18n, catalog)),
    ...(pagesWithArticles.includes(name) ? [articleList(store)] : []),
  ];
}
