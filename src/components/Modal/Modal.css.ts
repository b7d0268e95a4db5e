import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { minWidth, reducedMotion } from '../../styles/media';
import { vars } from '../../styles/vars.css';

/** Width of the modal (a CSS length; `100%` for the full-width campaign modal). */
export const widthVar = createVar();
/** Upper bound of the width; the viewport minus the gutters always wins below it. */
export const maxWidthVar = createVar();

/** Default width: a comfortable reading measure for a short form or a paragraph or two. */
export const defaultWidth = vars.layout.measure.md;

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const rise = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.xs}) scale(0.98)` },
  to: { opacity: 1, transform: 'none' },
});

/** The backdrop: dimmed, or transparent (it still takes the click that closes the modal). */
export const overlay = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    // Radix sets pointer-events: none on <body> while a modal is open; the backdrop takes presses.
    pointerEvents: 'auto',
    selectors: {
      '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.standard}` },
      '&[data-state="closed"]': {
        animation: `${fadeOut} ${vars.motion.duration.instant} ${vars.motion.easing.standard}`,
      },
    },
    '@media': { [reducedMotion]: { animation: 'none !important' } },
  },
  variants: {
    dimmer: {
      true: { backgroundColor: vars.color.scrim },
      false: { backgroundColor: 'transparent' },
    },
    layer: {
      modal: { zIndex: vars.zIndex.modal },
      dialog: { zIndex: vars.zIndex.dialog },
    },
  },
  defaultVariants: { dimmer: true, layer: 'modal' },
});

/**
 * The panel, centred in the viewport (fixed, inset 0, auto margins: no transform, so the
 * entrance animation may use one). Never wider or taller than the viewport minus the gutters;
 * the body scrolls inside it.
 */
export const content = recipe({
  base: {
    vars: { [widthVar]: defaultWidth, [maxWidthVar]: '100%' },
    position: 'fixed',
    inset: 0,
    margin: 'auto',
    height: 'fit-content',
    width: widthVar,
    maxWidth: `min(${maxWidthVar}, calc(100% - 2 * ${vars.layout.gutter}))`,
    maxHeight: `calc(100vh - 2 * ${vars.layout.gutter})`,
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    overflow: 'hidden',
    outline: 'none',
    selectors: {
      '&[data-state="open"]': { animation: `${rise} ${vars.motion.duration.fast} ${vars.motion.easing.emphasized}` },
      '&[data-state="closed"]': {
        animation: `${fadeOut} ${vars.motion.duration.instant} ${vars.motion.easing.standard}`,
      },
    },
    '@supports': {
      '(height: 100dvh)': { maxHeight: `calc(100dvh - 2 * ${vars.layout.gutter})` },
    },
    '@media': { [reducedMotion]: { animation: 'none !important' } },
  },
  variants: {
    layer: {
      modal: { zIndex: vars.zIndex.modal },
      dialog: { zIndex: vars.zIndex.dialog },
    },
  },
  defaultVariants: { layer: 'modal' },
});

export type ModalContentVariants = NonNullable<RecipeVariants<typeof content>>;

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  flexShrink: 0,
  '@media': {
    [minWidth('tablet')]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.md} ${vars.space.xl}` },
  },
});

export const title = style({
  // The title sits on the close button's centre line (44 px button, one line of heading).
  paddingTop: vars.space.xs,
  fontSize: vars.font.size.h4,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.heading,
  letterSpacing: vars.font.letterSpacing.heading,
  minWidth: 0,
  // Focus lands here by script on open (long content): it is not a control, so no ring.
  selectors: { '&:focus, &:focus-visible': { outline: 'none' } },
  '@media': {
    [minWidth('tablet')]: { fontSize: vars.font.size.h3 },
  },
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.control.md,
  height: vars.size.control.md,
  marginRight: `calc(-1 * ${vars.space.xs})`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
  },
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: `${vars.space.lg} ${vars.space.lg}`,
  fontSize: vars.font.size.body,
  '@media': {
    [minWidth('tablet')]: { padding: `${vars.space.lg} ${vars.space.xl} ${vars.space.xl}` },
  },
});
