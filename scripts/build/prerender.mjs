#!/usr/bin/env node
/**
 * Prerenders every route of the site (step 2 of `npm run build`, after the client build):
 *
 *   DIST_DIR=dist node scripts/build/prerender.mjs
 *
 * 1. builds src/entry-server.tsx with Vite's SSR build (same config and plugins as the client, so
 *    vanilla-extract gives the same class names) into node_modules/.cache/prerender/<dist>/;
 * 2. renders each SPEC route three times — /ko/<route>, /en/<route> and the unprefixed x-default
 *    route (Korean, with the §1 start-rule script first in <head>) — into <dist>/<path>/index.html,
 *    using the client build's <dist>/index.html as the template (its assets, fonts and preloads);
 * 3. writes <dist>/404.html (not-found page, start-rule script, noindex), <dist>/ko/404.html and
 *    <dist>/en/404.html (the same in each language), sitemap.xml and robots.txt.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { readManifest } from './build-meta.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const distDir = path.resolve(root, process.env.DIST_DIR || 'dist');
const cacheName = distDir.replace(/[^a-zA-Z0-9]+/g, '_');
// Inside node_modules so the server bundle resolves its external packages from the project.
const ssrDir = path.join(root, 'node_modules/.cache/prerender', cacheName);

const started = performance.now();
const templatePath = path.join(distDir, 'index.html');
// The client build's index.html is the template; the prerendered home replaces it, so a copy is
// kept (next to the server build) for a second run without a client rebuild.
const templateCopy = path.join(ssrDir, '..', `${cacheName}.template.html`);
const ROOT = '<div id="root"></div>';
if (!fs.existsSync(templatePath)) {
  console.error(`prerender: ${templatePath} is missing — run the client build (vite build) first.`);
  process.exit(1);
}
let template = fs.readFileSync(templatePath, 'utf8');
if (template.includes(ROOT)) {
  fs.mkdirSync(path.dirname(templateCopy), { recursive: true });
  fs.writeFileSync(templateCopy, template);
} else if (fs.existsSync(templateCopy)) {
  template = fs.readFileSync(templateCopy, 'utf8');
} else {
  console.error(`prerender: ${templatePath} has no empty ${ROOT} — rebuild the client (vite build).`);
  process.exit(1);
}

await build({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  // A development client build (for React's detailed hydration warnings) needs a development
  // server build too: vanilla-extract names classes differently per mode.
  mode: process.env.PRERENDER_MODE || 'production',
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: false,
    target: 'node20',
    rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
});

const server = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);
const {
  render,
  prerenderRoutes,
  pageModuleOf,
  sectionModulesOf,
  localizedPath,
  urlPathKey,
  startRuleScript,
  earlyInputScript,
  bootScript,
  siteOrigin,
  locales,
  RENDERED_DAY_ATTRIBUTE,
} = server;

const SSR_STYLES_HREF = '__SSR_STYLES_HREF__';
/** The SPEC route of a URL path (without its /ko or /en prefix). */
const splitRoute = (urlPath) => urlPath.replace(/^\/(ko|en)(?=\/|$)/, '') || '/';
const escapeAttribute = (value) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

// No inline style attribute may reach the HTML (the CSP has no 'unsafe-inline' for styles), yet
// components and libraries render some (animation delays, CSS variables, Radix's outline:none).
// Each `style="…"` becomes `data-ssr-style="…"`, matched by an !important rule (as strong as the
// inline style was) in one external stylesheet; before hydrating, the client moves the value back
// into element.style through the CSSOM, which the CSP allows (src/prerender/restoreStyles.ts).
const ssrStyles = new Set();
const decodeEntities = (value) =>
  value.replace(/&(quot|amp|lt|gt|#x27|#39);/g, (_, name) => ({ quot: '"', amp: '&', lt: '<', gt: '>' })[name] ?? "'");
function moveInlineStyles(html) {
  return html.replace(/ style="([^"]*)"/g, (_, value) => {
    ssrStyles.add(decodeEntities(value));
    return ` data-ssr-style="${value}"`;
  });
}
const cssString = (value) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`).replace(/\n/g, '\\a ')}"`;
function ssrStyleSheet() {
  return [...ssrStyles]
    .sort()
    .map((style) => {
      const declarations = style
        .split(';')
        .map((declaration) => declaration.trim())
        .filter(Boolean)
        .map((declaration) => `${declaration} !important`)
        .join(';');
      return `[data-ssr-style=${cssString(style)}]{${declarations}}`;
    })
    .join('\n');
}

