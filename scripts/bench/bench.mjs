// npm run bench — Lighthouse (12.8.2, mobile preset: Moto G Power emulation, simulated slow 4G and 4× CPU)
// in Debian Chromium on every route group of the built site in both languages, each page against its
// own script-free baseline. A benchmark, not a test: it never fails on a missed target, it reports it.
//
//   npm run bench [-- --routes '<glob>[,<glob>]'] [--runs N] [--all] [--no-build] [--write]
//
// The baseline of a URL is the same prerendered page with every <script> and every modulepreload
// removed (<dist>-baseline/, written here from the build): what the visitor would get if the page
// were static HTML and CSS. Both are served by `vite preview` (the same server, the same
// compression), site on port 4330 and baselines on 4331; the runs alternate site, baseline, site…
// so a busy moment of the machine hits both. "LCP ÷ baseline" is the page's LCP over its own
// baseline's (the issue-15 target: ≤ 1.15).
//
// --routes  only the routes whose path matches (with or without the /ko|/en prefix), e.g.
//           '/', '/services/*', '/en/**'.
// --runs    N runs per URL and per baseline; every number is the median of the N (default 1).
// --all     every /ko and /en URL of the sitemap; by default one URL per route group (SPEC §2: home,
//           about, the services index and each service, articles and one article, contact and each
//           type, completion, terms, accessibility, the notice list and one notice) plus the 404
//           (measured as /ko/404.html and /en/404.html: Lighthouse does not measure a 404 status).
// --no-build  measure the existing build in DIST_DIR instead of running `npm run build`.
// --write   also write the tables to docs/performance.md (reports/bench.md is always written).
// --no-interactions  skip the interactions section (scripts/bench/bench-interactions.mjs, run on the same
//           build after Lighthouse: every press's longest event at 4× CPU, against its ratchet).
//
// Beside Lighthouse's numbers each row shows the route group's initial JS split into React's floor
// and ours, from `node scripts/checks/size-budget.mjs --json` (gzip level 9 per file, the budget's measure).
import { execFile, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import chromiumArgs from '../chromium/chromium-args.cjs';
import { chromiumVersion, isoNow, loadAverage } from './run-context.mjs';
import { pageForRoute, readRouteTable } from '../build/route-table.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(
    "npm run bench [-- --routes '<glob>[,<glob>]'] [--runs N] [--all] [--no-build] [--write] [--no-interactions]   (env DIST_DIR, CHROME_PATH or CHROMIUM_PATH)",
  );
  process.exit(0);
}
const valued = ['--routes', '--runs'];
const known = new Set([...valued, '--all', '--no-build', '--write', '--no-interactions']);
const unknown = args.filter((arg, i) => arg.startsWith('-') && !known.has(arg) && !valued.includes(args[i - 1]));
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
const baselineDist = `${dist}-baseline`;
const sitePort = 4330;
const baselinePort = 4331;
const site = `http://127.0.0.1:${sitePort}`;
const baselineOrigin = `http://127.0.0.1:${baselinePort}`;
const chromePath = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// Like `npm test`: on a fresh machine, Debian's chromium is installed with apt when it is missing.
if (!existsSync(chromePath)) {
  execFileSync('bash', [path.join(root, 'scripts/chromium/ensure-chromium.sh')], {
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromePath },
  });
}
const reportsDir = path.join(root, 'reports');
const rawDir = path.join(reportsDir, 'lighthouse');

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

// ---------------------------------------------------------------- baselines
/** The page as static HTML and CSS: every script (inline or not) and every modulepreload removed. */
const withoutScripts = (html) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>\s*/gi, '');

rmSync(baselineDist, { recursive: true, force: true });
cpSync(dist, baselineDist, { recursive: true });
const htmlFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
const baselinePages = htmlFiles(baselineDist);
for (const file of baselinePages) writeFileSync(file, withoutScripts(readFileSync(file, 'utf8')));
console.log(`Baselines: ${baselinePages.length} pages without scripts in ${path.relative(root, baselineDist)}/`);

