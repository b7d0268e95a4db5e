import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

/*
 * Styles shared by the field primitives (Field, TextField, TextArea, Select, DatePicker). Internal:
 * not exported from the barrel.
 */

/** One line of a multi-line hint (DatePicker's range hint). */
export const hintLine = style({ display: 'block' });

/**
 * The box every text-like control shares (TextField, TextArea, Select, DatePicker): a white
 * surface with a 3:1 border, the vermilion focus ring from the global styles, and a danger
 * border when `aria-invalid`.
 */
export const control = style({
  display: 'block',
  width: '100%',
  minHeight: vars.size.control.lg,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  // 16 px and up: iOS does not zoom into the field on focus.
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.latin,
  fontVariantNumeric: 'tabular-nums',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus-visible': { borderColor: vars.color.text },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 ${vars.borderWidth.hairline} ${vars.color.danger}`,
    },
    '&:disabled': {
      backgroundColor: vars.color.surfaceMuted,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});
