import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { minWidth } from '../../styles/media';
import { vars } from '../../styles/vars.css';

export const numberedPointColumns = [2, 3, 4] as const;

export const root = recipe({
  base: {
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.sm,
    paddingTop: vars.space.md,
    borderTop: `${vars.borderWidth.hairline} solid`,
    minWidth: 0,
  },
  variants: {
    inverse: {
      true: { color: vars.color.textInverse, borderTopColor: vars.color.borderInverse },
      false: { color: vars.color.text, borderTopColor: vars.color.border },
    },
  },
  defaultVariants: { inverse: false },
});

export const number = recipe({
  base: {
    fontSize: vars.font.size.h2,
    fontWeight: vars.font.weight.regular,
    fontVariantNumeric: 'tabular-nums',
    letterSpacing: vars.font.letterSpacing.heading,
    lineHeight: vars.font.lineHeight.tight,
  },
  variants: {
    inverse: { true: { color: vars.color.accentTextInverse }, false: { color: vars.color.accentText } },
  },
});

export const title = style({
  fontSize: vars.font.size.h4,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.heading,
  lineHeight: vars.font.lineHeight.heading,
  color: 'inherit',
});

export const text = recipe({
  base: { fontSize: vars.font.size.body, lineHeight: vars.font.lineHeight.korean },
  variants: {
    inverse: { true: { color: vars.color.textInverseMuted }, false: { color: vars.color.textMuted } },
  },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: vars.space.xl,
  rowGap: vars.space.xl,
  '@media': {
    [minWidth('tablet')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [minWidth('desktop')]: { rowGap: vars.space.xxl },
  },
});

export const listColumns = {
  2: style({}),
  3: style({ '@media': { [minWidth('desktop')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } }),
  4: style({ '@media': { [minWidth('desktop')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } }),
} as const;
