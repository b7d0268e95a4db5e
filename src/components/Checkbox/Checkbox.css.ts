import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const root = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

/** Box and label side by side; the row is at least 44 px high and all of it toggles. */
export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget.comfortable,
  paddingBlock: vars.space.xs,
});

export const box = style({
  position: 'relative',
  flex: 'none',
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.icon.xl,
  height: vars.size.icon.xl,
  // Centre the 24 px box on the first line of a 1.55–1.7 line-height label.
  marginTop: vars.glyph.firstLine.xs,
});

/** A native checkbox drawn as a square; the tick is the icon laid over it. */
export const input = style({
  appearance: 'none',
  gridArea: '1 / 1',
  width: vars.size.icon.xl,
  height: vars.size.icon.xl,
  margin: 0,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:checked': { backgroundColor: vars.color.accentBg, borderColor: vars.color.accentBg },
    '&[aria-invalid="true"]:not(:checked)': {
      borderColor: vars.color.danger,
      boxShadow: `0 0 0 ${vars.borderWidth.hairline} ${vars.color.danger}`,
    },
    '&:disabled': { cursor: 'not-allowed', backgroundColor: vars.color.surfaceMuted },
  },
  // Forced colours drop the fill that marks a checked box: it is filled again in system colours.
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&:checked': { forcedColorAdjust: 'none', backgroundColor: 'Highlight', borderColor: 'Highlight' },
        '&:disabled': { borderColor: 'GrayText' },
        '&:checked:disabled': { backgroundColor: 'GrayText', borderColor: 'GrayText' },
      },
    },
  },
});

export const tick = style({
  gridArea: '1 / 1',
  width: vars.size.icon.sm,
  height: vars.size.icon.sm,
  color: vars.color.onAccent,
  pointerEvents: 'none',
  opacity: 0,
  selectors: {
    [`${input}:checked + &`]: { opacity: 1 },
  },
  '@media': { '(forced-colors: active)': { forcedColorAdjust: 'none', color: 'HighlightText' } },
});

export const label = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.latin,
  color: vars.color.text,
  cursor: 'pointer',
});

/** Hint and error line up with the label text, not with the box. */
export const message = style({ paddingInlineStart: `calc(${vars.size.icon.xl} + ${vars.space.sm})` });
