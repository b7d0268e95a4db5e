// Post-build step (after scripts/build/prerender.mjs): the <head> of every prerendered page names what
// the page needs before it can paint and hydrate, so the browser fetches it in parallel instead of
// discovering it one request after another.
//
// 1. The route's own CSS (its lazy page chunk and that chunk's static imports, from the build
//    manifest) as stylesheets: without them the prerendered page first paints half-styled and
//    shifts when the route chunk arrives (Lighthouse measured CLS 0.34 on /ko/). None today: the
//    site's CSS is one file that the template links (vite.config.ts, `cssCodeSplit: false`).
// 2. The route's JS chunks and the page language's UI catalog (plus the article list on a page
//    that shows it, the article's body and its language's body loaders on an article page, a
//    page's feature catalog on a contact or services page, the policy's text in the page's
//    language) as modules to fetch with the entry: hydration needs them, and without the hint
//    they are requested only after the entry has run. On a prerendered page they go into the boot
//    script's `data-modules` (src/prerender/bootScript.ts: the code starts after the page has
//    loaded), elsewhere into modulepreload links.
// 3. Fonts are scripts/build/page-fonts.mjs's, which runs after this step.
//
//   node scripts/build/preload-assets.mjs [--dist dist]    (DIST_DIR also works; idempotent)
//   import { headTags, pageForRoute } from './preload-assets.mjs'   (from a page template)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readManifest } from './build-meta.mjs';
import { htmlFiles } from './dist-html.mjs';
import {
  pageForRoute as registryPageForRoute,
  pageTextKeys,
  readPageCatalogs,
  readPagesWithArticles,
  readRouteTable,
} from './route-table.mjs';

const routeRows = readRouteTable();
const pageCatalogs = readPageCatalogs(routeRows);
const pagesWithArticles = readPagesWithArticles(routeRows);

/** The page component a route path (with or without /ko or /en) renders: the route registry's match. */
export const pageForRoute = (route) => registryPageForRoute(route, routeRows);

/** JS files and CSS files of a manifest chunk and everything it imports statically. */
function closure(manifest, key, js = new Set(), css = new Set(), seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return { js, css };
  seen.add(key);
  const chunk = manifest[key];
  for (const child of chunk.imports ?? []) closure(manifest, child, js, css, seen);
  js.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  return { js, css };
}

/** The tags one page needs in its <head>: the route's stylesheets and modulepreloads (after the entry's). */
export function headTags(dist, { page, locale, path: pagePath = '' }, manifest = readManifest(dist)) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
  const entry = closure(manifest, entryKey);
  const route = { js: new Set(), css: new Set() };
  const pageKey = page && Object.keys(manifest).find((key) => key === `src/pages/${page}/index.ts`);
  if (pageKey) closure(manifest, pageKey, route.js, route.css);
  // Language data the first render waits for (src/main.tsx, the route registry): the UI catalog;
  // the article list on a page that shows it; a page's feature catalog; an article page the
  // loaders of its language's bodies and its own body (src/content/articleBodies.ts); a policy
  // page its text in the page's language (src/content/policies).
  const dataKeys = [`src/locales/${locale}/messages.po`];
  if (pagesWithArticles.includes(page)) dataKeys.push(`virtual:content/articles/${locale}`);
  for (const catalog of pageCatalogs[page] ?? []) dataKeys.push(`src/locales/${locale}/${catalog}.po`);
  // A page with a long text in one language at a time (the privacy policy): its language's.
  if (pageKey) dataKeys.push(...pageTextKeys(manifest, pageKey, locale));
  if (page === 'ArticleDetailPage') {
    const id = /\/articles\/(\d+)\/?$/.exec(pagePath)?.[1];
    dataKeys.push(`virtual:content/article-bodies/${locale}`, `virtual:content/article-body/${locale}/${id}`);
  }
  for (const key of dataKeys) if (manifest[key]) route.js.add(manifest[key].file);
  const routeTags = [
    ...[...route.css].filter((f) => !entry.css.has(f)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...[...route.js].filter((f) => !entry.js.has(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ];
  return { route: routeTags };
}

const hrefOf = (tag) => /href="([^"]+)"/.exec(tag)[1];

/** Adds the tags to one HTML document (each once), after the entry's stylesheets and modulepreloads. */
export function addHeadTags(html, { route: routeTags }) {
  let route = routeTags;
  const missing = (tags) => tags.filter((tag) => !html.includes(`href="${hrefOf(tag)}"`));
  let out = html;
  // A page whose code starts after it has loaded (src/prerender/bootScript.ts, written by the
  // prerender) names its modules on the boot script instead of in modulepreload links.
  const boot = /<script id="nuri-boot" data-entry="[^"]*" data-modules="([^"]*)">/.exec(out);
  if (boot) {
    const modules = boot[1].split(' ').filter(Boolean);
    const more = route.filter((tag) => tag.startsWith('<link rel="modulepreload"')).map((tag) => hrefOf(tag));
    const next = [...new Set([...modules, ...more])];
    out = out.replace(boot[0], boot[0].replace(`data-modules="${boot[1]}"`, `data-modules="${next.join(' ')}"`));
    route = route.filter((tag) => !tag.startsWith('<link rel="modulepreload"'));
  }
  const newRoute = missing(route);
  if (newRoute.length > 0) {
    // After the entry's own stylesheets and modulepreloads (the cascade order Vite uses at runtime).
    const links = [...out.matchAll(/<link rel="(?:stylesheet|modulepreload)" crossorigin href="[^"]+">/g)];
    const last = links.at(-1);
    const at = last ? last.index + last[0].length : out.indexOf('</head>');
    out = `${out.slice(0, at)}\n    ${newRoute.join('\n    ')}${out.slice(at)}`;
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--dist');
  const dist = path.resolve(at > 0 ? process.argv[at + 1] : process.env.DIST_DIR || 'dist');
  const manifest = readManifest(dist);
  let changed = 0;
  const files = htmlFiles(dist);
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const route = /<div id="root" data-route="([^"]*)"/.exec(html)?.[1];
    const locale = /<html lang="(ko|en)"/.exec(html)?.[1] ?? 'ko';
    // A page without a prerendered route (the SPA template) gets nothing here.
    const page = route === undefined || path.basename(file) === '404.html' ? null : pageForRoute(route);
    const next = addHeadTags(html, headTags(dist, { page, locale, path: route }, manifest));
    if (next !== html) {
      writeFileSync(file, next);
      changed += 1;
    }
  }
  console.log(
    `preload-assets: route CSS/JS, UI catalog and articles named in ${changed} of ${files.length} HTML files`,
  );
}
