import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { VISUAL_STORY_NAME, isPageTarget } from '../../.storybook/helpers/visual';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  name: string;
  importPath: string;
  tags?: string[];
}

/*
 * The local stand-in for Chromatic, over exactly the set Chromatic snapshots: the visual targets,
 * one `Screenshots` story per component and page (.storybook/helpers/visual.ts), in Korean at
 * 1280 px and English at 390 px, compared with tests/visual/__screenshots__.
 */

const STORYBOOK_DIR = process.env.VISUAL_STORYBOOK_DIR ?? 'storybook-static';
const index = JSON.parse(readFileSync(`${STORYBOOK_DIR}/index.json`, 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
// Storybook's index keeps only literal tags, so a target is found by its name.
const targets = stories.filter((entry) => entry.name === VISUAL_STORY_NAME);

type Preview = {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { phase?: string; story?: { parameters?: { chromatic?: { prefersReducedMotion?: string } } } };
  };
};

/** Opens a story and waits until it has rendered (a visual target has no play function). */
async function open(page: Page, id: string) {
  await page.goto(`/iframe.html?id=${id}&viewMode=story`);
  await page.waitForFunction(() => {
    const phase = (globalThis as Preview).__STORYBOOK_PREVIEW__?.currentRender?.phase;
    return phase === 'finished' || phase === 'completed' || phase === 'errored';
  });
}

/** The story's `chromatic.prefersReducedMotion` (the preview's default is 'reduce'). */
const chromaticMotion = (page: Page) =>
  page.evaluate(
    () =>
      (globalThis as Preview).__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters?.chromatic?.prefersReducedMotion,
  );

const modes = [
  { name: 'ko-desktop', locale: 'ko', width: 1280, height: 800 },
  { name: 'en-mobile', locale: 'en', width: 390, height: 844 },
] as const;

test.describe('the visual targets', () => {
  test('every component and page has exactly one', () => {
    const folders = (dir: string) =>
      readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${dir}/${entry.name}/`);
    const owners = [
      // src/components/private/ holds shared internals, not a component: it has no target.
      ...folders('src/components').filter((folder) => folder !== 'src/components/private/'),
      ...folders('src/patterns'),
      'src/contact/ContactForm/',
      ...folders('src/pages'),
      'src/app/',
      'src/foundations/',
    ];
    const targetsOf = (folder: string) => targets.filter((story) => story.importPath.startsWith(`./${folder}`));
    expect(owners.filter((folder) => targetsOf(folder).length !== 1)).toEqual([]);
  });

  test('Chromatic takes at most 200 snapshots per full build', () => {
    // A component's target in two modes, a page's in all four (.storybook/helpers/visual.ts).
    const snapshots = targets.reduce((sum, story) => sum + (isPageTarget(story.importPath) ? 4 : 2), 0);
    test.info().annotations.push({
      type: 'chromatic',
      description: `${targets.length} visual targets → ${snapshots} snapshots per full build`,
    });
    expect(snapshots).toBeLessThanOrEqual(200);
  });
});

for (const mode of modes) {
  test.describe(mode.name, () => {
    test.use({ viewport: { width: mode.width, height: mode.height } });
    for (const story of targets) {
      test(story.id, async ({ page }) => {
        await page.addInitScript((locale) => {
          (globalThis as { __NURI_STORY_GLOBALS__?: object }).__NURI_STORY_GLOBALS__ = { locale };
        }, mode.locale);
        await open(page, story.id);
        // Motion as Chromatic takes it: reduced unless the story asks for motion (a frozen typing line).
        if ((await chromaticMotion(page)) === 'no-preference') {
          await page.emulateMedia({ reducedMotion: 'no-preference' });
          await open(page, story.id);
        }
        // A full-page picture: below-the-fold images load as if scrolled to.
        await page.evaluate(async () => {
          const lazy = [...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')];
          for (const image of lazy) image.loading = 'eager';
          await Promise.all(lazy.map((image) => image.decode().catch(() => undefined)));
          await document.fonts.ready;
        });
        await expect(page).toHaveScreenshot(`${mode.name}/${story.id}.png`, { fullPage: true });
      });
    }
  });
}