// ---------------------------------------------------------------- URL list
const sitemap = path.join(dist, 'sitemap.xml');
if (!existsSync(sitemap)) {
  console.error(`✗ ${path.relative(root, sitemap)} is missing: the bench measures the prerendered build.`);
  process.exit(1);
}
const sitemapPaths = [
  ...new Set(
    [...readFileSync(sitemap, 'utf8').matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => new URL(m[1]).pathname),
  ),
];
const bareOf = (pathname) => pathname.replace(/^\/(ko|en)(?=\/|$)/, '') || '/';
/** By default one article and one notice stand for their route groups; --all keeps every one. */
const firstOf = (pattern) => sitemapPaths.map(bareOf).find((bare) => pattern.test(bare));
const representative = { article: firstOf(/^\/articles\/[^/]+$/), notice: firstOf(/^\/notice\/[^/]+$/) };
const keep = (bare) =>
  args.includes('--all') ||
  (!/^\/articles\/[^/]+$/.test(bare) && !/^\/notice\/[^/]+$/.test(bare)) ||
  bare === representative.article ||
  bare === representative.notice;
/** @type {{ path: string, route: string, language: 'ko' | 'en' }[]} */
const targets = [
  ...sitemapPaths.filter((pathname) => keep(bareOf(pathname))),
  // The not-found page by its file: a host serves that file for an unknown URL, with status 404,
  // which Lighthouse refuses to measure; the page and what its script does are the same (the app
  // renders the not-found route over it either way).
  '/ko/404.html',
  '/en/404.html',
]
  .map((pathname) => ({
    path: pathname,
    route: bareOf(pathname),
    language: /^\/en(\/|$)/.test(pathname) ? 'en' : 'ko',
  }))
  .filter((t) => wanted(t.path, t.route));
console.log(
  `URLs: ${targets.length} (${args.includes('--all') ? 'every sitemap URL' : 'one per route group'}), each against its own baseline`,
);

// ---------------------------------------------------------------- size budget (floor / ours per group)
const sizeJson = path.join(reportsDir, 'size.json');
mkdirSync(reportsDir, { recursive: true });
let size = null;
try {
  execFileSync(
    process.execPath,
    [path.join(root, 'scripts/checks/size-budget.mjs'), '--dist', dist, '--json', sizeJson],
    {
      cwd: root,
      stdio: 'ignore',
    },
  );
} catch {
  // Over a ratchet still writes the numbers; the bench reports, it does not judge the budget.
}
if (existsSync(sizeJson)) size = JSON.parse(readFileSync(sizeJson, 'utf8'));
/** The size budget's route group of a route: its page's name in the route registry, or 404. */
const routeRows = readRouteTable();
function groupOf(route) {
  const page = pageForRoute(route, routeRows);
  return routeRows.find((row) => row.page === page)?.name ?? '404';
}
const sizeOf = (route) => size?.groups.find((group) => group.name === groupOf(route));

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
const preview = (outDir, port) =>
  spawn(
    path.join(root, 'node_modules/.bin/vite'),
    ['preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PREVIEW_MOCK_API: '1' } },
  );
const servers = [preview(dist, sitePort), preview(baselineDist, baselinePort)];
const stopServers = () => servers.forEach((server) => server.kill('SIGTERM'));
process.on('SIGINT', () => (stopServers(), process.exit(130)));

// ---------------------------------------------------------------- Lighthouse
const lighthouseCli = path.join(root, 'node_modules/lighthouse/cli/index.js');
const safe = (name) => name.replace(/[^a-zA-Z0-9_-]+/g, '_');

/** One Lighthouse run of `url`; returns the numbers of the table. */
async function lighthouse(url, name, run) {
  const output = path.join(rawDir, `${safe(name)}${runs > 1 ? `.run${run + 1}` : ''}.json`);
  const flags = ['--headless=new', ...chromiumArgs];
  await promisify(execFile)(
    process.execPath,
    [
      lighthouseCli,
      url,
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${flags.join(' ')}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, timeout: 180_000, maxBuffer: 64 * 1024 * 1024 },
  );
  const lhr = JSON.parse(readFileSync(output, 'utf8'));
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id) => (lhr.categories[id]?.score == null ? NaN : Math.round(lhr.categories[id].score * 100));
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const js = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
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

/** A run with one retry (Lighthouse now and then loses the trace: NO_NAVSTART). */
async function measure(url, name, run) {
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      return await lighthouse(url, name, run);
    } catch (error) {
      console.error(
        `  ! Lighthouse failed on ${url} (attempt ${attempt} of 2): ${String(error.stderr ?? error.message)
          .trim()
          .slice(0, 300)}`,
      );
    }
  }
  return null;
}

