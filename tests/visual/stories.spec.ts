import { expect } from '@playwright/test';
import { test } from './storyPage';
import { targets } from './targets';

/*
 * The local stand-in for Chromatic, over exactly the set Chromatic snapshots: the visual targets,
 * one `Screenshots` story per component and page (.storybook/helpers/visual.ts), in each mode of
 * playwright.visual.config.ts (Korean at 1280 px, English at 390 px), compared with
 * tests/visual/__screenshots__/<mode>/.
 */
for (const story of targets) {
  test(story.id, async ({ storyPage, visualMode }) => {
    await storyPage.show(story.id);
    await expect(storyPage.page).toHaveScreenshot(`${visualMode.name}/${story.id}.png`, { fullPage: true });
  });
}
