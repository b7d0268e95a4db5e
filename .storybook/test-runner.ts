import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { designViewports } from '../src/styles/tokens.ts';
import { storyAxeOptions } from '../tests/axe-options.ts';
import { axeScan } from '../tests/axeScan.ts';

/**
 * Runs every story's play function and axe (via addon-a11y, `test: 'error'`) once per locale:
 * scripts/test-storybook.mjs starts this run with STORY_LOCALE=ko and again with en. After the
 * story passes at its own width, axe scans the whole document again at the other design width,
 * so every story is checked at 390 and 1280 px in both languages — with the same rule set as the
 * addon and the e2e checks (tests/axe-options.ts).
 */
const locale = process.env.STORY_LOCALE === 'en' ? 'en' : 'ko';

const widthOf = (viewport: unknown): number => {
  const value = typeof viewport === 'object' && viewport !== null ? (viewport as { value?: string }).value : viewport;
  return value === 'mobile' ? designViewports.mobile : designViewports.desktop;
};

const config: TestRunnerConfig = {
  // STORY_HARNESS=with: every story and the harness fixture, which must fail (scripts/test-storybook.mjs
  // reads the report); =1: the fixture alone.
  tags: {
    include: process.env.STORY_HARNESS === '1' ? ['harness-fixture'] : ['test'],
    exclude: process.env.STORY_HARNESS ? [] : ['harness-fixture'],
  },

  async prepare({ page }) {
    await page.addInitScript((value) => {
      (globalThis as { __NURI_STORY_GLOBALS__?: { locale: string } }).__NURI_STORY_GLOBALS__ = { locale: value };
    }, locale);
    const iframeURL = new URL('iframe.html', process.env.TARGET_URL).toString();
    await page.goto(iframeURL, { waitUntil: 'load' });
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

  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const a11y = story.parameters?.a11y as { disable?: boolean; test?: string } | undefined;
    if (a11y?.disable || a11y?.test === 'off') return;

    const first = page.viewportSize()?.width ?? designViewports.desktop;
    const other = first === designViewports.mobile ? designViewports.desktop : designViewports.mobile;
    await page.setViewportSize({ width: other, height: 900 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

    // addon-a11y has loaded axe into the preview: the scan runs it in place (tests/axeScan.ts).
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
