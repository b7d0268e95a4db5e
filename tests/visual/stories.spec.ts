import { expect } from '@playwright/test';
import { test } from './storyPage';
import { targets } from './targets';

/*
 * The local stand-in for Chromatic, over exactly the set Chromatic snapshots: the visual targets,
 * one `Screenshots` story per component and page (.storybook/helpers/visual.ts), in each mode of
 * playwright.visual.config.ts (Korean at 1280 px, English at 390 px), compared with
 * tests/visual/__screenshots__/<mode>/.
 */

// The pictures are all this check owns: addon-a11y's scan after each story is off here (the story
// runner owns axe; the visual check's `a11y.manual`), so axe-core is never even loaded into the page.
test('no axe scan while taking the pictures', async ({ storyPage }) => {
  const story = targets[0]!;
  await storyPage.show(story.id);
  await storyPage.finished(story.id);
  expect(await storyPage.page.evaluate(() => 'axe' in globalThis)).toBe(false);
});

for (const story of targets) {
  test(story.id, async ({ storyPage, visualMode }) => {
    await storyPage.show(story.id);
    await expect(storyPage.page).toHaveScreenshot(`${visualMode.name}/${story.id}.png`, { fullPage: true });
  });
}
