import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { designViewports } from '../src/styles/tokens.ts';
import { storyAxeOptions } from '../tests/a11y/axe-options.ts';
import { axeScan } from '../tests/a11y/axeScan.ts';
import { injectStoryGlobals } from './injectedGlobals.ts';

/**
 * Runs the stories' play functions and axe: scripts/test/test-storybook.mjs starts it with STORY_LOCALE.
 * A scan uses the same rule set as the addon and the e2e checks (tests/a11y/axe-options.ts): at the
 * story's own width by addon-a11y (`test: 'error'`, after the play function), at the other design
 * width (390 or 1280 px) by `postVisit` below.
 *
 * STORY_LANGUAGE_TAG (the core tier of `npm test`): one Korean run plays every story and the addon
 * scans it at its own width; a story with that tag (its behaviour or layout depends on the language)
 * is then played again in English in the same page (`replayInEnglish`: the `locale` global
 * switched, the story remounted, its play function run again, addon-a11y's scan off) and scanned at
 * the other width in English. The widths are split between the two languages, not scanned twice;
 * a story without the tag gets its other width in the full tier. The English plays cost no preview
 * start-up of their own.
 * Without it (`TEST_TIER=full`, or the runner started by hand) each run (ko, then en) plays every
 * story and scans it at both widths.
 */
const locale = process.env.STORY_LOCALE === 'en' ? 'en' : 'ko';
const languageTag = process.env.STORY_LANGUAGE_TAG || undefined;
/** The core tier's Korean run: language-dependent stories are replayed in English after Korean. */
const replaysEnglish = languageTag !== undefined && locale === 'ko';
/** One line per English replay (`ok` or `failed`), for the run's summary. */
const replayLog = process.env.STORY_REPLAY_LOG;

const widthOf = (viewport: unknown): number => {
  const value = typeof viewport === 'object' && viewport !== null ? (viewport as { value?: string }).value : viewport;
  return value === 'mobile' ? designViewports.mobile : designViewports.desktop;
};

// axe-core as a script, for a page where addon-a11y has not loaded it (its scan off or not yet run).
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

type RunState = typeof globalThis & {
  /** Per story id: whether addon-a11y reported a scan when the story finished (see `prepare`). */
  __nuriAddonScanned?: Record<string, boolean>;
};

/** Whether addon-a11y scanned the story now shown (its report in the story's STORY_FINISHED). */
const addonScanned = (page: Page, id: string) =>
  page.evaluate((storyId) => (globalThis as RunState).__nuriAddonScanned?.[storyId] ?? false, id);

/**
 * Plays the story shown again in English, in the same page: the `locale` global switched (and
 * addon-a11y's scan off, as its own width was scanned in Korean), the story remounted, which runs
 * its loaders and play function again (Storybook's FORCE_REMOUNT, as the toolbar's remount does).
 * Rejects with what went wrong: the play function's exception, a story error, an unhandled error
 * while playing, a console error (the runner's --failOnConsole), or an addon scan that ran anyway.
 * The globals go back to Korean afterwards, for the next story of the file.
 */
async function replayInEnglish(page: Page, storyId: string) {
  const problem = await page.evaluate(async (id) => {
    type Channel = {
      on: (event: string, listener: (payload: unknown) => void) => void;
      off: (event: string, listener: (payload: unknown) => void) => void;
      emit: (event: string, payload: unknown) => void;
    };
    const state = globalThis as typeof globalThis & {
      __STORYBOOK_ADDONS_CHANNEL__: Channel;
      __STORYBOOK_PREVIEW__: { storyStoreValue: { userGlobals: { update: (g: Record<string, unknown>) => void } } };
    };
    const channel = state.__STORYBOOK_ADDONS_CHANNEL__;
    const globals = state.__STORYBOOK_PREVIEW__.storyStoreValue.userGlobals;
    const consoleErrors: string[] = [];
    const consoleError = console.error;
    console.error = (...args: unknown[]) => {
      consoleErrors.push(args.map(String).join(' '));
      consoleError(...args);
    };
    const describe = (payload: unknown) =>
      (payload as { message?: string; description?: string })?.message ??
      (payload as { description?: string })?.description ??
      JSON.stringify(payload);
    let done = () => {};
    const outcome = await new Promise<string | null>((resolve) => {
      const listeners: Record<string, (payload: unknown) => void> = {
        storyFinished: (payload) => {
          const {
            storyId: finished,
            status,
            reporters = [],
          } = payload as {
            storyId: string;
            status: string;
            reporters?: { type: string }[];
          };
          if (finished !== id) return;
          if (reporters.some((report) => report.type === 'a11y'))
            resolve('addon-a11y scanned the English replay (its own width is the Korean run’s)');
          else resolve(status === 'success' ? null : `the story finished with status ${status}`);
        },
        playFunctionThrewException: (error) => resolve(`the play function threw: ${describe(error)}`),
        storyThrewException: (error) => resolve(`the story threw: ${describe(error)}`),
        storyErrored: (error) => resolve(`the story errored: ${describe(error)}`),
        unhandledErrorsWhilePlaying: (errors) =>
          resolve(`unhandled errors while playing: ${(errors as unknown[]).map(describe).join('; ')}`),
      };
      for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
      globals.update({ locale: 'en', a11y: { manual: true } });
      channel.emit('forceRemount', { storyId: id });
      done = () => {
        for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
      };
    }).finally(() => {
      done();
      console.error = consoleError;
      globals.update({ locale: 'ko', a11y: { manual: false } });
    });
    if (outcome) return outcome;
    return consoleErrors.length > 0 ? `console errors: ${consoleErrors.join('\n')}` : null;
  }, storyId);
  if (problem) throw new Error(`${storyId} in English: ${problem}`);
}

