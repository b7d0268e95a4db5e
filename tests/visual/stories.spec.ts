import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('harness-fixture') && !entry.tags?.includes('no-visual'),
);
// The offline guard covers the foundations and the Button template (the component template),
// in Korean at 1280 px and English at 390 px. The full matrix of every
// story × ko/en × 390/1280 is Chromatic's job (.storybook/modes.ts).
const covered = (id: string) => /^(foundations-|components-button--)/.test(id);
const modes = [
  { name: 'ko-desktop', locale: 'ko', width: 1280, height: 800, only: covered },
  { name: 'en-mobile', locale: 'en', width: 390, height: 844, only: covered },
] as const;

for (const mode of modes) {
  test.describe(mode.name, () => {
    test.use({ viewport: { width: mode.width, height: mode.height } });
    for (const story of stories.filter((entry) => mode.only(entry.id))) {
      test(story.id, async ({ page }) => {
        await page.addInitScript((locale) => {
          (globalThis as { __NURI_STORY_GLOBALS__?: object }).__NURI_STORY_GLOBALS__ = { locale };
        }, mode.locale);
        await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
        // Wait until the story has rendered and its play function (if any) has finished.
        await page.waitForFunction(() => {
          const phase = (globalThis as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
            .__STORYBOOK_PREVIEW__?.currentRender?.phase;
          return phase === 'finished' || phase === 'completed' || phase === 'errored';
        });
        await page.evaluate(() => document.fonts.ready);
        await expect(page).toHaveScreenshot(`${mode.name}/${story.id}.png`, { fullPage: true });
      });
    }
  });
}
