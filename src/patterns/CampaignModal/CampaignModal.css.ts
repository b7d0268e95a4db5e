import { style } from '@vanilla-extract/css';
import { minWidth, reducedMotion } from '../../styles/media';
import { vars } from '../../styles/vars.css';

/* ---- the modal body ---- */

export const body = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
  '@media': { [minWidth('desktop')]: { gap: vars.space.xl } },
});

export const intro = style({
  display: 'grid',
  gap: vars.space.xs,
  maxWidth: vars.layout.readingWidth,
});

export const kind = style({
  margin: 0,
  fontSize: vars.font.size.caption,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.caps,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const summary = style({
  margin: 0,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.korean,
  color: vars.color.text,
  wordBreak: 'keep-all',
});

/** The category toggle buttons: one row that wraps, under a small visible label. */
export const categories = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingTop: vars.space.md,
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const categoriesLabel = style({
  flexBasis: '100%',
  marginBottom: vars.space.xxs,
  fontSize: vars.font.size.caption,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.caps,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

/** Where the image carousel comes a moment after the modal opens: its pictures' height (Carousel.css). */
export const carouselPending = style({
  minHeight: `calc(${vars.space.xxxl} * 4)`,
  '@media': {
    [minWidth('tablet')]: { minHeight: `calc(${vars.space.xxxl} * 5)` },
    [minWidth('desktop')]: { minHeight: `calc(${vars.space.xxxl} * 6)` },
  },
});

/* ---- the case cards that open it ---- */

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': {
    [minWidth('tablet')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [minWidth('desktop')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  transitionProperty: 'border-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: { '&:hover': { borderColor: vars.color.text } },
});

export const cover = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  backgroundColor: vars.color.surfaceMuted,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.base,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: { [`${card}:hover &`]: { transform: 'scale(1.03)' } },
  '@media': { [reducedMotion]: { transition: 'none', transform: 'none !important' } },
});

export const coverFrame = style({
  overflow: 'hidden',
  borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const cardText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 auto',
  padding: vars.space.md,
  wordBreak: 'keep-all',
  '@media': { [minWidth('desktop')]: { padding: vars.space.lg } },
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.h4,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.heading,
  lineHeight: vars.font.lineHeight.heading,
});

/**
 * The title's button stretches over the whole card (its `::after`), so the card is one target
 * while the heading keeps its semantics; the focus ring is drawn on that stretched area.
 */
export const cardButton = style({
  all: 'unset',
  cursor: 'pointer',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: 1,
      borderRadius: vars.radius.md,
    },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const cardSummary = style({
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.korean,
  color: vars.color.textMuted,
});

export const cardMore = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginTop: 'auto',
  paddingTop: vars.space.sm,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.accentText,
});