// The client build's manifest: a page's chunk, the chunks it imports and all their CSS go into
// its head, so the prerendered page is styled at first paint (no layout shift, and the same with
// JavaScript off) and its code is fetched in parallel. CSS of chunks the page may load later
// (dynamic imports) is linked too: it is small, and it covers parts rendered on the server.
// (<dist>-meta/manifest.json: scripts/build/build-meta.mjs; it is not deployed.)
const manifest = readManifest(distDir);
function pageAssets(route) {
  const key = pageModuleOf(route);
  if (!key) return '';
  if (!manifest[key]) throw new Error(`prerender: ${key} is not in the client manifest`);
  const css = new Set();
  const preload = new Set();
  const visit = (name, isStatic, seen = new Set()) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name) || chunk.isEntry) return;
    seen.add(name);
    if (isStatic) preload.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const next of chunk.imports ?? []) visit(next, isStatic, seen);
    for (const next of chunk.dynamicImports ?? []) visit(next, false, seen);
  };
  visit(key, true);
  // The route's lazy sections (src/components/LazySection/lazySection.tsx): prerendered, so their CSS is linked like
  // the page's; their JS loads after hydration, never modulepreloaded.
  for (const section of sectionModulesOf(route)) {
    if (!manifest[section]) throw new Error(`prerender: ${section} is not in the client manifest`);
    visit(section, false);
  }
  const links = [
    ...[...preload]
      .filter((file) => !template.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...[...css]
      .filter((file) => !template.includes(`/${file}"`))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ];
  return links.join('\n    ');
}

/** The template with this page's <html> attributes, head and prerendered #root. */
function page({ html, headHtml, lang, htmlClass, day }, { route, startRule }) {
  const assets = pageAssets(splitRoute(route));
  let out = template
    .replace(/<html lang="[^"]*">/, `<html lang="${lang}" class="${escapeAttribute(htmlClass)}">`)
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/(<meta name="viewport"[^>]*>)/, `$1\n    ${headHtml}`)
    .replace(
      ROOT,
      `<div id="root" data-route="${escapeAttribute(route)}" data-lang="${lang}" ${RENDERED_DAY_ATTRIBUTE}="${day}">${moveInlineStyles(html)}</div>`,
    );
  out = out.replace(
    '</head>',
    `  ${assets ? `${assets}\n    ` : ''}<link rel="stylesheet" href="${SSR_STYLES_HREF}">\n  </head>`,
  );
  // Right after <meta charset>, before any stylesheet (an inline script after one waits for it):
  // the start rule on x-default pages, then on every page the listener that keeps a press made
  // before hydration (src/prerender/earlyInputScript.ts).
  const scripts = [...(startRule ? [startRuleScript] : []), earlyInputScript];
  out = out.replace(
    /(<meta charset="[^"]*"\s*\/?>)/i,
    `$1${scripts.map((script) => `\n    <script>${script}</script>`).join('')}`,
  );
  return deferScripts(out);
}

/**
 * The page's code starts after the page has loaded (src/prerender/bootScript.ts): Vite's module
 * script and every modulepreload become one inline boot script, right after the early-input
 * listener and before the stylesheets, that names the entry and the modules to fetch with it.
 */
