// npm run bench — Lighthouse (12.8.2, mobile preset: Moto G Power emulation, simulated slow 4G and 4× CPU)
// in Debian Chromium on every route of the built site in both languages and on a hand-written
// static page with the same home hero (bench/baseline/), printed as ONE markdown table and written
// to reports/bench.md. A benchmark, not a test: it never fails on a missed target, it reports it.
//
//   npm run bench [-- --routes '<glob>[,<glob>]'] [--runs N] [--no-build]
//
// --routes  only the routes whose path matches (with or without the /ko|/en prefix), e.g.
//           '/', '/services/*', '/en/**'. The baseline always runs.
// --runs    N runs per URL; every number in the table is the median of the N (default 1).
// --no-build  measure the existing build in DIST_DIR instead of running `npm run build`.
//
// DIST_DIR (default dist) is the build output; `npm run build` is run with it in the environment.
// The site is built with VITE_SITE_ORIGIN=http://127.0.0.1:4330 unless set, so canonical and
// hreflang URLs point at the server being measured. URLs come from <dist>/sitemap.xml (the /ko/
// and /en/ pages of the prerendered build); without a sitemap (a plain SPA build) the SPEC routes
// are measured with the language forced through Chromium's --lang.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createGzip } from 'node:zlib';
import chromiumArgs from './chromium-args.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log("npm run bench [-- --routes '<glob>[,<glob>]'] [--runs N] [--no-build]   (env DIST_DIR, CHROME_PATH)");
  process.exit(0);
}
const known = new Set(['--routes', '--runs', '--no-build']);
const unknown = args.filter(
  (arg, i) => arg.startsWith('-') && !known.has(arg) && !['--routes', '--runs'].includes(args[i - 1]),
);
if (unknown.length > 0) {
  console.error(`✗ unknown option ${unknown.join(' ')} (see --help)`);
  process.exit(1);
}
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] !== undefined ? args[at + 1] : fallback;
};
const runs = Math.max(1, Number(option('runs', '1')) || 1);
const routeGlobs = option('routes', '')
  .split(',')
  .map((glob) => glob.trim())
  .filter(Boolean);
const dist = path.resolve(root, process.env.DIST_DIR || 'dist');
const sitePort = 4330;
const baselinePort = 4331;
const site = `http://127.0.0.1:${sitePort}`;
const baseline = `http://127.0.0.1:${baselinePort}`;
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const reportsDir = path.join(root, 'reports');
const rawDir = path.join(reportsDir, 'lighthouse');

/** The SPEC §2 routes, for a build without sitemap (no prerender): one URL per screen and service. */
const specRoutes = [
  '/',
  '/about',
  '/services/',
  ...['distribution', 'marketing', 'music', 'video', 'publishing', 'abbeyroad'].map((name) => `/services/${name}`),
  '/articles',
  '/articles/1',
  '/contact',
  '/contact/ETC',
  '/contact/complete',
  '/terms',
  '/notice',
  '/notice/1',
];

const globToRegExp = (glob) =>
  new RegExp(
    `^${glob
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .split('**')
      .map((part) => part.replace(/\*/g, '[^/]*').replace(/\?/g, '.'))
      .join('.*')}$`,
  );
const routeFilters = routeGlobs.map(globToRegExp);
/** A route is kept when its full path or its path without the language prefix matches a glob. */
const wanted = (fullPath, bare) =>
  routeFilters.length === 0 ||
  routeFilters.some((re) => re.test(fullPath) || re.test(bare) || re.test(decodeURI(bare)));

// ---------------------------------------------------------------- build
if (!args.includes('--no-build')) {
  console.log(`Building the site (npm run build, DIST_DIR=${path.relative(root, dist) || '.'})…`);
  const started = Date.now();
  execFileSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DIST_DIR: dist, VITE_SITE_ORIGIN: process.env.VITE_SITE_ORIGIN || site },
  });
  if (!existsSync(path.join(dist, 'index.html')) || statSync(path.join(dist, 'index.html')).mtimeMs < started) {
    console.error(`✗ npm run build did not write ${dist}/index.html (does the build script honour DIST_DIR?)`);
    process.exit(1);
  }
} else if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`✗ --no-build: ${dist}/index.html does not exist; build first.`);
  process.exit(1);
}

