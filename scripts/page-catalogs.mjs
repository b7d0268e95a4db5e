// Which pages load a feature catalog before their first render, read from `pageCatalogs` in
// src/app/pages.ts (the one place that says it), for the scripts that follow the app's loading:
// preload-assets (a contact page preloads the contact catalog), the size budget (it counts it)
// and the i18n check (every message a page can say is in a catalog it loads). The same for the
// pages that wait for the article list (`pagesWithArticles`).
import { readFileSync } from 'node:fs';

const source = new URL('../src/app/pages.ts', import.meta.url);

/** @returns {Record<string, string[]>} page name → its feature catalogs, e.g. { ContactPage: ['contact'] } */
export function readPageCatalogs() {
  const text = readFileSync(source, 'utf8');
  const body = /export const pageCatalogs\b[^=]*=\s*\{([^}]*)\}/.exec(text)?.[1];
  if (body === undefined) throw new Error('page-catalogs: no `export const pageCatalogs = { … }` in src/app/pages.ts');
  const table = {};
  for (const [, page, list] of body.matchAll(/(\w+)\s*:\s*\[([^\]]*)\]/g)) {
    table[page] = [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]);
  }
  if (body.trim() && Object.keys(table).length === 0) throw new Error('page-catalogs: cannot read src/app/pages.ts');
  return table;
}

/** @returns {string[]} the pages whose first render waits for the article list (`pagesWithArticles`) */
export function readPagesWithArticles() {
  const text = readFileSync(source, 'utf8');
  const body = /export const pagesWithArticles\b[^=]*=\s*\[([^\]]*)\]/.exec(text)?.[1];
  if (body === undefined)
    throw new Error('page-catalogs: no `export const pagesWithArticles = [ … ]` in src/app/pages.ts');
  const pages = [...body.matchAll(/'([^']+)'/g)].map((m) => m[1]);
  if (pages.length === 0) throw new Error('page-catalogs: cannot read pagesWithArticles');
  return pages;
}

/**
 * A page's long text in one language (src/app/pages.ts `PageComponent.textIn`, the privacy policy):
 * a module the page's code imports dynamically, one per language, whose page-language one the
 * first render waits for. Found in the build manifest among the page chunk's dynamic imports; the
 * first capture group is the locale.
 */
export const pageTextKey = /^src\/content\/policies\/[^/]+\.([a-z]+)\.ts$/;

/**
 * The page texts in `locale` that the manifest chunk `pageKey` (and what it imports statically)
 * imports dynamically.
 * @param {Record<string, {imports?: string[], dynamicImports?: string[]}>} manifest
 */
export function pageTextKeys(manifest, pageKey, locale) {
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) walk(child);
  };
  walk(pageKey);
  return [...seen]
    .flatMap((key) => manifest[key].dynamicImports ?? [])
    .filter((key) => pageTextKey.exec(key)?.[1] === locale);
}
