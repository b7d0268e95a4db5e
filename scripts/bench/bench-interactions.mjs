// npm run bench:interactions — how fast the built site answers a press (issue 40): for each
// interaction below, in ko and en, at 390 px (touch) and 1280 px (mouse) where the control exists,
// with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate, Lighthouse's mobile preset), the
// longest Event Timing entry of the press (PerformanceObserver `type: 'event'`,
// `durationThreshold: 16`, entries with an interactionId: what INP reports). Every run is a fresh
// page (the first press on a page is the slow one); a row is the median of the runs.
// A benchmark and a budget, not a test: it fails (exit 1) when a median is over its ratchet in
// scripts/bench/interaction-ratchets.json, never in `npm test`. `npm run bench` runs it after Lighthouse.
//
//   npm run bench:interactions [-- --runs N] [--only '<substring>'] [--build] [--write] [--json FILE]
//                              [--profile DIR] [--against DIR] [--tighten]
//
// --runs   fresh pages per interaction (default 5); --only: interactions whose name contains it;
// --build  run `npm run build` first (default: measure the existing dist/, DIST_DIR);
// --write  also write the table to docs/performance.md (reports/interactions.md is always written).
// --tighten lowers each press's ratchet to its median plus a margin (48 ms, the spread of single runs
//          at the median), never raising one: what a lever won is kept. Review the diff before committing.
// --against DIR: another build (e.g. the code before a change, built with DIST_DIR=DIR npm run build:site)
//          measured side by side in the same run, its runs interleaved with this build's: a before/after
//          table for one machine state (reports/interactions-against.md); the budget applies to this build.
// --profile DIR: a CPU profile of every press (DIR/<press>.<run>.cpuprofile, open it in DevTools'
//          Performance panel) and its heaviest functions by self time printed: where a press spends its time.
//
// The time of a press: from the input event's timestamp to the next paint after its handlers ran
// (Event Timing's `duration`, rounded by the browser to 8 ms); below 16 ms no entry is reported,
// shown as "< 16". A step that answers with a network request (a lazy chunk) is timed up to the
// paint after its handlers, as INP does: what comes later is the page's loading, not the press.
/* global document, window, requestIdleCallback, requestAnimationFrame -- functions run in the page */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import chromiumArgs from '../chromium/chromium-args.cjs';
import { chromiumVersion, isoNow, loadAverage } from './run-context.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] !== undefined ? args[at + 1] : fallback;
};
if (args.includes('--help') || args.includes('-h')) {
  console.log("npm run bench:interactions [-- --runs N] [--only '<substring>'] [--build] [--write] [--json FILE]");
  process.exit(0);
}
const runs = Math.max(1, Number(option('runs', '5')) || 5);
const only = option('only', '');
const profileDir = option('profile', '') ? path.resolve(option('profile', '')) : '';
const dist = path.resolve(root, process.env.DIST_DIR || 'dist');
const port = Number(process.env.BENCH_PORT || 4332);
const origin = `http://127.0.0.1:${port}`;
const against = option('against', '') ? path.resolve(root, option('against', '')) : '';
const againstPort = port + 1;
const chromePath = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CPU_SLOWDOWN = 4;
const ratchetsFile = path.join(root, 'scripts/bench/interaction-ratchets.json');

if (!existsSync(chromePath)) {
  execFileSync('bash', [path.join(root, 'scripts/chromium/ensure-chromium.sh')], {
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromePath },
  });
}
if (args.includes('--build')) execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
if (against && !existsSync(path.join(against, 'index.html'))) {
  console.error(`✗ ${against}/index.html does not exist: build it first (DIST_DIR=… npm run build:site).`);
  process.exit(1);
}
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`✗ ${dist}/index.html does not exist: build first (npm run build, or --build).`);
  process.exit(1);
}

// ---------------------------------------------------------------- the interactions
/** Both languages' accessible names: Korean is the source language, English its translation. */
const said = (ko, en) => ({ ko, en });
const exactly = (text) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const named = (names, language) => exactly(names[language]);

