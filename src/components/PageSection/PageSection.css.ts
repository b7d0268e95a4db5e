import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { minWidth } from '../../styles/media';
import { inverseSurface } from '../../styles/surfaces.css';
import { vars } from '../../styles/vars.css';

/**
 * `plain`: the page background; `surface`: white reading surface; `muted`: warm gray band; `inverse`:
 * a charcoal surface (`inverseSurface`: the colour roles inside take their inverse values, so the
 * primitives in it need no prop).
 */
export const pageSectionTones = ['plain', 'surface', 'muted', 'inverse'] as const;
/** `content`: the 1200 px grid; `reading`: a comfortable measure for running text. */
export const pageSectionWidths = ['content', 'reading'] as const;
/** `section`: the big vertical rhythm between sections; `compact`: half of it; `hero`: a page's opening band. */
export const pageSectionSpacings = ['section', 'compact', 'hero'] as const;
export const pageSectionAligns = ['start', 'center'] as const;
/** `stack`: heading above the content; `split`: on desktop the heading in a left column beside it. */
export const pageSectionLayouts = ['stack', 'split'] as const;

export const root = recipe({
  base: { width: '100%', minWidth: 0 },
  variants: {
    tone: {
      plain: { backgroundColor: vars.color.background, color: vars.color.text },
      surface: { backgroundColor: vars.color.surface, color: vars.color.text },
      muted: { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
      inverse: [inverseSurface],
    },
    spacing: {
      section: {
        paddingBlock: vars.space.xxxl,
        '@media': { [minWidth('desktop')]: { paddingBlock: vars.space.section } },
      },
      compact: {
        paddingBlock: vars.space.xxl,
        '@media': { [minWidth('desktop')]: { paddingBlock: vars.space.xxxl } },
      },
      hero: {
        paddingTop: vars.space.xxxl,
        paddingBottom: vars.space.xxxl,
        '@media': {
          [minWidth('desktop')]: {
            paddingTop: vars.space.section,
            paddingBottom: `calc(${vars.space.section} * 1.25)`,
          },
        },
      },
    },
  },
  defaultVariants: { tone: 'plain', spacing: 'section' },
});

export const inner = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xl,
    width: '100%',
    marginInline: 'auto',
    // The same column as the header and footer: max width with the gutter inside it.
    paddingInline: vars.layout.gutter,
    '@media': { [minWidth('desktop')]: { gap: vars.space.xxl } },
  },
  variants: {
    width: {
      content: { maxWidth: vars.layout.maxWidth },
      reading: { maxWidth: `calc(${vars.layout.readingWidth} + 2 * ${vars.layout.gutter})` },
    },
    align: {
      start: { alignItems: 'stretch' },
      center: { alignItems: 'center', textAlign: 'center' },
    },
    layout: {
      stack: {},
      split: {
        '@media': {
          [minWidth('desktop')]: {
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 4fr) minmax(0, 8fr)',
            columnGap: vars.space.xxxl,
            alignItems: 'start',
          },
        },
      },
    },
  },
  defaultVariants: { width: 'content', align: 'start', layout: 'stack' },
});

export const heading = recipe({
  base: { minWidth: 0 },
  variants: {
    layout: {
      stack: {},
      // Beside long content the heading stays in view, below the sticky site header.
      split: {
        '@media': {
          [minWidth('desktop')]: { position: 'sticky', top: `calc(${vars.layout.headerHeight} + ${vars.space.lg})` },
        },
      },
    },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
  '@media': { [minWidth('desktop')]: { gap: vars.space.xxl } },
});

export type PageSectionVariants = NonNullable<RecipeVariants<typeof root>> & NonNullable<RecipeVariants<typeof inner>>;