const median = (values) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const keys = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcp', 'cls', 'tbt', 'js'];
const summarise = (samples) => ({
  ...Object.fromEntries(keys.map((k) => [k, median(samples.map((s) => s[k]))])),
  failing: [...new Set(samples.flatMap((s) => s.failing))],
});

const results = new Map();
/** URLs without a single successful run (listed under the table, never silently left out). */
const unmeasured = [];
try {
  await Promise.all([waitForPort(sitePort), waitForPort(baselinePort)]);
  mkdirSync(rawDir, { recursive: true });
  let done = 0;
  for (const target of targets) {
    const name = `${target.path.replace(/^\/+|\/+$/g, '') || 'home'}`;
    const siteSamples = [];
    const baseSamples = [];
    for (let run = 0; run < runs; run += 1) {
      // Alternating: the page, then its baseline, run after run.
      const siteRun = await measure(site + target.path, name, run);
      if (siteRun) siteSamples.push(siteRun);
      const baseRun = await measure(baselineOrigin + target.path, `${name}.baseline`, run);
      if (baseRun) baseSamples.push(baseRun);
    }
    done += 1;
    if (siteSamples.length === 0 || baseSamples.length === 0) {
      unmeasured.push(target.path);
      continue;
    }
    const result = { site: summarise(siteSamples), baseline: summarise(baseSamples) };
    results.set(target, result);
    console.log(
      `  [${done}/${targets.length}] ${target.path} perf ${result.site.performance} · LCP ${Math.round(result.site.lcp)} ms ` +
        `(baseline ${Math.round(result.baseline.lcp)} ms) · TBT ${Math.round(result.site.tbt)} ms ` +
        `(baseline ${Math.round(result.baseline.tbt)} ms)`,
    );
  }
} finally {
  stopServers();
}

// ---------------------------------------------------------------- table
const fmt = (value, digits = 0) => (value === undefined || Number.isNaN(value) ? '—' : value.toFixed(digits));
const header = [
  'route',
  'perf',
  'a11y',
  'best pr.',
  'SEO',
  'LCP ms',
  'baseline LCP ms',
  'LCP ÷ baseline',
  'TBT ms',
  'baseline TBT ms',
  'CLS',
  'JS sent KB',
  'floor KB',
  'ours KB',
];
const rows = [];
const misses = [];
/** URLs whose script-free page alone was over the TBT target: the machine was busy, or the document's own work is. */
const noisy = [];
/** The not-found page is noindex on purpose: Lighthouse's is-crawlable audit is its only SEO loss. */
const noindexByDesign = (target, r) =>
  groupOf(target.route) === '404' &&
  r.failing.filter((f) => f.startsWith('seo:')).every((f) => f === 'seo: is-crawlable');
for (const [target, { site: r, baseline: b }] of results) {
  const ratio = r.lcp / b.lcp;
  const group = sizeOf(target.route);
  rows.push([
    target.path,
    fmt(r.performance),
    fmt(r.accessibility),
    fmt(r.bestPractices),
    fmt(r.seo),
    fmt(r.lcp),
    fmt(b.lcp),
    fmt(ratio, 2),
    fmt(r.tbt),
    fmt(b.tbt),
    fmt(r.cls, 3),
    fmt(r.js, 1),
    fmt(size?.floor, 1),
    fmt(group?.ours, 1),
  ]);
  const miss = [];
  if (r.performance < 98) miss.push(`performance ${fmt(r.performance)}`);
  for (const [key, label] of [
    ['accessibility', 'accessibility'],
    ['bestPractices', 'best practices'],
    ['seo', 'SEO'],
  ])
    if (r[key] < 100 && !(key === 'seo' && noindexByDesign(target, r))) miss.push(`${label} ${fmt(r[key])}`);
  if (r.cls > 0.01) miss.push(`CLS ${fmt(r.cls, 3)}`);
  if (b.tbt > 50) noisy.push(target.path);
  if (r.tbt > 50) miss.push(`TBT ${fmt(r.tbt)} ms${b.tbt > 50 ? ` (the script-free page: ${fmt(b.tbt)} ms)` : ''}`);
  if (ratio > 1.15) miss.push(`LCP ${fmt(ratio, 2)} × baseline`);
  if (group && group.ours > 30) miss.push(`ours ${fmt(group.ours, 1)} KB`);
  if (miss.length > 0)
    misses.push(`${target.path}: ${miss.join(', ')}${r.failing.length ? ` [${r.failing.join('; ')}]` : ''}`);
}
for (const url of unmeasured) misses.push(`${url}: no result (Lighthouse failed twice; run again)`);
const table = [
  `| ${header.join(' | ')} |`,
  `|${header.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`,
  ...rows.map((row) => `| ${row.join(' | ')} |`),
].join('\n');