// ---------------------------------------------------------------- URL list
/** @type {{ url: string, route: string, language: 'ko' | 'en', forceLang: boolean }[]} */
let targets;
const sitemap = path.join(dist, 'sitemap.xml');
if (existsSync(sitemap)) {
  const locs = [...readFileSync(sitemap, 'utf8').matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => m[1]);
  targets = [...new Set(locs.map((loc) => new URL(loc).pathname + new URL(loc).search))]
    .map((pathname) => {
      const language = /^\/en(\/|$)/.test(pathname) ? 'en' : 'ko';
      const bare = pathname.replace(/^\/(ko|en)(?=\/|$)/, '') || '/';
      return { url: site + pathname, route: bare, fullPath: pathname, language, forceLang: false };
    })
    .filter((t) => wanted(t.fullPath, t.route));
  console.log(`URLs: ${targets.length} from ${path.relative(root, sitemap)}`);
} else {
  targets = specRoutes.flatMap((route) =>
    ['ko', 'en'].map((language) => ({
      url: site + encodeURI(route),
      route,
      fullPath: route,
      language,
      forceLang: true,
    })),
  );
  targets = targets.filter((t) => wanted(t.fullPath, t.route));
  console.log(`URLs: ${targets.length} (no sitemap.xml: SPEC routes, language forced through --lang)`);
}
const baselines = ['ko', 'en'].map((language) => ({
  url: `${baseline}${language === 'en' ? '/en/' : '/'}`,
  route: 'baseline (bench/baseline)',
  language,
  forceLang: false,
}));

// ---------------------------------------------------------------- servers
const portInUse = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
const waitForPort = async (port, ms = 30000) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await portInUse(port)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`nothing listens on port ${port} after ${ms / 1000} s`);
};
for (const port of [sitePort, baselinePort])
  if (await portInUse(port)) {
    console.error(`✗ port ${port} is already in use; stop whatever serves it first.`);
    process.exit(1);
  }

// PREVIEW_MOCK_API=1: the preview answers the API (the contact page's release calendar) like a
// deployment with its API, instead of a 404 that Lighthouse reports as a console error.
const preview = spawn(
  path.join(root, 'node_modules/.bin/vite'),
  ['preview', '--outDir', dist, '--port', String(sitePort), '--strictPort', '--host', '127.0.0.1'],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PREVIEW_MOCK_API: '1' } },
);

