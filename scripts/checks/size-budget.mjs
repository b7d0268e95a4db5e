// Size budget: per route group, the JavaScript a page needs before it is interactive is
// React's own floor plus at most 30 KB gzip of ours; the date picker, the carousel and the video
// player are never part of it.
//
// "Initial JS" of a route group = the client entry chunk + every chunk it imports statically (what
// the boot script fetches with it) + the group's lazy page chunk + every chunk that one imports statically
// + the language data its first render waits for (the UI catalog `src/main.tsx` awaits; the article
// list on a page that shows it: `withArticles` in the route registry, src/app/routeTable.ts; for an article its body
// (the heaviest one) and its language's body loaders; for a contact or services page its feature
// catalog: the registry's `catalogs`; for a policy page its text: `pageTextKeys`), counted
// for the heavier language. Chunks come from the build manifest
// (`build.manifest: true` → <dist>-meta/manifest.json); each file is gzipped on its own with
// node:zlib at level 9 (what a static host's precompression uses).
//
// The floor is measured, not assumed: react + react-dom/client (+ scheduler, which it imports),
// bundled and minified by Vite's own build (the same bundler and minifier as the site's) and
// gzipped the same way, so a React upgrade moves it. "Ours" = total − floor. The measurement is
// cached in node_modules/.cache/size-budget/ by the lockfile's react, react-dom, scheduler, vite and
// rolldown versions and the measuring code's hash (scripts/checks/size-floor.mjs); delete the folder to
// measure again.
//
//   node scripts/checks/size-budget.mjs [--dist dist] [--ratchets scripts/checks/size-ratchets.json] [--ours-target 30]
//                                [--write-ratchets] [--json <file>]   (DIST_DIR also works)
//
// Fails when a group's "ours" is over its ratchet (scripts/checks/size-ratchets.json, KB gzip), or when a
// forbidden library is in a group's initial JS. A group over the 30 KB target is printed on every
// run; the ratchets come down as the groups get lighter (--write-ratchets sets them to today + 0.5 KB).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { manifestPathFor, sourceMapPathFor } from '../build/build-meta.mjs';
import { pageTextKeys, readPageCatalogs, readPagesWithArticles, readRouteTable } from '../build/route-table.mjs';
import { cachedFloor, gzipSize as gzip } from './size-floor.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const dist = path.resolve(option('dist', process.env.DIST_DIR || 'dist'));
const ratchetFile = path.resolve(option('ratchets', 'scripts/checks/size-ratchets.json'));
const oursTargetKb = Number(option('ours-target', '30'));
const writeRatchets = args.includes('--write-ratchets');
/** The pages of the route registry (src/app/routeTable.ts). */
const routeRows = readRouteTable();
/** The feature catalogs a page's first render waits for besides the UI catalog (the registry's `catalogs`). */
const pageCatalogs = readPageCatalogs(routeRows);
/** The pages whose first render waits for the article list (the registry's `withArticles`). */
const pagesWithArticles = readPagesWithArticles(routeRows);

/** What a group's first render waits for beyond its page's chunk and catalogs, by page. */
const pageData = {
  ArticleDetailPage: {
    // The loaders of the language's bodies, and the heaviest single body (each is its own chunk).
    data: /^virtual:content\/article-bodies\/([^/]+)$/,
    oneOf: /^virtual:content\/article-body\/([^/]+)\/\d+$/,
  },
};

/**
 * The route groups: each page of the route registry, by its name, with the lazy page chunk it
 * renders, and the not-found page (the entry's own).
 */
const groups = [
  ...routeRows.map((row) => ({
    name: row.name,
    routes: row.patterns.join(' '),
    page: row.page,
    ...pageData[row.page],
  })),
  { name: '404', routes: 'any unknown path', page: null },
];