const when = isoNow();
const chromium = chromiumVersion(chromePath);
const load = loadAverage();
const note =
  `Lighthouse 12.8.2, mobile preset (simulated throttling), ${chromium}, ${runs === 1 ? '1 run' : `median of ${runs} runs`} ` +
  `per URL and per baseline, alternating; ${when}; load average at the end ${load}. ` +
  `floor / ours: initial JS of the route group (gzip level 9, scripts/checks/size-budget.mjs), React's floor ${fmt(size?.floor, 1)} KB. ` +
  'Targets: performance 100 (none below 98), accessibility, best practices and SEO 100; LCP ≤ 1.15 × the baseline ' +
  '(the same page without scripts); TBT ≤ 50 ms; CLS ≤ 0.01; ours ≤ 30 KB.';
// The baseline has no script: its TBT is the document's own parsing, style and layout, times Lighthouse's 4× CPU.
// Over 50 ms there, the run says little about what the site's script adds, so the report says so: a busy machine
// must not pass for a slow site (nor hide one: the miss stays listed).
const noisyText = noisy.length
  ? `\n\n**The machine was not quiet**: on ${noisy.length} of ${results.size} URLs the script-free page alone had a ` +
    `median TBT over 50 ms (${noisy.join(', ')}). TBT there measures the machine as much as the page: run again ` +
    'with nothing else running.'
  : '';
const missText =
  (misses.length
    ? `Target misses (${misses.length}):\n\n${misses.map((m) => `- ${m}`).join('\n')}`
    : 'Every measured route meets every target.') + noisyText;
const report = `${table}\n\n${note}\n\n${missText}\n`;
console.log(`\n${report}`);
writeFileSync(path.join(reportsDir, 'bench.md'), `# npm run bench\n\n${report}`);
console.log(`Written to reports/bench.md (raw Lighthouse reports in reports/lighthouse/).`);
if (args.includes('--write')) {
  const doc = path.join(root, 'docs/performance.md');
  const text = existsSync(doc) ? readFileSync(doc, 'utf8') : '';
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const command = `npm run bench -- ${args.filter((arg) => arg !== '--write').join(' ')}`.trim();
  const block = `${start}\n\n\`${command}\`\n\n${report}\n${end}`;
  const next =
    text.includes(start) && text.includes(end)
      ? text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
      : `${text}${text ? '\n' : ''}${block}\n`;
  mkdirSync(path.dirname(doc), { recursive: true });
  writeFileSync(doc, next);
  console.log('Written to docs/performance.md.');
}

// ---------------------------------------------------------------- interactions
// The second half of the bench: how fast the same build answers a press (its own budget; exit 1
// when a press is over its ratchet).
if (!args.includes('--no-interactions')) {
  console.log('\nInteractions (scripts/bench/bench-interactions.mjs, 4× CPU, median of 5 fresh pages)…');
  try {
    execFileSync(
      process.execPath,
      [path.join(root, 'scripts/bench/bench-interactions.mjs'), ...(args.includes('--write') ? ['--write'] : [])],
      { cwd: root, stdio: 'inherit', env: { ...process.env, DIST_DIR: dist } },
    );
  } catch {
    process.exitCode = 1;
  }
}
