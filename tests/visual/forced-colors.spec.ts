import { expect, type Page } from '@playwright/test';
import { test } from './storyPage';
import { targets as allTargets } from './targets';

/*
 * Forced colours (WCAG 1.4.11; Windows high contrast): the browser replaces every colour with the
 * user's system colours and drops backgrounds and box-shadows, so a state drawn only with those
 * (a checked radio, the selected tab or day, a focus ring) disappears unless the component draws
 * it again under `@media (forced-colors: active)`. Part of the offline visual check: the
 * components' visual targets in Korean at 1280 px in that mode, the open calendar (selected, focused
 * and disabled days), and a keyboard focus check on the primitives, whose all-states stories show
 * no focus.
 */

// Components only (primitives, site patterns and the contact form): a page is made of them, and its
// full-page pictures would more than double the size of this pass's baselines for little that the
// components' pictures do not already show.
const componentFolders = ['./src/components/', './src/patterns/', './src/contact/'];
const targets = allTargets.filter((entry) => componentFolders.some((folder) => entry.importPath.startsWith(folder)));

/**
 * The ring of the focused element as drawn: its own outline, or that of the nearest of its two
 * closest ancestors that draws one for it (a radio's ring is on its whole option). Box-shadows are
 * not counted: forced colours drop them.
 */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    let element: Element | null = focused;
    for (let depth = 0; element && depth < 3; depth += 1, element = element.parentElement) {
      const style = getComputedStyle(element);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) {
        return {
          tag: focused.tagName.toLowerCase(),
          holder: depth,
          style: style.outlineStyle,
          width: parseFloat(style.outlineWidth),
          color: style.outlineColor,
        };
      }
    }
    return { tag: focused.tagName.toLowerCase(), holder: -1, style: 'none', width: 0, color: '' };
  });

// Run in the forced-colors project of playwright.visual.config.ts (Korean, 1280 px, forced colours).
test.describe('forced colours', () => {
  for (const story of targets) {
    test(story.id, async ({ storyPage }) => {
      // Reduced motion throughout: the states, not a moment of an animation.
      await storyPage.show(story.id, { motion: 'reduce' });
      await expect(storyPage.page).toHaveScreenshot(`forced-colors/${story.id}.png`, { fullPage: true });
    });
  }

  test('the open calendar: selected, focused and disabled days', async ({ storyPage }) => {
    const page = storyPage.page;
    // The calendar open on 2026-12-18 (its play function), with the Wednesdays and the days before
    // the release minimum disabled; the arrow key moves keyboard focus to the 19th.
    await storyPage.show('components-datepicker--open-calendar', { motion: 'reduce' });
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('[data-day="2026-12-16"] button')).toBeDisabled();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.locator('[data-day="2026-12-19"] button')).toBeFocused();
    expect(await focusRing(page)).toMatchObject({ holder: 0, style: 'solid' });
    await expect(dialog).toHaveScreenshot('forced-colors/components-datepicker--open-calendar.png');
  });

  // The first Tab into each primitive's all-states story lands on its first control.
  const focusCases = [
    { name: 'Button', id: 'components-button--screenshots', tag: 'button' },
    { name: 'TextField', id: 'components-textfield--screenshots', tag: 'input' },
    { name: 'Checkbox', id: 'components-checkbox--screenshots', tag: 'input' },
    { name: 'RadioGroup', id: 'components-radiogroup--screenshots', tag: 'input' },
    { name: 'TabStrip', id: 'components-tabstrip--screenshots', tag: 'button' },
  ];
  for (const item of focusCases) {
    test(`keyboard focus stays visible: ${item.name}`, async ({ storyPage }) => {
      const page = storyPage.page;
      await storyPage.show(item.id, { motion: 'reduce' });
      await page.keyboard.press('Tab');
      const ring = await focusRing(page);
      expect(ring, 'the focused element or its option draws an outline').toMatchObject({ tag: item.tag });
      expect(ring?.holder).toBeGreaterThanOrEqual(0);
      expect(ring?.width).toBeGreaterThanOrEqual(2);
    });
  }
});
