import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { minWidth } from '../../styles/media';
import { vars } from '../../styles/vars.css';

// The grid comes first: vanilla-extract emits each media query where it first appears, so the
// tablet query must be declared before the desktop one for the desktop rule to win.
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [minWidth('tablet')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.lg },
    [minWidth('desktop')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const root = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    gridTemplateRows: 'auto 1fr auto',
    gap: vars.space.md,
    minHeight: `calc(${vars.space.xxxl} * 3)`,
    height: '100%',
    padding: vars.space.lg,
    border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    textDecoration: 'none',
    transitionProperty: 'border-color, background-color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    '@media': { [minWidth('desktop')]: { padding: vars.space.xl, minHeight: `calc(${vars.space.xxxl} * 4)` } },
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    selectors: { '&:hover': { borderColor: vars.color.text, backgroundColor: vars.color.surfaceHover } },
  },
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const number = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: vars.font.letterSpacing.caps,
  color: vars.color.textMuted,
});

export const arrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.mark.sm,
  height: vars.size.mark.sm,
  marginLeft: 'auto',
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.hairline} solid currentColor`,
  transitionProperty: 'transform, background-color, color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    [`${root.classNames.base}:hover &`]: { transform: `translateX(${vars.space.xxs})` },
  },
});

export const title = style({
  alignSelf: 'end',
  fontSize: vars.font.size.h3,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.heading,
  lineHeight: vars.font.lineHeight.heading,
  color: 'inherit',
});

export const description = style({
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.korean,
  color: vars.color.textMuted,
});
