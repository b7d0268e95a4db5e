import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { minWidth } from '../../styles/media';
import { vars } from '../../styles/vars.css';

/** How slides are sized: `images` (campaign pictures, `big` ones wider) or `columns` (several lists side by side). */
export const carouselLayouts = ['images', 'columns'] as const;
export const carouselSlideSizes = ['default', 'big'] as const;

/** Share of the track already passed (0–1), for the progress rule. */
export const progress = createVar();

export const root = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
});

export const viewport = style({
  overflow: 'hidden',
  // Keeps the focus ring of a focused slide's content visible at the edges.
  paddingBlock: vars.space.xxs,
});

export const container = style({
  display: 'flex',
  gap: vars.space.md,
  touchAction: 'pan-y pinch-zoom',
  '@media': { [minWidth('tablet')]: { gap: vars.space.lg } },
});

export const slide = recipe({
  base: { flex: '0 0 auto', minWidth: 0 },
  variants: {
    layout: {
      images: {
        flexBasis: '78%',
        '@media': {
          [minWidth('tablet')]: { flexBasis: '44%' },
          [minWidth('desktop')]: { flexBasis: '30%' },
        },
      },
      columns: {
        flexBasis: '72%',
        '@media': {
          [minWidth('tablet')]: { flexBasis: '36%' },
          [minWidth('desktop')]: { flexBasis: '23%' },
        },
      },
    },
    size: { default: {}, big: {} },
  },
  compoundVariants: [
    {
      variants: { layout: 'images', size: 'big' },
      style: {
        flexBasis: '92%',
        '@media': {
          [minWidth('tablet')]: { flexBasis: '76%' },
          [minWidth('desktop')]: { flexBasis: '58%' },
        },
      },
    },
  ],
  defaultVariants: { layout: 'images', size: 'default' },
});
export type CarouselSlideVariants = NonNullable<RecipeVariants<typeof slide>>;

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
});

export const counter = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: vars.font.letterSpacing.caps,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const counterTotal = style({ color: vars.color.textMuted });

export const track = style({
  position: 'relative',
  flex: '1 1 auto',
  height: vars.borderWidth.thick,
  backgroundColor: vars.color.border,
  overflow: 'hidden',
  // Forced colours drop both fills: the track and its progress are drawn again in system colours.
  '@media': { '(forced-colors: active)': { forcedColorAdjust: 'none', backgroundColor: 'GrayText' } },
});

export const trackFill = style({
  position: 'absolute',
  inset: 0,
  backgroundColor: vars.color.text,
  transformOrigin: 'left center',
  transform: `scaleX(${progress})`,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.base,
  transitionTimingFunction: vars.motion.easing.standard,
  '@media': { '(forced-colors: active)': { backgroundColor: 'CanvasText' } },
});

export const buttons = style({ display: 'flex', gap: vars.space.xs });

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.md,
  height: vars.size.control.md,
  padding: 0,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  transitionProperty: 'border-color, background-color, color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover:not([aria-disabled="true"])': { borderColor: vars.color.text, backgroundColor: vars.color.surfaceMuted },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', color: vars.color.textMuted, borderColor: vars.color.border },
  },
});

/* ---- image slides (CarouselImages) ---- */

export const figure = style({ display: 'grid', gap: vars.space.xs });

export const image = style({
  display: 'block',
  width: '100%',
  height: `calc(${vars.space.xxxl} * 4)`,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  userSelect: 'none',
  '@media': {
    [minWidth('tablet')]: { height: `calc(${vars.space.xxxl} * 5)` },
    [minWidth('desktop')]: { height: `calc(${vars.space.xxxl} * 6)` },
  },
});

export const platformTag = style({
  fontSize: vars.font.size.caption,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.caps,
  color: vars.color.textMuted,
});

/* ---- column slides (CarouselClientList) ---- */

export const column = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.text}`,
});

export const columnHead = style({
  display: 'block',
  paddingBlock: vars.space.xs,
  fontSize: vars.font.size.caption,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: vars.font.letterSpacing.caps,
  color: vars.color.textMuted,
});

export const columnItem = style({
  wordBreak: 'keep-all',
  paddingBlock: vars.space.xxs,
  borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.latin,
  color: vars.color.text,
});
