import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { designViewports } from '../src/styles/tokens.ts';
import { storyAxeOptions } from '../tests/axe-options.ts';
import { axeScan } from '../tests/axeScan.ts';
import { injectStoryGlobals } from './injectedGlobals.ts';

/**
 * Runs the stories' play functions and axe, one language per run: scripts/test-storybook.mjs starts
 * it with STORY_LOCALE=ko, then en. Every story is scanned at both design widths (390 and 1280 px),
 * with the same rule set as the addon and the e2e checks (tests/axe-options.ts): at its own width by
 * addon-a11y (`test: 'error'`, after the play function), at the other width by `postVisit` below.
 *
 * STORY_LANGUAGE_TAG (the core tier of `npm test`) splits that between the two runs, so that no width
 * is scanned twice: the English run plays only the stories with that tag (those whose behaviour or
 * layout depends on the language) and scans them at the other width only (the addon's scan is off:
 * `a11y.manual`); the Korean run plays every story, scans it at its own width, and at the other width
 * the stories without the tag. Without it (`TEST_TIER=full`, or the runner started by hand) each run
 * plays every story and scans it at both widths.
 */
const locale = process.env.STORY_LOCALE === 'en' ? 'en' : 'ko';
const languageTag = process.env.STORY_LANGUAGE_TAG || undefined;
/** The English run of the core tier: the language-dependent stories, scanned at the other width. */
const englishOfSplit = languageTag !== undefined && locale === 'en';

/** Who scans a story at the other width in this run. */
const scansOtherWidth = (tags: readonly string[] = []) =>
  languageTag === undefined || englishOfSplit || !tags.includes(languageTag);

const widthOf = (viewport: unknown): number => {
  const value = typeof viewport === 'object' && viewport !== null ? (viewport as { value?: string }).value : viewport;
  return value === 'mobile' ? designViewports.mobile : designViewports.desktop;
};

// axe-core as a script: the English run of the split has no scan of the addon to load it into the page.
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

type RunState = typeof globalThis & {
  /** Per story id: whether addon-a11y reported a scan when the story finished (see `prepare`). */
  __nuriAddonScanned?: Record<string, boolean>;
};

/** Whether addon-a11y scanned the story now shown (its report in the story's STORY_FINISHED). */
const addonScanned = (page: Page, id: string) =>
  page.evaluate((storyId) => (globalThis as RunState).__nuriAddonScanned?.[storyId] ?? false, id);

const config: TestRunnerConfig = {
  // STORY_HARNESS=with: every story and the harness fixture, which must fail (scripts/test-storybook.mjs
  // reads the report); =1: the fixture alone.
  tags: {
    include: process.env.STORY_HARNESS === '1' ? ['harness-fixture'] : englishOfSplit ? [languageTag!] : ['test'],
    exclude: process.env.STORY_HARNESS ? [] : ['harness-fixture'],
  },

  async prepare({ page }) {
    await injectStoryGlobals(page, { locale, ...(englishOfSplit ? { a11y: { manual: true } } : {}) });
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
  // short; the harness proof (scripts/test-storybook.mjs) reads it.
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const a11y = story.parameters?.a11y as { disable?: boolean; test?: string } | undefined;
    if (a11y?.disable || a11y?.test === 'off') return;

    // The story's own width: scanned by the addon, in every run but the English one of the split
    // (after a failure in the play function, the addon has not run).
    const scanned = await addonScanned(page, context.id);
    if (!context.hasFailure && scanned === englishOfSplit) {
      throw new Error(
        englishOfSplit
          ? `addon-a11y scanned ${context.id} in the English run, where its own width is the Korean run's (a11y.manual did not reach the preview)`
          : `addon-a11y did not scan ${context.id} at its own width in ${locale}`,
      );
    }
    if (!scansOtherWidth(story.tags)) return;

    const first = page.viewportSize()?.width ?? designViewports.desktop;
    const other = first === designViewports.mobile ? designViewports.desktop : designViewports.mobile;
    await page.setViewportSize({ width: other, height: 900 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

    // The scan runs the axe already in the preview (tests/axeScan.ts): the copy addon-a11y loaded,
    // or, where its scan is off, the one added here once per page (each page serves a whole file).
    if (!(await page.evaluate(() => 'axe' in globalThis))) await page.addScriptTag({ path: axeSource });
    const results = await axeScan(page, storyAxeOptions, {
      include: 'body',
      exclude: ['#storybook-docs', '.sb-wrapper'],
    });
    if (results.violations.length > 0) {
      const report = results.violations
        .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
        .join('\n');
      throw new Error(`axe found ${results.violations.length} violation(s) at ${other}px in ${locale}:\n${report}`);
    }
  },
};

export default config;
