import type { Messages } from '@lingui/core';
import type { Locale } from './locales';

/**
 * The site's catalogs (lingui.config.ts): `messages`, which every page loads before its first
 * render, and the feature catalogs, which only the pages of one feature load before theirs
 * (src/app/pages.ts): `contact` and `services`, what only those pages can render, the primitives
 * only they use included (scripts/build/catalog-files.mjs places each file by the import graph).
 */
export const featureCatalogs = ['contact', 'services'] as const;
export type FeatureCatalog = (typeof featureCatalogs)[number];
export type SiteCatalog = 'messages' | FeatureCatalog;

type CatalogModule = { messages: Messages };

// One literal import per catalog, so each catalog of each language is a chunk of its own and the
// stories' catalog never is one. The Lingui Vite plugin compiles the `.po` file on import.
const importers: Record<SiteCatalog, (locale: Locale) => Promise<CatalogModule>> = {
  messages: (locale) => import(`../locales/${locale}/messages.po`) as Promise<CatalogModule>,
  contact: (locale) => import(`../locales/${locale}/contact.po`) as Promise<CatalogModule>,
  services: (locale) => import(`../locales/${locale}/services.po`) as Promise<CatalogModule>,
};

/** Loads a compiled catalog of one language (the site's `messages` by default). */
export async function loadCatalog(locale: Locale, catalog: SiteCatalog = 'messages'): Promise<Messages> {
  return (await importers[catalog](locale)).messages;
}

/** Several catalogs of one language, fetched in parallel, as one set of messages. */
export async function loadCatalogs(locale: Locale, catalogs: readonly SiteCatalog[]): Promise<Messages> {
  const loaded = await Promise.all(catalogs.map((catalog) => loadCatalog(locale, catalog)));
  return Object.assign({}, ...loaded) as Messages;
}
