import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { minWidth } from '../../styles/media';
import { vars } from '../../styles/vars.css';

/** `card`: picture above the text (article grids); `row`: picture beside it (the Home list). */
export const articleCardLayouts = ['card', 'row'] as const;

export const root = recipe({
  base: {
    display: 'grid',
    gap: vars.space.md,
    height: '100%',
    color: vars.color.text,
    textDecoration: 'none',
    borderRadius: vars.radius.md,
  },
  variants: {
    layout: {
      card: { gridTemplateRows: 'auto 1fr', alignContent: 'start' },
      row: {
        gridTemplateColumns: `calc(${vars.space.xxxl} * 1.75) minmax(0, 1fr)`,
        alignItems: 'center',
        '@media': {
          [minWidth('tablet')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 9fr)', gap: vars.space.xl },
        },
      },
    },
  },
  defaultVariants: { layout: 'card' },
});

export const thumbFrame = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    borderRadius: vars.radius.md,
    border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceMuted,
  },
  variants: {
    layout: {
      card: { aspectRatio: '4 / 3' },
      row: { aspectRatio: '4 / 3' },
    },
  },
});

export const thumb = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.base,
  transitionTimingFunction: vars.motion.easing.emphasized,
  selectors: { [`${root.classNames.base}:hover &`]: { transform: 'scale(1.03)' } },
});

export const body = style({ display: 'grid', alignContent: 'start', gap: vars.space.xs, minWidth: 0 });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xs,
  fontSize: vars.font.size.caption,
  lineHeight: vars.font.lineHeight.heading,
  color: vars.color.textMuted,
});

export const type = style({
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.caps,
  color: vars.color.accentText,
});

export const separator = style({ color: vars.color.borderStrong });

export const title = recipe({
  base: {
    // Titles are content, often Korean even in the English UI: break Korean between words.
    wordBreak: 'keep-all',
    fontWeight: vars.font.weight.bold,
    letterSpacing: vars.font.letterSpacing.heading,
    lineHeight: vars.font.lineHeight.heading,
    color: 'inherit',
    textDecorationLine: 'underline',
    textDecorationColor: 'transparent',
    textDecorationThickness: vars.borderWidth.hairline,
    textUnderlineOffset: vars.font.underlineOffset.sm,
    transitionProperty: 'text-decoration-color',
    transitionDuration: vars.motion.duration.fast,
    selectors: { [`${root.classNames.base}:hover &`]: { textDecorationColor: 'currentColor' } },
  },
  variants: {
    layout: {
      card: { fontSize: vars.font.size.h4 },
      row: { fontSize: vars.font.size.body, '@media': { [minWidth('tablet')]: { fontSize: vars.font.size.h3 } } },
    },
  },
});

export const date = style({
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
});

export const list = recipe({
  base: { listStyle: 'none', margin: 0, padding: 0, display: 'grid' },
  variants: {
    layout: {
      card: {
        gridTemplateColumns: 'minmax(0, 1fr)',
        columnGap: vars.space.lg,
        rowGap: vars.space.xl,
        '@media': {
          [minWidth('tablet')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [minWidth('desktop')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', rowGap: vars.space.xxl },
        },
      },
      row: {},
    },
  },
});

export const rowItem = style({
  paddingBlock: vars.space.md,
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}` } },
  '@media': { [minWidth('tablet')]: { paddingBlock: vars.space.lg } },
});

export const empty = style({
  paddingBlock: vars.space.xxl,
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});
