import type { I18n } from '@lingui/core';
import type { ComponentType } from 'react';
import type { FeatureCatalog } from '../i18n/catalogs';
import { featureCatalog } from '../i18n/connectI18n';
import type { Locale } from '../i18n/locales';
import { lazyModule, type LazyModule } from '../lib/lazyModule';
import type { LazySectionCode } from '../lib/lazySection';
import { articleSections } from '../pages/ArticleDetailPage/articleSections';
import { contactSections } from '../pages/ContactPage/contactSections';
import { homeSections } from '../pages/HomePage/homeSections';
import { serviceSectionsOf } from '../pages/ServicesPage/serviceSections';
import type { AppStore } from '../store/appStore';
import { articleList } from '../store/connectArticles';
import { pageNameOf, type PageName } from './pageNames';

/**
 * A page. One that shows a long text in one language at a time (the privacy policy: each
 * language's text its own chunk, src/content/policies) says where that text is, so that its
 * language loads with its code before its first render (main.tsx; the prerender loads it as it
 * renders, a client navigation as the page renders); the page itself keeps the text on screen
 * after a language switch until the other one has loaded.
 */
export type PageComponent = ComponentType & { textIn?: (locale: Locale) => LazyModule<unknown> };

/**
 * Each page's code, loaded on demand so a route ships only its own (SPEC §2). A failed load is
 * kept until a Retry (the route's error boundary), never cached for good.
 */
export const pageLoaders: Record<PageName, LazyModule<PageComponent>> = {
  HomePage: lazyModule(() => import('../pages/HomePage').then((m) => m.HomePage)),
  AboutPage: lazyModule(() => import('../pages/AboutPage').then((m) => m.AboutPage)),
  ServicesPage: lazyModule(() => import('../pages/ServicesPage').then((m) => m.ServicesPage)),
  ArticlesPage: lazyModule(() => import('../pages/ArticlesPage').then((m) => m.ArticlesPage)),
  ArticleDetailPage: lazyModule(() => import('../pages/ArticleDetailPage').then((m) => m.ArticleDetailPage)),
  ContactPage: lazyModule(() => import('../pages/ContactPage').then((m) => m.ContactPage)),
  ContactCompletePage: lazyModule(() => import('../pages/ContactCompletePage').then((m) => m.ContactCompletePage)),
  TermsPage: lazyModule(() => import('../pages/TermsPage').then((m) => m.TermsPage)),
  AccessibilityPage: lazyModule(() => import('../pages/AccessibilityPage').then((m) => m.AccessibilityPage)),
  NoticeListPage: lazyModule(() => import('../pages/NoticeListPage').then((m) => m.NoticeListPage)),
  NoticeDetailPage: lazyModule(() => import('../pages/NoticeDetailPage').then((m) => m.NoticeDetailPage)),
};

/**
 * The lazy sections (src/lib/lazySection.tsx) a route (without its /ko or /en prefix) renders. A
 * client navigation loads them with the page, so the page appears whole; hydration does not wait
 * for them; the prerenderer links their CSS in the page's head (no JS: they load after hydration).
 */
export function sectionsOf(route: string): LazySectionCode[] {
  const path = route.replace(/[?#].*$/, '');
  switch (pageNameOf(path)) {
    case 'HomePage':
      return [homeSections.typing, homeSections.servicesAndArticles, homeSections.videos];
    case 'ServicesPage':
      return serviceSectionsOf(path.split('/')[2]);
    case 'ArticleDetailPage':
      return [articleSections.video, articleSections.channels];
    case 'ContactPage':
      return [contactSections.form];
    default:
      return [];
  }
}

/**
 * The catalogs a page says its messages from besides the site's (lingui.config.ts): they load with
 * its code, before its first render — on hydration (main.tsx), on a client navigation (routes.tsx),
 * and with every later language switch (connectI18n). The prerender loads every catalog.
 */
export const pageCatalogs: Partial<Record<PageName, readonly FeatureCatalog[]>> = {
  ContactPage: ['contact'],
  ServicesPage: ['services'],
};

/**
 * The pages that show the article list (the store's `articles`): it loads with their code, before
 * their first render, and follows the language from then on (src/store/connectArticles.ts). No
 * other page waits for it or loads it.
 */
export const pagesWithArticles: readonly PageName[] = ['HomePage', 'ArticlesPage', 'ArticleDetailPage'];

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