const text = {
  menu: said('메뉴', 'Menu'),
  mainMenu: said('주 메뉴', 'Main'),
  close: said('닫기', 'Close'),
  services: said('서비스', 'Services'),
  language: said('언어 선택', 'Language'),
  otherLanguage: said('English', '한국어'),
  marketing: said('MARKETING', 'MARKETING'),
  marketingService: said('마케팅', 'MARKETING'),
  music: said('MUSIC', 'MUSIC'),
  all: said('ALL', 'ALL'),
  name: said('이름', 'Name'),
  releaseCalendar: said('출시 희망일 달력 열기', 'Desired release date: open calendar'),
  nextMonth: said('다음 달', 'Next month'),
  nextSlide: said('다음 슬라이드', 'Next slide'),
  previousSlide: said('이전 슬라이드', 'Previous slide'),
};

/**
 * An interaction: where it starts, at which widths, and its presses in order. A press acts with real
 * input (a click, a tap, keys) and waits for what it shows; its time is the longest event entry
 * between its start and that moment's next paint. `worst` presses (typing) report their longest key.
 */
const header = (page) => page.locator('header').first();
const interactions = [
  {
    // A disclosure: the Menu button opens the panel (its SERVICE submenu open by default); the same
    // button closes it.
    name: 'mobile menu',
    path: '/',
    widths: [390],
    presses: [
      {
        name: 'open',
        act: (page, l) =>
          header(page)
            .getByRole('button', { name: named(text.menu, l) })
            .tap(),
        shown: (page, l) => page.getByRole('navigation', { name: text.mainMenu[l] }).waitFor(),
      },
      {
        name: 'SERVICE submenu',
        act: (page, l) =>
          page.getByRole('navigation', { name: text.mainMenu[l] }).locator('button[aria-expanded="true"]').tap(),
        shown: (page, l) =>
          page.getByRole('navigation', { name: text.mainMenu[l] }).locator('button[aria-expanded="false"]').waitFor(),
      },
      {
        name: 'close',
        act: (page, l) =>
          header(page)
            .getByRole('button', { name: named(text.menu, l) })
            .tap(),
        shown: (page, l) => page.getByRole('navigation', { name: text.mainMenu[l] }).waitFor({ state: 'hidden' }),
      },
    ],
  },
  {
    name: 'language menu',
    path: '/about',
    widths: [390, 1280],
    presses: [
      {
        name: 'open',
        act: (page, l, press) => press(header(page).getByRole('button', { name: new RegExp(text.language[l]) })),
        shown: (page) => page.getByRole('menuitemradio').first().waitFor(),
      },
      {
        name: 'switch',
        act: (page, l, press) => press(page.getByRole('menuitemradio', { name: text.otherLanguage[l] })),
        shown: (page, l) => page.waitForFunction((lang) => document.documentElement.lang !== lang, l),
      },
    ],
  },
  ...[
    ['ABOUT', '/', 'a[href$="/about"]', /\/about$/],
    ['ARTICLES', '/', 'a[href$="/articles"]', /\/articles$/],
    ['CONTACT', '/', 'a[href$="/contact"]', /\/contact$/],
    ['logo (home)', '/about', 'a[href="/ko/"], a[href="/en/"], a[href="/"]', /\/(ko|en)?\/?$/],
  ].map(([label, from, selector, url]) => ({
    name: `header link ${label}`,
    path: from,
    widths: [1280],
    presses: [
      {
        name: 'navigate',
        act: (page) => header(page).locator(selector).first().click(),
        shown: (page) => page.waitForURL(url),
      },
    ],
  })),
  {
    name: 'services tab',
    path: '/services/distribution',
    widths: [390, 1280],
    presses: [
      {
        name: 'another tab',
        act: (page, l, press) => press(page.getByRole('tab', { name: text.marketingService[l], exact: true })),
        shown: (page, l) =>
          page.getByRole('tab', { name: text.marketingService[l], exact: true, selected: true }).waitFor(),
      },
    ],
  },
  {
    name: 'article filter',
    path: '/articles',
    widths: [390, 1280],
    presses: [
      {
        name: 'a filter',
        act: (page, l, press) => press(page.locator('main').getByRole('button', { name: text.music[l], exact: true })),
        shown: (page, l) =>
          page.locator('main').getByRole('button', { name: text.music[l], exact: true, pressed: true }).waitFor(),
      },
      {
        name: 'all',
        act: (page, l, press) => press(page.locator('main').getByRole('button', { name: text.all[l], exact: true })),
        shown: (page, l) =>
          page.locator('main').getByRole('button', { name: text.all[l], exact: true, pressed: true }).waitFor(),
      },
    ],
  },
  {
    name: 'contact form',
    path: '/contact',
    widths: [390, 1280],
    presses: [
      {
        name: 'type a name (worst key)',
        worst: true,
        act: async (page, l, press) => {
          const field = page
            .locator('main')
            .getByRole('textbox', { name: new RegExp(`^${text.name[l]}`) })
            .first();
          await press(field);
          await page.keyboard.type('Nuri Han', { delay: 120 });
        },
        shown: () => Promise.resolve(),
      },
      {
        name: 'inquiry type',
        act: (page, l, press) => press(page.getByRole('tab', { name: text.marketing[l], exact: true })),
        shown: (page, l) => page.getByRole('tab', { name: text.marketing[l], exact: true, selected: true }).waitFor(),
      },
    ],
  },
  {
    name: 'calendar',
    path: '/contact/DISTRIBUTION',
    widths: [390, 1280],
    presses: [
      {
        name: 'open',
        act: (page, l, press) => press(page.getByRole('button', { name: text.releaseCalendar[l] })),
        shown: (page) => page.getByRole('dialog').waitFor(),
      },
      {
        name: 'next month',
        act: (page, l, press) => press(page.getByRole('dialog').getByRole('button', { name: text.nextMonth[l] })),
        shown: () => Promise.resolve(),
      },
    ],
  },
  {
    name: 'campaign case',
    path: '/services/marketing',
    widths: [390, 1280],
    presses: [
      {
        name: 'open',
        act: (page, l, press) => press(page.locator('main section[data-service="marketing"] li button').first()),
        shown: (page) => page.getByRole('dialog').waitFor(),
      },
      {
        name: 'close',
        act: (page, l, press) => press(page.getByRole('dialog').getByRole('button', { name: exactly(text.close[l]) })),
        shown: (page) => page.getByRole('dialog').waitFor({ state: 'detached' }),
      },
    ],
  },
  {
    name: 'engineer card',
    path: '/services/abbeyroad',
    widths: [390, 1280],
    presses: [
      {
        name: 'expand',
        act: (page, l, press) => press(page.locator('main button[aria-expanded="false"]').first()),
        shown: (page) => page.locator('main button[aria-expanded="true"]').first().waitFor(),
      },
    ],
  },
  {
    name: 'carousel',
    path: '/services/abbeyroad',
    widths: [390, 1280],
    presses: [
      {
        name: 'next',
        act: (page, l, press) => press(page.getByRole('button', { name: text.nextSlide[l] }).first()),
        shown: () => Promise.resolve(),
      },
      {
        name: 'previous',
        act: (page, l, press) => press(page.getByRole('button', { name: text.previousSlide[l] }).first()),
        shown: () => Promise.resolve(),
      },
    ],
  },
].filter((interaction) => interaction.name.includes(only));