function deferScripts(html) {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('prerender: the template has no module script to defer');
  const modules = [];
  let out = html
    .replace(entry[0], '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href) => {
      modules.push(href);
      return '';
    });
  const boot = `<script id="nuri-boot" data-entry="${entry[1]}" data-modules="${modules.join(' ')}">${bootScript}</script>`;
  const early = `<script>${earlyInputScript}</script>`;
  if (!out.includes(early)) throw new Error('prerender: no early-input script to put the boot script after');
  out = out.replace(early, `${early}\n    ${boot}`);
  return out;
}

/**
 * The files of one URL, named so `vite preview` and ordinary static hosts serve it without a
 * rewrite: `/about` → about.html; a path ending in a slash (`/`, `/ko/`, `/services/`) →
 * <path>/index.html plus <path>.html for the same path without the slash. Folder and file names
 * are the decoded path (a host decodes `%20` to a space before looking the file up).
 */
function filesFor(urlPath) {
  const decoded = decodeURI(urlPath);
  if (!decoded.endsWith('/')) return [path.join(distDir, `${decoded}.html`)];
  const files = [path.join(distDir, decoded, 'index.html')];
  if (decoded !== '/') files.push(path.join(distDir, `${decoded.slice(0, -1)}.html`));
  return files;
}

function write(file, content) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

const routes = prerenderRoutes();
const variants = [...locales, 'x-default'];
const pages = [];
for (const route of routes) {
  for (const variant of variants) {
    const url = localizedPath(route, variant);
    const result = await render(url);
    pages.push({ files: filesFor(url), result, route: urlPathKey(url), startRule: variant === 'x-default' });
  }
}
// Unknown paths: the not-found page (noindex). /ko/404.html and /en/404.html in their language, with
// links inside it (a host that serves the nearest 404.html — Cloudflare Pages, `vite preview` here
// through scripts/vite-plugins/vite-plugin-preview-not-found.ts — shows /en/nope in English, also without
// JavaScript); /404.html for every other path (Korean + start rule). The client renders the real
// path's page over it.
for (const locale of locales) {
  const result = await render(`/${locale}/404`, { indexable: false });
  pages.push({ files: [path.join(distDir, locale, '404.html')], result, route: `/${locale}/404`, startRule: false });
}
const notFound = await render('/404', { indexable: false });
pages.push({ files: [path.join(distDir, '404.html')], result: notFound, route: '/404', startRule: true });

// The pages' inline styles (collected while the pages are assembled), as one hashed stylesheet.
const assembled = pages.map(({ files, result, route, startRule }) => ({
  files,
  html: page(result, { route, startRule }),
}));
const css = `${ssrStyleSheet()}\n`;
const cssName = `assets/prerender-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
write(path.join(distDir, cssName), css);
let count = 0;
for (const { files, html } of assembled) {
  for (const file of files) write(file, html.replace(SSR_STYLES_HREF, `/${cssName}`));
  count += files.length;
}

// sitemap.xml: every /ko and /en URL with its alternates (ko, en, x-default).
const alternates = (route) =>
  [...locales, 'x-default']
    .map(
      (variant) =>
        `    <xhtml:link rel="alternate" hreflang="${variant}" href="${siteOrigin}${localizedPath(route, variant)}"/>`,
    )
    .join('\n');
const urls = routes.flatMap((route) =>
  locales.map(
    (locale) => `  <url>\n    <loc>${siteOrigin}${localizedPath(route, locale)}</loc>\n${alternates(route)}\n  </url>`,
  ),
);
write(
  path.join(distDir, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
);
write(path.join(distDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteOrigin}/sitemap.xml\n`);

console.log(
  `prerender: ${routes.length} routes × ko, en, x-default + 404 × 3 → ${count} HTML files, sitemap.xml (${urls.length} URLs), robots.txt → ${path.relative(root, distDir) || distDir} in ${Math.round(performance.now() - started)} ms`,
);
