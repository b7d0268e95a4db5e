// Size budget (issue 7): the JavaScript the home page needs before it is interactive must stay
// within 80 KB gzip, and the date picker, the carousel and the video player must not be part of it.
//
// "Home's initial JS" = the client entry chunk + every chunk it imports statically (what the HTML
// modulepreloads) + the home route's lazy chunk + every chunk that one imports statically. Chunks
// are read from the build manifest (`build.manifest: true` → <dist>-meta/manifest.json) and each
// file is gzipped on its own with node:zlib at level 9 (what a static host's precompression uses).
// The page language's UI catalog and article list are dynamic imports the first render waits for:
// they are counted too, for the language whose pair is heavier (the worst case a visitor gets).
//
//   node scripts/size-budget.mjs [--dist dist] [--budget 80] [--target KB]   (DIST_DIR also works)
//
// --budget fails the run when exceeded. --target is the goal when the budget is still a ratchet
// above it (issue 7's 80 KB is not met yet): a miss is printed on every run but does not fail.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { manifestPathFor, sourceMapPathFor } from './build-meta.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const dist = path.resolve(option('dist', process.env.DIST_DIR || 'dist'));
const budgetKb = Number(option('budget', '80'));
const targetKb = Number(option('target', String(budgetKb)));

/** Code that must only load where it is used (module ids from the source maps, or a text signature). */
const forbidden = [
  { name: 'react-day-picker (date picker)', source: /node_modules\/react-day-picker\//, text: /\brdp-root\b/ },
  { name: 'embla-carousel (carousel)', source: /node_modules\/embla-carousel/, text: /\bemblaApi\b|embla__/ },
  {
    name: 'YouTube player adapter',
    source: /src\/lib\/video\/youtubeAdapter|src\/lib\/video\/youtube/,
    text: /youtube(-nocookie)?\.com\/iframe_api/,
  },
];

const manifestFile = manifestPathFor(dist);
if (!existsSync(manifestFile)) {
  console.error(`✗ size budget: ${path.relative(process.cwd(), manifestFile)} is missing.`);
  console.error(
    '  Build first (npm run build); vite.config.ts must set build.manifest: true (scripts/build-meta.mjs).',
  );
  process.exit(1);
}
/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const entries = Object.entries(manifest);

const entryKey =
  entries.find(([key, chunk]) => chunk.isEntry && key.endsWith('index.html'))?.[0] ??
  entries.find(([, chunk]) => chunk.isEntry)?.[0];
const homeKey = entries.find(([key]) => /(^|\/)src\/pages\/HomePage\/(index|HomePage)\.tsx?$/.test(key))?.[0];
if (!entryKey || !homeKey) {
  console.error(
    `✗ size budget: cannot find the ${entryKey ? 'HomePage route chunk' : 'client entry'} in the manifest.`,
  );
  process.exit(1);
}

/** Chunk keys reachable from `key` through static imports, with the role that first reached them. */
const rows = new Map();
const walk = (key, role) => {
  if (rows.has(key) || !manifest[key]) return;
  rows.set(key, role);
  for (const child of manifest[key].imports ?? []) walk(child, role === 'entry' ? 'entry import' : `${role} import`);
};
walk(entryKey, 'entry');
walk(homeKey, 'home route');

const measure = (file) => {
  const code = readFileSync(path.join(dist, file));
  return { raw: code.length, gzip: gzipSync(code, { level: 9 }).length, code: code.toString('utf8') };
};

// Language data loaded before the first render (src/main.tsx awaits both): per language, the UI
// catalog and the article list; the heavier language's pair is counted.
const languageData = [...new Set([...rows.keys()].flatMap((key) => manifest[key].dynamicImports ?? []))]
  .map((key) => {
    const match =
      /locales\/([^/]+)\/messages\.(po|js|ts)$/.exec(key) ?? /^virtual:content\/articles\/([^/]+)$/.exec(key);
    return match ? { key, locale: match[1], kind: key.startsWith('virtual:') ? 'articles' : 'UI catalog' } : null;
  })
  .filter(Boolean);
const perLocale = new Map();
for (const item of languageData) perLocale.set(item.locale, [...(perLocale.get(item.locale) ?? []), item]);
const weight = (items) => items.reduce((sum, item) => sum + measure(manifest[item.key].file).gzip, 0);
const [heaviest] = [...perLocale.entries()].sort((a, b) => weight(b[1]) - weight(a[1]));
if (!heaviest || heaviest[1].length < 2) {
  console.error('✗ size budget: cannot find the UI catalog and the article list of each language in the manifest.');
  process.exit(1);
}
for (const item of heaviest[1]) walk(item.key, `${item.locale} ${item.kind} (before first render)`);
const kb = (bytes) => (bytes / 1024).toFixed(1);

const problems = [];
const table = [];
let total = 0;
for (const [key, role] of rows) {
  const { file } = manifest[key];
  const { raw, gzip, code } = measure(file);
  total += gzip;
  table.push([file, role, kb(raw), kb(gzip)]);
  // Hidden source maps, kept outside the deploy folder (scripts/build-meta.mjs).
  const mapFile = sourceMapPathFor(dist, file);
  const sources = existsSync(mapFile) ? JSON.parse(readFileSync(mapFile, 'utf8')).sources.join('\n') : null;
  for (const rule of forbidden) {
    const hit = sources ? rule.source.test(sources) : rule.text.test(code);
    if (hit) problems.push(`${rule.name} is in home's initial JS (${file}, reached as ${role})`);
  }
}

const header = ['file', 'role', 'raw KB', 'gzip KB'];
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
const line = (cells) =>
  `| ${cells.map((c, i) => (i >= 2 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ')} |`;
console.log(`Home initial JS (${path.relative(process.cwd(), dist) || '.'}, gzip level 9 per file)\n`);
console.log(line(header));
console.log(`|${widths.map((w, i) => (i >= 2 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`);
for (const row of table) console.log(line(row));
console.log(line(['total', '', '', kb(total)]));
for (const [locale, items] of perLocale)
  if (locale !== heaviest[0])
    console.log(
      `  the ${locale} page loads ${items.map((i) => i.kind).join(' and ')} of ${kb(weight(items))} KB gzip instead`,
    );

if (total > budgetKb * 1024)
  problems.push(
    `home initial JS is ${kb(total)} KB gzip, over the ${budgetKb} KB budget by ${kb(total - budgetKb * 1024)} KB`,
  );
if (problems.length > 0) {
  for (const problem of problems) console.error(`✗ ${problem}`);
  process.exit(1);
}
if (total > targetKb * 1024)
  console.warn(
    `\n! target missed: home initial JS is ${kb(total)} KB gzip, ${kb(total - targetKb * 1024)} KB over the ${targetKb} KB target (the ${budgetKb} KB budget is a ratchet until the target is met)`,
  );
console.log(`\n✓ home initial JS ${kb(total)} KB gzip ≤ ${budgetKb} KB; no date picker, carousel or player code`);
