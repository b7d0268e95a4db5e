import type { RunOptions } from 'axe-core';

/**
 * The one axe rule set of the project, used by every scan: the routes in e2e (e2e/axe.ts), the
 * stories through addon-a11y (.storybook/preview.tsx) and the test-runner's second-width scan
 * (.storybook/test-runner.ts). All WCAG 2.0 / 2.1 / 2.2 A and AA rules plus axe's best practices;
 * axe-core ≥ 4.14, where `label-content-name-mismatch` (2.5.3 Label in Name) is no longer
 * experimental. Running by tag also switches on `target-size` (2.5.8, tagged wcag22aa), which axe
 * leaves off by default. AAA rules, experimental and deprecated ones stay off.
 */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** A whole page (a route of the built site): every rule of the set, page-level ones included. */
export const pageAxeOptions: RunOptions = {
  runOnly: { type: 'tag', values: axeTags },
};

/**
 * A story renders one component, or a page without the app shell's landmarks around it: `region`
 * (all content inside landmarks) cannot apply there. The page-level rules (one main, one h1) do
 * not run either, since a story's scan is limited to <body>.
 */
export const storyAxeOptions: RunOptions = {
  runOnly: { type: 'tag', values: axeTags },
  rules: { region: { enabled: false } },
};
