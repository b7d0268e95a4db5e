// Size budget (issue 7): the JavaScript the home page needs before it is interactive must stay
// within 80 KB gzip, and the date picker, the carousel and the video player must not be part of it.
//
// "Home's initial JS" = the client entry chunk + every chunk it imports statically (what the HTML
// modulepreloads) + the home route's lazy chunk + every chunk that one imports statically. Chunks
// are read from the build manifest (`build.manifest: true` → <dist>/.vite/manifest.json) and each
// file is gzipped on its own with node:zlib at level 9 (what a static host's precompression uses).
// The UI catalog is a dynamic import loaded before the first render: it is shown below the table
// for information and counted only with --with-catalog.
//
//   node scripts/size-budget.mjs [--dist dist] [--budget 80] [--target KB] [--with-catalog]   (DIST_DIR also works)
//
// --budget fails the run when exceeded. --target is the goal when the budget is still a ratchet
// above it (issue 7's 80 KB is not met yet): a miss is printed on every run but does not fail.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const dist = path.resolve(option('dist', process.env.DIST_DIR || 'dist'));
const budgetKb = Number(option('budget', '80'));
const targetKb = Number(option('target', String(budgetKb)));
const withCatalog = args.includes('--with-catalog');

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

const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`✗ size budget: ${path.relative(process.cwd(), manifestFile)} is missing.`);
  console.error('  Build first (npm run build); vite.config.ts must set build.manifest: true.');
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

const catalogs = [...new Set([...rows.keys()].flatMap((key) => manifest[key].dynamicImports ?? []))].filter((key) =>
  /locales\/[^/]+\/messages\.(po|js|ts)$/.test(key),
);
if (withCatalog) for (const key of catalogs.filter((k) => k.includes('/ko/'))) walk(key, 'catalog (ko)');

const measure = (file) => {
  const code = readFileSync(path.join(dist, file));
  return { raw: code.length, gzip: gzipSync(code, { level: 9 }).length, code: code.toString('utf8') };
};
const kb = (bytes) => (bytes / 1024).toFixed(1);

const problems = [];
const table = [];
let total = 0;
for (const [key, role] of rows) {
  const { file } = manifest[key];
  const { raw, gzip, code } = measure(file);
  total += gzip;
  table.push([file, role, kb(raw), kb(gzip)]);
  const mapFile = path.join(dist, `${file}.map`);
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
if (!withCatalog)
  for (const key of catalogs) {
    const { gzip } = measure(manifest[key].file);
    const locale = /locales\/([^/]+)\//.exec(key)?.[1];
    console.log(
      `  not counted: ${manifest[key].file} (${locale} UI catalog, loaded before first render) ${kb(gzip)} KB gzip`,
    );
  }

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