/** Code that must only load where it is used (module ids from the source maps, or a text signature). */
const forbidden = [
  { name: 'react-day-picker (date picker)', source: /node_modules\/react-day-picker\//, text: /\brdp-root\b/ },
  { name: 'embla-carousel (carousel)', source: /node_modules\/embla-carousel/, text: /\bemblaApi\b|embla__/ },
  {
    name: 'YouTube player adapter',
    source: /src\/videoPlayer\/youtubeAdapter/,
    text: /youtube(-nocookie)?\.com\/iframe_api/,
  },
  // Articles and notices are sanitised when the site is built (TrustedHtml); DOMPurify in the
  // browser is for the alert dialogs, which load on first use.
  { name: 'DOMPurify (run-time sanitiser)', source: /node_modules\/dompurify\//, text: /\bremoveHook\b/ },
  // Storybook's stand-in player: outside the video player's entry (src/videoPlayer/index.ts), so only
  // stories and tests import it (a top-level read of the theme in it, when the entry exported it,
  // once brought the whole theme into VideoEmbed's chunk).
  {
    name: "Storybook's stand-in video player",
    source: /src\/videoPlayer\/fakePlayerAdapter/,
    text: /#state\{font-weight/,
  },
];

/**
 * Code that only some pages (or nothing before interaction) use, kept out of the entry every page
 * waits for. Each came in once through an index that re-exports it (src/hooks, TextLink's, src/i18n):
 * the entry's `$initial` group takes every module an entry module imports, used there or not.
 */
const notInEntry = [
  { name: 'lucide-react (icons)', source: /node_modules\/lucide-react\// },
  { name: 'TextLink', source: /src\/components\/TextLink\/TextLink\.tsx/ },
  { name: 'the loading overlay', source: /src\/components\/LoadingOverlay\/LoadingOverlay\.tsx/ },
  {
    name: 'the page hooks (End key, focus below the fold, scroll position)',
    source: /src\/hooks\/use(EndKeyReachesEnd|FocusBelowFold|ScrollY)\.ts/,
  },
  { name: 'localize / useLocale', source: /src\/i18n\/(localize|useLocale)\.tsx?/ },
];

const kb = (bytes) => (bytes / 1024).toFixed(1);

const manifestFile = manifestPathFor(dist);
if (!existsSync(manifestFile)) {
  console.error(`✗ size budget: ${path.relative(process.cwd(), manifestFile)} is missing.`);
  console.error(
    '  Build first (npm run build); vite.config.ts must set build.manifest: true (scripts/build/build-meta.mjs).',
  );
  process.exit(1);
}
/** @type {Record<string, {file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const entries = Object.entries(manifest);
const entryKey =
  entries.find(([key, chunk]) => chunk.isEntry && key.endsWith('index.html'))?.[0] ??
  entries.find(([, chunk]) => chunk.isEntry)?.[0];
if (!entryKey) {
  console.error('✗ size budget: cannot find the client entry in the manifest.');
  process.exit(1);
}

const measured = new Map();
const measure = (file) => {
  if (!measured.has(file)) {
    const code = readFileSync(path.join(dist, file));
    measured.set(file, { gzip: gzip(code), code: code.toString('utf8') });
  }
  return measured.get(file);
};

/** Chunk keys reachable from `keys` through static imports. */
const closure = (keys) => {
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) walk(child);
  };
  keys.forEach(walk);
  return seen;
};
const weightOf = (keys) => [...closure(keys)].reduce((sum, key) => sum + measure(manifest[key].file).gzip, 0);

/** Per language, the manifest keys matching `pattern` (its first capture group is the locale). */
const languageKeys = (...patterns) => {
  const byLocale = new Map();
  for (const key of Object.keys(manifest)) {
    const locale = patterns.map((pattern) => pattern.exec(key)?.[1]).find(Boolean);
    if (locale) byLocale.set(locale, [...(byLocale.get(locale) ?? []), key]);
  }
  return byLocale;
};
// The UI catalog `src/main.tsx` awaits before the first render of every page, and the article list
// a page that shows articles waits for (`pagesWithArticles`).
const firstRenderData = languageKeys(/locales\/([^/]+)\/messages\.(?:po|js|ts)$/);
const articleLists = languageKeys(/^virtual:content\/articles\/([^/]+)$/);
if (
  firstRenderData.size === 0 ||
  [...firstRenderData.keys()].some((locale) => firstRenderData.get(locale)?.length !== 1 || !articleLists.has(locale))
) {
  console.error('✗ size budget: cannot find the UI catalog and the article list of each language in the manifest.');
  process.exit(1);
}

/**
 * Forbidden code a group still has in its initial JS, to be loaded on first use: printed
 * on every run, not failing; anything else forbidden fails, and so does an entry here that is fixed.
 */
/** @type {Record<string, string[]>} */
const knownMisses = {};

// Measured once per React / Vite version and measuring code (scripts/checks/size-floor.mjs), then cached.
const floorResult = await cachedFloor({
  lockfile: fileURLToPath(new URL('../../package-lock.json', import.meta.url)),
  cacheDir: fileURLToPath(new URL('../../node_modules/.cache/size-budget', import.meta.url)),
});
const floor = floorResult.bytes;
const ratchets = existsSync(ratchetFile) ? JSON.parse(readFileSync(ratchetFile, 'utf8')) : {};
const problems = [];
{
  const mapFile = sourceMapPathFor(dist, manifest[entryKey].file);
  if (existsSync(mapFile)) {
    const sources = JSON.parse(readFileSync(mapFile, 'utf8')).sources.join('\n');
    for (const rule of notInEntry) {
      if (rule.source.test(sources))
        problems.push(`${rule.name} is in the entry chunk: import it where it is used, from its own file`);
    }
  } else problems.push(`no source map for the entry (${mapFile}): cannot check what it holds`);
}
// React's CommonJS factories are function expressions that V8 compiles while the file downloads
// (scripts/vite-plugins/vite-plugin-eager-factories.ts), not arrows it compiles on the main thread when they run:
// minified, `t=e((function(e){…}))` and never `t=e((e=>{…}))`.
{
  const reactFiles = [...closure([entryKey])]
    .map((key) => manifest[key].file)
    .filter((file) => {
      const mapFile = sourceMapPathFor(dist, file);
      return existsSync(mapFile) && /node_modules\/react-dom\//.test(readFileSync(mapFile, 'utf8'));
    });
  if (reactFiles.length === 0) problems.push('no initial chunk holds react-dom (by the source maps)');
  for (const file of reactFiles) {
    const { code } = measure(file);
    if (/=[\w$]+\(\((?:[\w$]+|\([\w$,]*\))=>\{/.test(code) || !/[\w$]\(\(function\(/.test(code))
      problems.push(
        `${file}: React's CommonJS factories are arrows, compiled on the main thread (eagerFactoriesPlugin)`,
      );
  }
}
const misses = [];
const rows = [];
const nextRatchets = {};
for (const group of groups) {
  const pageKey = group.page
    ? Object.keys(manifest).find((key) =>
        new RegExp(`(^|/)src/pages/${group.page}/(index|${group.page})\\.tsx?$`).test(key),
      )
    : null;
  if (group.page && !pageKey) {
    problems.push(`${group.name}: the ${group.page} route chunk is not in the manifest`);
    continue;
  }
  const code = [entryKey, ...(pageKey ? [pageKey] : [])];
  // The heavier language's data (the worst case a visitor gets).
  // The group's own data (first capture group: the locale) and its page's feature catalogs.
  const catalogs = (pageCatalogs[group.page] ?? []).map(
    (name) => new RegExp(`locales/([^/]+)/${name}\\.(?:po|js|ts)$`),
  );
  const dataPatterns = [...(group.data ? [group.data] : []), ...catalogs];
  const extra = dataPatterns.length > 0 ? languageKeys(...dataPatterns) : new Map();
  if (catalogs.length > 0 && [...firstRenderData.keys()].some((locale) => !extra.has(locale)))
    problems.push(`${group.name}: the ${pageCatalogs[group.page].join(', ')} catalog is not in the manifest`);
  // `oneOf`: a page loads one of these (an article its own body): the heaviest counts.
  const choices = group.oneOf ? languageKeys(group.oneOf) : new Map();
  if (group.oneOf && [...firstRenderData.keys()].some((locale) => !choices.has(locale)))
    problems.push(`${group.name}: no ${group.oneOf} in the manifest`);
  const heaviestOf = (keys = []) => [...keys].sort((a, b) => weightOf([b]) - weightOf([a])).slice(0, 1);
  const hits = new Set();
  const perLocale = [...firstRenderData.keys()].map((locale) => [
    ...code,
    ...(firstRenderData.get(locale) ?? []),
    ...(pagesWithArticles.includes(group.page) ? (articleLists.get(locale) ?? []) : []),
    ...(extra.get(locale) ?? []),
    ...heaviestOf(choices.get(locale)),
    // A policy page's text in its language (src/content/policies).
    ...(pageKey ? pageTextKeys(manifest, pageKey, locale) : []),
  ]);
  const heaviest = perLocale.sort((a, b) => weightOf(b) - weightOf(a))[0];
  const keys = closure(heaviest);
  let total = 0;
  for (const key of keys) {
    const { file } = manifest[key];
    const { gzip: size, code: text } = measure(file);
    total += size;
    const mapFile = sourceMapPathFor(dist, file);
    const sources = existsSync(mapFile) ? JSON.parse(readFileSync(mapFile, 'utf8')).sources.join('\n') : null;
    for (const rule of forbidden) {
      if (sources ? rule.source.test(sources) : rule.text.test(text)) hits.add(rule.name);
    }
  }
  const known = knownMisses[group.name] ?? [];
  for (const hit of hits) {
    if (known.includes(hit)) misses.push(`${group.name} loads ${hit} before interaction`);
    else problems.push(`${hit} is in the initial JS of ${group.name}`);
  }
  for (const fixed of known.filter((name) => !hits.has(name)))
    problems.push(`${group.name} no longer loads ${fixed} early: remove it from knownMisses`);
  const ours = total - floor;
  const ratchet = ratchets[group.name];
  nextRatchets[group.name] = Math.ceil((ours / 1024 + 0.5) * 10) / 10;
  rows.push([
    group.name,
    group.routes,
    kb(floor),
    kb(ours),
    kb(total),
    ratchet === undefined ? '–' : ratchet.toFixed(1),
  ]);
  if (ratchet === undefined && !writeRatchets)
    problems.push(`${group.name}: no ratchet in ${path.relative(process.cwd(), ratchetFile)}`);
  else if (ratchet !== undefined && ours > ratchet * 1024 && !writeRatchets)
    problems.push(
      `${group.name}: ${kb(ours)} KB gzip of ours, over its ${ratchet} KB ratchet by ${kb(ours - ratchet * 1024)} KB`,
    );
  if (ours > oursTargetKb * 1024) misses.push(`${group.name} ${kb(ours - oursTargetKb * 1024)} KB over`);
}

const header = ['route group', 'routes', 'floor KB', 'ours KB', 'total KB', 'ratchet (ours)'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
const line = (cells) =>
  `| ${cells.map((c, i) => (i >= 2 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ')} |`;
console.log(`Initial JS per route group (${path.relative(process.cwd(), dist) || '.'}, gzip level 9 per file)\n`);
console.log(line(header));
console.log(`|${widths.map((w, i) => (i >= 2 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`);
for (const row of rows) console.log(line(row));
const { versions } = floorResult;
console.log(
  `\nfloor = react ${versions.react} + react-dom/client ${versions['react-dom']} (+ scheduler ${versions.scheduler}), minified by Vite ${versions.vite}'s build (${floorResult.cached ? 'cached in node_modules/.cache/size-budget/' : 'measured now, then cached'}); ours = total − floor; target: ours ≤ ${oursTargetKb} KB`,
);

// --json <file>: the same numbers for other scripts (npm run bench puts floor and ours beside each route).
const jsonFile = option('json', '');
if (jsonFile) {
  const groupsOut = rows.map(([name, routes, , ours, total]) => ({
    name,
    routes,
    ours: Number(ours),
    total: Number(total),
  }));
  writeFileSync(jsonFile, `${JSON.stringify({ floor: Number(kb(floor)), groups: groupsOut }, null, 2)}\n`);
}

if (writeRatchets) {
  writeFileSync(ratchetFile, `${JSON.stringify(nextRatchets, null, 2)}\n`);
  console.log(`wrote ${path.relative(process.cwd(), ratchetFile)} (today's "ours" + 0.5 KB per group)`);
}
if (problems.length > 0) {
  for (const problem of problems) console.error(`✗ ${problem}`);
  process.exit(1);
}
if (misses.length > 0)
  console.warn(
    `\n! target missed: ${misses.join('; ')} (target: ours ≤ ${oursTargetKb} KB, pickers and carousels on first use)`,
  );
console.log(`\n✓ every route group within its ratchet (ours, KB gzip); no other forbidden code before interaction`);
