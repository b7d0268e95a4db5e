/**
 * The heading levels the design system renders (`h1`–`h4`), as the control options of stories.
 * Every primitive and pattern that renders a heading takes its level as `headingLevel` of this type
 * (narrowed with `Extract` where the component renders a level below it too).
 */
export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];