/**
 * A story's tags as Storybook's index lists them (what `tags.include` and the summary count): the
 * story's runtime tags can hold more, from an object spread of another story.
 */
let index: Promise<Record<string, { tags?: string[] }>> | undefined;
async function indexedTags(storyId: string): Promise<readonly string[]> {
  index ??= fetch(new URL('index.json', process.env.TARGET_URL))
    .then((response) => response.json() as Promise<{ entries: Record<string, { tags?: string[] }> }>)
    .then((json) => json.entries);
  return (await index)[storyId]?.tags ?? [];
}

/** axe over the story at the design width it was not played at (then the width is set back). */
async function scanOtherWidth(page: Page, language: string) {
  const first = page.viewportSize()?.width ?? designViewports.desktop;
  const other = first === designViewports.mobile ? designViewports.desktop : designViewports.mobile;
  await page.setViewportSize({ width: other, height: 900 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

  // The scan runs the axe already in the preview (tests/a11y/axeScan.ts): the copy addon-a11y loaded,
  // or, where its scan is off, the one added here once per page (each page serves a whole file).
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.addScriptTag({ path: axeSource });
  const results = await axeScan(page, storyAxeOptions, {
    include: 'body',
    exclude: ['#storybook-docs', '.sb-wrapper'],
  });
  await page.setViewportSize({ width: first, height: 900 });
  if (results.violations.length > 0) {
    const report = results.violations
      .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
      .join('\n');
    throw new Error(`axe found ${results.violations.length} violation(s) at ${other}px in ${language}:\n${report}`);
  }
}

const config: TestRunnerConfig = {
  // STORY_HARNESS=with: every story and the harness fixture, which must fail (scripts/test/test-storybook.mjs
  // reads the report); =1: the fixture alone.
  tags: {
    include: process.env.STORY_HARNESS === '1' ? ['harness-fixture'] : ['test'],
    exclude: process.env.STORY_HARNESS ? [] : ['harness-fixture'],
  },

  async prepare({ page }) {
    await injectStoryGlobals(page, { locale });
    const iframeURL = new URL('iframe.html', process.env.TARGET_URL).toString();
    await page.goto(iframeURL, { waitUntil: 'load' });
    // Record which stories the addon scanned, from the event the runner waits for; `postVisit`
    // holds the run to its plan with it.
    await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in globalThis);
    await page.evaluate(() => {
      const state = globalThis as RunState & {
        __STORYBOOK_ADDONS_CHANNEL__: { on: (event: string, listener: (payload: unknown) => void) => void };
      };
      state.__nuriAddonScanned = {};
      state.__STORYBOOK_ADDONS_CHANNEL__.on('storyFinished', (payload) => {
        const { storyId, reporters = [] } = payload as { storyId: string; reporters?: { type: string }[] };
        state.__nuriAddonScanned![storyId] = reporters.some((report) => report.type === 'a11y');
      });
    });
  },

  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    // getStoryContext returns the prepared story: story-level globals are in `storyGlobals`.
    const width = widthOf(
      story.storyGlobals?.viewport ?? story.globals?.viewport ?? story.parameters?.viewport?.defaultViewport,
    );
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ reducedMotion: story.parameters?.reducedMotion ? 'reduce' : 'no-preference' });
  },

  // Also called after a failed story (`hasFailure`): the scan still runs, since its message names
  // every rule broken at the other width, where the runner's report of the addon's findings is cut
  // short; the harness proof (scripts/test/test-storybook.mjs) reads it. The English replay does not.
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const a11y = story.parameters?.a11y as { disable?: boolean; test?: string } | undefined;
    const scans = !(a11y?.disable || a11y?.test === 'off');

    // The story's own width: scanned by the addon (after a failure in the play function, it has not run).
    if (scans && !context.hasFailure && !(await addonScanned(page, context.id))) {
      throw new Error(`addon-a11y did not scan ${context.id} at its own width in ${locale}`);
    }
    const tags = replaysEnglish ? await indexedTags(context.id) : [];
    const replay = replaysEnglish && !context.hasFailure && tags.includes(languageTag!);
    if (!replay) {
      // The core tier scans the other width of a story only in English, with its replay (the full
      // tier's runs scan every story at both widths); the harness fixture is the exception: its
      // proof reads the rules it breaks at both widths.
      if (scans && (!replaysEnglish || tags.includes('harness-fixture'))) await scanOtherWidth(page, locale);
      return;
    }
    try {
      await replayInEnglish(page, context.id);
      if (scans) await scanOtherWidth(page, 'en');
      if (replayLog) appendFileSync(replayLog, `ok ${context.id}\n`);
    } catch (error) {
      if (replayLog) appendFileSync(replayLog, `failed ${context.id}\n`);
      throw error;
    }
  },
};

export default config;
