import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

/** The column of one field: label, hint, error message, control. */
export const root = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
  border: 0,
  padding: 0,
  margin: 0,
});

export const label = style({
  display: 'block',
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.heading,
  color: vars.color.text,
  // A floated <legend> is not the fieldset's "rendered legend": it becomes an ordinary grid
  // item, so a legend lines up and spaces exactly like a label (floats are ignored in grids).
  float: 'left',
  width: '100%',
  padding: 0,
});

export const requiredMark = style({
  color: vars.color.accentText,
  marginInlineStart: vars.space.xxs,
  fontWeight: vars.font.weight.bold,
});

export const hint = style({
  display: 'block',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.latin,
  color: vars.color.textMuted,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.latin,
  color: vars.color.danger,
});

export const errorIcon = style({
  flex: 'none',
  width: vars.glyph.icon.lg,
  height: vars.glyph.icon.lg,
  marginTop: vars.glyph.firstLine.md,
});

export const legend = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const legendMark = style({
  color: vars.color.accentText,
  fontWeight: vars.font.weight.bold,
});