// ---------------------------------------------------------------- the page
/** In every document before its own code: the Event Timing entries of interactions, kept in order. */
function observeEvents() {
  const entries = [];
  Object.defineProperty(window, '__benchEvents', { value: entries });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId > 0) entries.push({ start: entry.startTime, duration: entry.duration, name: entry.name });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Until the page's main thread has been idle `times` times (each wait at most `timeout` ms). */
async function idle(page, times = 1, timeout = 3000) {
  for (let i = 0; i < times; i += 1)
    await page.evaluate(
      (ms) => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: ms })),
      timeout,
    );
}

/** Until the page is quiet: React owns it, nothing loads, and the main thread has had an idle moment. */
async function settle(page) {
  await page.locator('#root[data-mode="hydrated"], #root[data-mode="rendered"]').waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await idle(page, 2);
}

/** Until no request has been under way for 500 ms (at most 10 s), then an idle moment of the main thread. */
async function quiet(page) {
  const pending = new Set();
  let last = Date.now();
  const start = (request) => pending.add(request);
  const end = (request) => {
    pending.delete(request);
    last = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    const until = Date.now() + 10_000;
    await page.waitForTimeout(100);
    while (Date.now() < until && (pending.size > 0 || Date.now() - last < 500)) await page.waitForTimeout(100);
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
  await idle(page, 2);
}

/** The longest interaction entry since `since`, once the press's paint has had time to be reported. */
async function longestSince(page, since) {
  // Event Timing entries are queued after the next paint; two frames and a task more, at 4×.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))),
  );
  return page.evaluate(
    (from) =>
      window.__benchEvents
        .filter((entry) => entry.start >= from)
        .reduce((max, entry) => Math.max(max, entry.duration), 0),
    since,
  );
}

