import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';
import { control } from '../private/fieldControl.css';

const cell = 44;

/** Input and calendar button read as one control; the button sits inside the box at the end. */
export const inputRow = style({ position: 'relative', display: 'block', width: '100%' });

export const input = style([
  control,
  {
    paddingInlineEnd: `calc(${cell}px + ${vars.space.xs})`,
    letterSpacing: vars.font.letterSpacing.latin,
  },
]);

export const trigger = style({
  position: 'absolute',
  insetInlineEnd: vars.borderWidth.thick,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-grid',
  placeItems: 'center',
  width: cell,
  height: cell,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceMuted },
    '&[data-state="open"]': { backgroundColor: vars.color.surfaceMuted, color: vars.color.accentText },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const triggerIcon = style({ width: vars.size.icon.lg, height: vars.size.icon.lg });

/**
 * The calendar is about 440 px tall: with the field near the middle of a short window it fits
 * neither below nor above, and Radix (flip, then best fit) would leave it partly outside the window.
 * It takes the height Radix measures on its side (within the 16 px collision padding) and scrolls
 * inside, so "Next month" and the days are always on screen.
 */
export const popover = style({
  zIndex: vars.zIndex.dropdown,
  maxWidth: `calc(100vw - 2 * ${vars.space.md})`,
  maxHeight: 'var(--radix-popover-content-available-height)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

// ── DayPicker parts (passed through `classNames`; DayPicker's own stylesheet is not used) ──

export const calendar = style({ fontVariantNumeric: 'tabular-nums' });

export const months = style({ display: 'block' });

/** Caption on the left, previous/next on the right, the grid under both. */
export const month = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  rowGap: vars.space.sm,
});

export const caption = style({ gridColumn: '1', paddingInlineStart: vars.space.xs });

export const captionLabel = style({
  fontSize: vars.font.size.lead,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.heading,
});

export const nav = style({ gridColumn: '2', gridRow: '1', display: 'flex', gap: vars.space.xxs });

export const navButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: cell,
  height: cell,
  padding: 0,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { borderColor: vars.color.text },
    '&[aria-disabled="true"]': { color: vars.color.borderStrong, cursor: 'not-allowed' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[aria-disabled="true"]': { color: 'GrayText', borderColor: 'GrayText' } },
    },
  },
});

export const chevron = style({ width: vars.size.icon.md, height: vars.size.icon.md });

export const grid = style({ gridColumn: '1 / -1', borderCollapse: 'collapse', borderSpacing: 0 });

export const weekday = style({
  width: cell,
  height: vars.size.control.xs,
  padding: 0,
  fontSize: vars.font.size.caption,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const day = style({ width: cell, height: cell, padding: 0, textAlign: 'center' });

export const today = style({});
export const selected = style({});
export const disabled = style({});
export const hidden = style({ visibility: 'hidden' });

export const dayButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: cell,
  height: cell,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.surfaceMuted },
    [`${today} &`]: { boxShadow: `inset 0 0 0 ${vars.borderWidth.hairline} ${vars.color.borderStrong}` },
    // Not selectable: grey AND struck through, so it never relies on colour alone.
    [`${disabled} &`]: {
      color: vars.color.textMuted,
      fontWeight: vars.font.weight.regular,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
    [`${selected} &`]: { backgroundColor: vars.color.accentBg, color: vars.color.onAccent, boxShadow: 'none' },
    [`${selected} &:hover`]: { backgroundColor: vars.color.accentBgHover },
  },
  // Forced colours drop the fill of the chosen day and the ring of today: both are drawn again in
  // system colours, and a disabled day is greyed as well as struck through.
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        [`${today} &`]: { border: `${vars.borderWidth.hairline} solid CanvasText` },
        [`${disabled} &`]: { color: 'GrayText' },
        [`${selected} &, ${selected} &:hover`]: {
          forcedColorAdjust: 'none',
          backgroundColor: 'Highlight',
          color: 'HighlightText',
        },
      },
    },
  },
});

/** Why some days are grey, in words (A11Y.md: default labels never say "unavailable"). */
export const reason = style({
  display: 'grid',
  gap: vars.space.xxs,
  maxWidth: `${cell * 7}px`,
  marginTop: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.latin,
  color: vars.color.textMuted,
});

export const strikeSample = style({ textDecoration: 'line-through' });

export const date = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
