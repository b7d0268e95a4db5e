import { allModes } from '../modes';

/*
 * Visual targets: each component and each page has ONE all-states story, named
 * `Screenshots`, that Chromatic snapshots and that the offline visual check
 * (tests/visual/stories.spec.ts, part of `npm test`) compares with its committed baselines. Every
 * other story is a test of behaviour, not a visual target: the preview turns Chromatic's snapshot
 * off by default (`chromatic.disableSnapshot`), a visual target turns it back on.
 *
 * A component's target is taken in two Chromatic modes (Korean at 1280 px, English at 390 px: both
 * languages, both widths, the longer text on the narrow screen); a page's in all four.
 *
 * What it draws is the language's own text, so a target is also a language-dependent story: it
 * carries `tags: ['language-dependent']`, written out in the story (the index does not read tags
 * from `visualTarget()`), and the story runner's English replay in `npm test` renders it and scans it
 * at the other width (scripts/test/test-storybook.mjs fails when a target lacks the tag).
 */

/** The name of every visual target (Storybook's index keeps only literal tags: the name marks it). */
export const VISUAL_STORY_NAME = 'Screenshots';

/** The Chromatic modes of a component's visual target. */
export const componentModes = {
  'ko desktop': allModes['ko desktop'],
  'en mobile': allModes['en mobile'],
} as const;

/** A page's target (by its stories file) is snapshotted in all four modes. */
export const isPageTarget = (importPath: string) => importPath.startsWith('./src/pages/');

/**
 * The parameters of a visual target: spread into the `Screenshots` story (`...visualTarget()`), or
 * `visualTarget().parameters` into a story's own parameters.
 */
export function visualTarget(kind: 'component' | 'page' = 'component') {
  return {
    parameters: {
      chromatic: {
        disableSnapshot: false,
        modes: kind === 'page' ? allModes : componentModes,
      },
    },
  };
}
