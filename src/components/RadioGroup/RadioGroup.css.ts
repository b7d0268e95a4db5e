import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/vars.css';

export const radioOrientations = ['horizontal', 'vertical'] as const;

export const options = recipe({
  base: { display: 'flex', gap: vars.space.xs, margin: 0, padding: 0 },
  variants: {
    orientation: {
      horizontal: { flexDirection: 'row', flexWrap: 'wrap' },
      vertical: { flexDirection: 'column', alignItems: 'flex-start' },
    },
  },
  defaultVariants: { orientation: 'horizontal' },
});

/** One choice: the whole box is the click target (44 px high), the ring shows on it when the radio has keyboard focus. */
export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control.lg,
  minWidth: `calc(2 * ${vars.size.control.lg})`,
  maxWidth: '100%',
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  cursor: 'pointer',
  transitionProperty: 'border-color, background-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:has(input:checked)': {
      borderColor: vars.color.text,
      boxShadow: `inset 0 0 0 ${vars.borderWidth.hairline} ${vars.color.text}`,
    },
    '&:has(input:focus-visible)': {
      outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focusRing.offset,
    },
    '[aria-invalid="true"] &': { borderColor: vars.color.danger },
    '&:has(input:disabled)': { cursor: 'not-allowed', backgroundColor: vars.color.surfaceMuted },
  },
  // Forced colours: the chosen option keeps a border of its own colour, a disabled one greys out.
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&:has(input:checked)': { borderColor: 'Highlight' },
        '&:has(input:disabled)': { borderColor: 'GrayText', color: 'GrayText' },
      },
    },
  },
});

/** A native radio drawn as a ring; checked fills it with the accent around a white dot. */
export const radio = style({
  appearance: 'none',
  flex: 'none',
  width: vars.size.icon.lg,
  height: vars.size.icon.lg,
  margin: 0,
  borderRadius: '50%',
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  cursor: 'inherit',
  selectors: {
    '&:checked': {
      borderColor: vars.color.accentBg,
      backgroundColor: vars.color.accentBg,
      boxShadow: `inset 0 0 0 ${vars.space.xxs} ${vars.color.surface}`,
    },
    // The ring is drawn on the whole option instead (see `option`).
    '&:focus-visible': { outline: 'none' },
  },
  // Forced colours drop the fill and the inner shadow that make the dot: drawn again in system colours.
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&:checked': {
          forcedColorAdjust: 'none',
          borderColor: 'Highlight',
          backgroundColor: 'Highlight',
          boxShadow: `inset 0 0 0 ${vars.space.xxs} Canvas`,
        },
        '&:disabled': { borderColor: 'GrayText' },
        '&:checked:disabled': { borderColor: 'GrayText', backgroundColor: 'GrayText' },
      },
    },
  },
});

export const optionLabel = style({
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.heading,
  minWidth: 0,
});