// The baseline: bench/baseline/ plus the Pretendard dynamic-subset files from the package, gzipped
// like `vite preview` gzips (so both sides pay the same transfer cost).
const fontDir = path.join(root, 'node_modules/pretendard/dist/web/variable');
const baselineDir = path.join(root, 'bench/baseline');
const types = { '.html': 'text/html', '.css': 'text/css', '.woff2': 'font/woff2', '.svg': 'image/svg+xml' };
const baselineServer = createServer((req, res) => {
  let pathname = decodeURIComponent(new URL(req.url ?? '/', baseline).pathname);
  if (pathname.endsWith('/')) pathname += 'index.html';
  const file = pathname.startsWith('/fonts/')
    ? path.join(fontDir, pathname.slice('/fonts/'.length))
    : path.join(baselineDir, pathname);
  const base = pathname.startsWith('/fonts/') ? fontDir : baselineDir;
  if (!file.startsWith(base) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  const type = types[path.extname(file)] ?? 'application/octet-stream';
  const compress = type.startsWith('text/') && /\bgzip\b/.test(String(req.headers['accept-encoding']));
  res.writeHead(200, {
    'Content-Type': type,
    'Cache-Control': 'no-cache',
    ...(compress ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
  });
  const stream = createReadStream(file);
  (compress ? stream.pipe(createGzip()) : stream).pipe(res);
});
baselineServer.listen(baselinePort, '127.0.0.1');

const stopServers = () => {
  preview.kill('SIGTERM');
  baselineServer.close();
};
process.on('SIGINT', () => (stopServers(), process.exit(130)));

// ---------------------------------------------------------------- Lighthouse
const lighthouseCli = path.join(root, 'node_modules/lighthouse/cli/index.js');
const slug = (t) =>
  t.route === baselines[0].route
    ? `baseline-${t.language}`
    : `${t.url.replace(/^https?:\/\/[^/]+\//, '').replace(/\/+$/, '') || 'home'}-${t.language}`;
const safe = (name) => name.replace(/[^a-zA-Z0-9_-]+/g, '_');

/** One Lighthouse run of `target`; returns the numbers of the table. */
async function lighthouse(target, run) {
  const output = path.join(rawDir, `${safe(slug(target))}${runs > 1 ? `.run${run + 1}` : ''}.json`);
  const flags = ['--headless=new', ...chromiumArgs];
  if (target.forceLang) flags.push(`--lang=${target.language === 'ko' ? 'ko-KR' : 'en-US'}`);
  // Asynchronous: the baseline server lives in this process and must keep answering.
  await promisify(execFile)(
    process.execPath,
    [
      lighthouseCli,
      target.url,
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${flags.join(' ')}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, timeout: 180_000, maxBuffer: 64 * 1024 * 1024 },
  );
  const lhr = JSON.parse(readFileSync(output, 'utf8'));
  const score = (id) => (lhr.categories[id]?.score == null ? NaN : Math.round(lhr.categories[id].score * 100));
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const js = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  if (lhr.runtimeError) console.error(`  ! ${target.url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    js: js / 1024,
    failing: Object.values(lhr.categories)
      .filter((c) => c.score !== null && c.score < 1 && c.id !== 'performance')
      .flatMap((c) =>
        c.auditRefs
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
          .map((ref) => `${c.id}: ${ref.id}`),
      ),
  };
}

const median = (values) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const results = new Map();
/** URLs without a single successful run (listed under the table, never silently left out). */
const unmeasured = [];
try {
  await Promise.all([waitForPort(sitePort), waitForPort(baselinePort)]);
  mkdirSync(rawDir, { recursive: true });
  const all = [...baselines, ...targets];
  let done = 0;
  for (const target of all) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      // Lighthouse now and then loses the trace (NO_NAVSTART): one more attempt before giving up.
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        try {
          samples.push(await lighthouse(target, run));
          break;
        } catch (error) {
          console.error(
            `  ! Lighthouse failed on ${target.url} (attempt ${attempt} of 2): ${String(error.stderr ?? error.message)
              .trim()
              .slice(0, 400)}`,
          );
        }
      }
    }
    done += 1;
    if (samples.length === 0) {
      unmeasured.push(target.url);
      continue;
    }
    const pick = (key) => median(samples.map((s) => s[key]));
    const result = Object.fromEntries(
      ['performance', 'accessibility', 'bestPractices', 'seo', 'lcp', 'cls', 'tbt', 'js'].map((k) => [k, pick(k)]),
    );
    result.failing = [...new Set(samples.flatMap((s) => s.failing))];
    results.set(target, result);
    console.log(
      `  [${done}/${all.length}] ${target.url} (${target.language}) perf ${result.performance} · LCP ${Math.round(result.lcp)} ms`,
    );
  }
} finally {
  stopServers();
}

// ---------------------------------------------------------------- table
const baselineLcp = Object.fromEntries(baselines.map((b) => [b.language, results.get(b)?.lcp ?? NaN]));
const fmt = (value, digits = 0) => (Number.isNaN(value) ? '—' : value.toFixed(digits));
const header = [
  'route',
  'language',
  'performance',
  'accessibility',
  'best practices',
  'SEO',
  'LCP (ms)',
  'CLS',
  'TBT (ms)',
  'transferred JS (KB)',
  'LCP ÷ baseline',
];
const rows = [];
const misses = [];
for (const [target, r] of results) {
  const ratio = r.lcp / baselineLcp[target.language];
  const label = target.route === baselines[0].route ? target.route : target.fullPath;
  rows.push([
    label,
    target.language,
    fmt(r.performance),
    fmt(r.accessibility),
    fmt(r.bestPractices),
    fmt(r.seo),
    fmt(r.lcp),
    fmt(r.cls, 3),
    fmt(r.tbt),
    fmt(r.js, 1),
    fmt(ratio, 2),
  ]);
  if (target.route === baselines[0].route) continue;
  const miss = [];
  for (const [key, name] of [
    ['performance', 'performance'],
    ['accessibility', 'accessibility'],
    ['bestPractices', 'best practices'],
    ['seo', 'SEO'],
  ])
    if (r[key] < 100) miss.push(`${name} ${fmt(r[key])}`);
  if (r.cls > 0.01) miss.push(`CLS ${fmt(r.cls, 3)}`);
  if (r.tbt > 50) miss.push(`TBT ${fmt(r.tbt)} ms`);
  if (ratio > 1.15) miss.push(`LCP ${fmt(ratio, 2)}× baseline`);
  if (miss.length > 0)
    misses.push(
      `${label} (${target.language}): ${miss.join(', ')}${r.failing.length ? ` [${r.failing.join('; ')}]` : ''}`,
    );
}
for (const url of unmeasured) misses.push(`${url}: no result (Lighthouse failed twice; run again)`);
const table = [
  `| ${header.join(' | ')} |`,
  `|${header.map((_, i) => (i < 2 ? ' --- ' : ' ---: ')).join('|')}|`,
  ...rows.map((row) => `| ${row.join(' | ')} |`),
].join('\n');

const when = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
const chromium = (() => {
  try {
    return execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'Chromium';
  }
})();
const note =
  `Lighthouse 12.8.2, mobile preset (simulated throttling), ${chromium}, ${runs === 1 ? '1 run' : `median of ${runs} runs`} per URL, ${when}. ` +
  'Targets: performance, accessibility, best practices and SEO 100; CLS ≤ 0.01; TBT ≤ 50 ms; LCP ≤ 1.15 × baseline ' +
  '(the baseline of the same language).';
console.log(`\n${table}\n\n${note}`);
if (misses.length > 0) console.log(`\nTarget misses (${misses.length}):\n${misses.map((m) => `- ${m}`).join('\n')}`);
else console.log('\nEvery measured route meets every target.');
mkdirSync(reportsDir, { recursive: true });
writeFileSync(
  path.join(reportsDir, 'bench.md'),
  `# npm run bench\n\n${table}\n\n${note}\n${misses.length ? `\nTarget misses:\n\n${misses.map((m) => `- ${m}`).join('\n')}\n` : ''}`,
);
console.log(`\nWritten to reports/bench.md (raw Lighthouse reports in reports/lighthouse/).`);
