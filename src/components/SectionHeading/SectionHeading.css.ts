import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { minWidth } from '../../styles/media';
import { vars } from '../../styles/vars.css';

/** `section`: the numbered section motif ("1 Description"); `display`: a slogan in the bold display size. */
export const sectionHeadingVariants = ['section', 'display'] as const;
export const sectionHeadingAligns = ['start', 'center'] as const;

export const root = recipe({
  base: { display: 'grid', gap: vars.space.sm, minWidth: 0, color: vars.color.text },
  variants: {
    variant: {
      section: {
        paddingTop: vars.space.md,
        borderTop: `${vars.borderWidth.hairline} solid ${vars.color.text}`,
        '@media': { [minWidth('desktop')]: { paddingTop: vars.space.lg } },
      },
      display: { gap: vars.space.md },
    },
    align: {
      start: { justifyItems: 'start', textAlign: 'left' },
      center: { justifyItems: 'center', textAlign: 'center' },
    },
  },
  defaultVariants: { variant: 'section', align: 'start' },
});
export type SectionHeadingVariants = NonNullable<RecipeVariants<typeof root>>;

export const eyebrow = style({
  fontSize: vars.font.size.caption,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.caps,
  textTransform: 'uppercase',
  lineHeight: vars.font.lineHeight.heading,
  color: vars.color.textMuted,
});

export const heading = recipe({
  base: { display: 'flex', alignItems: 'baseline', gap: vars.space.md, margin: 0, color: 'inherit' },
  variants: {
    variant: {
      section: {
        fontSize: vars.font.size.h2,
        fontWeight: vars.font.weight.bold,
        letterSpacing: vars.font.letterSpacing.heading,
        lineHeight: vars.font.lineHeight.heading,
      },
      display: {
        fontSize: vars.font.size.display,
        fontWeight: vars.font.weight.black,
        letterSpacing: vars.font.letterSpacing.display,
        lineHeight: vars.font.lineHeight.tight,
      },
    },
    small: {
      true: { fontSize: vars.font.size.h3 },
      false: {},
    },
  },
});

export const number = style({
  flex: '0 0 auto',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.relativeSize.sm,
  letterSpacing: vars.font.letterSpacing.latin,
  color: vars.color.accentText,
});

export const title = style({ minWidth: 0 });

export const lead = style({
  maxWidth: vars.layout.readingWidth,
  fontSize: vars.font.size.lead,
  lineHeight: vars.font.lineHeight.korean,
  color: vars.color.textMuted,
});
