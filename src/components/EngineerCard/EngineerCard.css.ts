import { style, styleVariants } from '@vanilla-extract/css';
import { minWidth } from '../../styles/media';
import { inverseSurface } from '../../styles/surfaces.css';
import { vars } from '../../styles/vars.css';

/* ---- the generated portrait ---- */

// The portrait is artwork on charcoal wherever the card sits: an inverse surface of its own, so its
// figure and grounds read the plain roles and get the charcoal values. It paints no box fill: its
// ground is the fill, and the photo's frame behind it is `mediaBackdrop` (a fill of the svg's own
// would be inside the photo's grayscale filter and tint the edge pixels of the ground).

export const portrait = style([
  inverseSurface,
  { display: 'block', width: '100%', height: 'auto', backgroundColor: 'transparent' },
]);

/** Monochrome grounds: the portrait's ground is chosen from the name, deterministically. */
export const portraitGround = styleVariants({
  0: { fill: vars.color.surface },
  1: { fill: vars.color.surfaceMuted },
  2: { fill: vars.color.border },
  3: { fill: vars.color.mediaMuted },
});

/* ---- the card ---- */

const desktop = minWidth('desktop');

// The grid first: vanilla-extract emits each media query where it first appears, and the
// tablet query must come before the desktop one.
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  alignItems: 'start',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: vars.space.md,
  rowGap: vars.space.xl,
  '@media': {
    [minWidth('tablet')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', columnGap: vars.space.lg },
    [desktop]: { columnGap: vars.space.xl, rowGap: vars.space.xl },
  },
});

// From the desktop width each card lies on its side: the portrait on the left, the name, role
// and (when expanded) the bio on the right, so nine cards fit three compact rows.
export const root = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  minWidth: 0,
  '@media': {
    [desktop]: {
      gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
      gridTemplateRows: 'auto auto 1fr',
      columnGap: vars.space.md,
    },
  },
});

export const photoButton = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  backgroundColor: vars.color.mediaBackdrop,
  cursor: 'pointer',
  marginBottom: vars.space.xs,
  '@media': { [desktop]: { gridRow: '1 / span 3', alignSelf: 'start', marginBottom: 0 } },
});

export const photo = style({
  display: 'block',
  width: '100%',
  // The <img> carries width/height attributes (no layout shift while it loads); `auto` lets the
  // 4:5 ratio decide the height instead of the attribute.
  height: 'auto',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  filter: 'grayscale(1)',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.base,
  transitionTimingFunction: vars.motion.easing.emphasized,
  selectors: { [`${photoButton}:hover &`]: { transform: 'scale(1.03)' } },
});

export const toggle = style({
  position: 'absolute',
  right: vars.space.sm,
  bottom: vars.space.sm,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.mark.sm,
  height: vars.size.mark.sm,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    [`${photoButton}[aria-expanded="true"] &`]: { backgroundColor: vars.color.accentBg, color: vars.color.onAccent },
  },
});

export const name = style({
  '@media': { [desktop]: { gridColumn: 2 } },
  fontSize: vars.font.size.h4,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.heading,
  lineHeight: vars.font.lineHeight.heading,
});

export const role = style({
  '@media': { [desktop]: { gridColumn: 2 } },
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  letterSpacing: vars.font.letterSpacing.latin,
  color: vars.color.accentText,
});

export const bio = style({
  marginTop: vars.space.xs,
  paddingTop: vars.space.sm,
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.korean,
  color: vars.color.textMuted,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [desktop]: { gridColumn: 2, alignSelf: 'start' } },
});