/** Writes a press's CPU profile and prints its heaviest functions by self time (the press's own work). */
function writeProfile(name, run, profile, duration) {
  mkdirSync(profileDir, { recursive: true });
  const file = path.join(profileDir, `${name.replace(/[^\w.-]+/g, '_')}.${run + 1}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const intervals = profile.timeDeltas;
  profile.samples.forEach((id, i) => {
    const { callFrame } = byId.get(id);
    const where = callFrame.url ? `${callFrame.url.replace(/^.*\//, '')}:${callFrame.lineNumber + 1}` : '';
    const key = `${callFrame.functionName || '(anonymous)'} ${where}`.trim();
    self.set(key, (self.get(key) ?? 0) + (intervals[i + 1] ?? 0) / 1000);
  });
  const top = [...self]
    .filter(([key]) => key !== '(idle)')
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15);
  console.log(`  ${name}, run ${run + 1}: ${duration} ms → ${path.relative(root, file)}`);
  for (const [key, ms] of top) console.log(`      ${ms.toFixed(1).padStart(7)} ms  ${key}`);
}

const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });

/** One fresh page: every press of the interaction in order; returns each press's longest entry (ms). */
async function runOnce(interaction, language, width, run, at = origin) {
  const mobile = width === 390;
  const context = await browser.newContext({
    viewport: { width, height: mobile ? 844 : 800 },
    hasTouch: mobile,
    isMobile: mobile,
    locale: language === 'en' ? 'en-US' : 'ko-KR',
    reducedMotion: 'no-preference',
  });
  // Offline for anything but the site (videos, fonts elsewhere): the bench measures our page.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await context.addInitScript(observeEvents);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    const prefix = language === 'en' ? '/en' : '/ko';
    await page.goto(`${at}${prefix}${interaction.path === '/' ? '/' : interaction.path}`);
    await settle(page);
    // A visitor scrolls to a control before pressing it, and what scrolling brings (a section's code,
    // pictures coming into view) has loaded by then: the control is scrolled into view and the page
    // settles again, so the press is timed alone (issue 40; before, the scroll's work was in the press).
    // With a mouse, the pointer rests on the control before the press, and what that brings (code
    // loaded on pointerenter: the language menu, the calendar) has arrived: the press then renders
    // what it opens at once, which is what a mouse user waits for (a press made before the code is
    // there paints nothing new and is quick; what it opens comes later, untimed).
    const press = async (locator) => {
      await locator.scrollIntoViewIfNeeded();
      if (!mobile) await locator.hover();
      await quiet(page);
      return mobile ? locator.tap() : locator.click();
    };
    const times = [];
    for (const step of interaction.presses) {
      const since = await page.evaluate(() => performance.now());
      if (profileDir) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
        await cdp.send('Profiler.start');
      }
      try {
        await step.act(page, language, press);
        await step.shown(page, language);
      } catch (error) {
        throw new Error(`${step.name}: ${String(error.message).split('\n')[0]}`);
      }
      times.push(await longestSince(page, since));
      if (profileDir) {
        const { profile } = await cdp.send('Profiler.stop');
        const name = `${interaction.name}: ${step.name} · ${language} · ${width}`;
        writeProfile(name, run, profile, times.at(-1));
      }
      // The next press starts on a quiet page, as a visitor's would.
      await idle(page, 1, 2000);
    }
    return times;
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------- server
const portInUse = (p) =>
  new Promise((resolve) => {
    const socket = connect(p, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
const servers = [];
const serve = async (dir, p) => {
  if (await portInUse(p)) {
    console.error(`✗ port ${p} is already in use (BENCH_PORT to choose another).`);
    process.exit(1);
  }
  servers.push(
    spawn(
      path.join(root, 'node_modules/.bin/vite'),
      ['preview', '--outDir', dir, '--port', String(p), '--strictPort', '--host', '127.0.0.1'],
      { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PREVIEW_MOCK_API: '1' } },
    ),
  );
  for (let i = 0; i < 150 && !(await portInUse(p)); i += 1) await new Promise((r) => setTimeout(r, 200));
};
const stop = () => servers.forEach((server) => server.kill('SIGTERM'));
process.on('SIGINT', () => (stop(), process.exit(130)));
await serve(dist, port);
if (against) await serve(against, againstPort);

// ---------------------------------------------------------------- measure
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
/** @type {{ key: string, interaction: string, press: string, language: string, width: number, samples: number[], median: number }[]} */
const rows = [];
/** The other build's rows (--against), measured in the same loop. */
const beforeRows = [];
const failures = [];
try {
  for (const interaction of interactions)
    for (const width of interaction.widths)
      for (const language of ['ko', 'en']) {
        const samples = interaction.presses.map(() => []);
        const beforeSamples = interaction.presses.map(() => []);
        for (let run = 0; run < runs; run += 1) {
          if (against)
            try {
              const times = await runOnce(interaction, language, width, run, `http://127.0.0.1:${againstPort}`);
              times.forEach((time, i) => beforeSamples[i].push(time));
            } catch (error) {
              failures.push(
                `${interaction.name} (${language}, ${width} px, --against), run ${run + 1}: ${String(error.message).split('\n')[0]}`,
              );
            }
          try {
            const times = await runOnce(interaction, language, width, run);
            times.forEach((time, i) => samples[i].push(time));
          } catch (error) {
            failures.push(
              `${interaction.name} (${language}, ${width} px), run ${run + 1}: ${String(error.message).split('\n')[0]}`,
            );
          }
        }
        interaction.presses.forEach((press, i) => {
          if (samples[i].length === 0) return;
          const row = {
            key: `${interaction.name}: ${press.name} · ${language} · ${width}`,
            interaction: interaction.name,
            press: press.name,
            language,
            width,
            samples: samples[i],
            median: median(samples[i]),
          };
          rows.push(row);
          const before = beforeSamples[i].length
            ? { ...row, samples: beforeSamples[i], median: median(beforeSamples[i]) }
            : null;
          if (before) beforeRows.push(before);
          console.log(
            `  ${row.key}: ${row.median} ms (runs ${row.samples.join(', ')})` +
              (before ? `; --against: ${before.median} ms (runs ${before.samples.join(', ')})` : ''),
          );
        });
      }
} finally {
  await browser.close();
  stop();
}

// ---------------------------------------------------------------- report and budget
const ratchets = existsSync(ratchetsFile) ? JSON.parse(readFileSync(ratchetsFile, 'utf8')) : {};
const shown = (ms) => (ms < 16 ? '< 16' : String(Math.round(ms)));
const over = [];
const table = [
  '| interaction | press | ko 390 | en 390 | ko 1280 | en 1280 |',
  '| --- | --- | ---: | ---: | ---: | ---: |',
  ...[...new Map(rows.map((row) => [`${row.interaction}\u0000${row.press}`, row])).values()].map(
    ({ interaction, press }) => {
      const cell = (language, width) => {
        const row = rows.find(
          (r) => r.interaction === interaction && r.press === press && r.language === language && r.width === width,
        );
        return row ? `${shown(row.median)}${row.median > 100 ? ' ✗' : ''}` : '—';
      };
      return `| ${interaction} | ${press} | ${cell('ko', 390)} | ${cell('en', 390)} | ${cell('ko', 1280)} | ${cell('en', 1280)} |`;
    },
  ),
].join('\n');
const MARGIN = 48;
if (args.includes('--tighten')) {
  for (const row of rows) {
    const tightened = Math.ceil((row.median + MARGIN) / 8) * 8;
    if (ratchets[row.key] === undefined || tightened < ratchets[row.key]) ratchets[row.key] = tightened;
  }
  writeFileSync(ratchetsFile, `${JSON.stringify(ratchets, null, 2)}\n`);
  console.log(`Ratchets tightened to median + ${MARGIN} ms where that is lower: ${path.relative(root, ratchetsFile)}.`);
}
for (const row of rows) {
  const ratchet = ratchets[row.key];
  if (ratchet === undefined) over.push(`${row.key}: no ratchet in scripts/bench/interaction-ratchets.json`);
  else if (row.median > ratchet) over.push(`${row.key}: ${row.median} ms, over its ratchet of ${ratchet} ms`);
}
const chromium_ = chromiumVersion(chromePath);
const load = loadAverage();
const when = isoNow();
const note =
  `Longest Event Timing entry of each press (ms, median of ${runs} fresh pages), CPU slowed ${CPU_SLOWDOWN}×, ` +
  `${chromium_}, production build; ${when}; load average at the end ${load}. ✗ = over the 100 ms goal; ` +
  '200 ms is the floor that must not regress. "< 16": no entry (Event Timing reports from 16 ms).';
const failureText = failures.length
  ? `\n\nRuns that failed (${failures.length}):\n\n${failures.map((f) => `- ${f}`).join('\n')}`
  : '';
const budgetText = over.length
  ? `\n\nOver budget (${over.length}):\n\n${over.map((o) => `- ${o}`).join('\n')}`
  : '\n\nEvery press within its ratchet (scripts/bench/interaction-ratchets.json).';
const report = `${table}\n\n${note}${budgetText}${failureText}\n`;
console.log(`\n${report}`);
mkdirSync(path.join(root, 'reports'), { recursive: true });
writeFileSync(path.join(root, 'reports/interactions.md'), `# npm run bench:interactions\n\n${report}`);
const jsonOut = option('json', path.join(root, 'reports/interactions.json'));
writeFileSync(jsonOut, JSON.stringify({ when, runs, rows }, null, 2));
if (against) {
  const pair = [
    `Side by side in one run, runs interleaved (median of ${runs}, ms): ${path.relative(root, against)} → ${path.relative(root, dist)}`,
    '',
    '| press | language · width | before | after |',
    '| --- | --- | ---: | ---: |',
    ...rows.map((row) => {
      const before = beforeRows.find((b) => b.key === row.key);
      return `| ${row.interaction}: ${row.press} | ${row.language} · ${row.width} | ${before ? shown(before.median) : '—'} | ${shown(row.median)} |`;
    }),
  ].join('\n');
  console.log(`\n${pair}\n`);
  writeFileSync(
    path.join(root, 'reports/interactions-against.md'),
    `# npm run bench:interactions -- --against\n\n${pair}\n\n${note}\n`,
  );
}
if (args.includes('--write')) {
  const doc = path.join(root, 'docs/performance.md');
  const textNow = existsSync(doc) ? readFileSync(doc, 'utf8') : '';
  const start = '<!-- interactions:start -->';
  const end = '<!-- interactions:end -->';
  const block = `${start}\n\n\`npm run bench:interactions -- --runs ${runs}\`\n\n${report}\n${end}`;
  writeFileSync(
    doc,
    textNow.includes(start) && textNow.includes(end)
      ? textNow.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
      : `${textNow}${textNow ? '\n' : ''}${block}\n`,
  );
  console.log('Written to docs/performance.md.');
}
if (over.length > 0 || failures.length > 0) process.exit(1);
