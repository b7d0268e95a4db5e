import { style } from '@vanilla-extract/css';
import { minWidth } from '../../styles/media';
import { vars } from '../../styles/vars.css';

export const featureBoxColumns = [2, 3, 4] as const;

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
  },
});

export const listColumns = {
  2: style({}),
  3: style({ '@media': { [minWidth('desktop')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } }),
  4: style({ '@media': { [minWidth('desktop')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } }),
} as const;

export const root = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.md,
  padding: vars.space.lg,
  minWidth: 0,
  height: '100%',
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  '@media': { [minWidth('desktop')]: { padding: vars.space.xl } },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.mark.md,
  height: vars.size.mark.md,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.accentText,
});

export const title = style({
  fontSize: vars.font.size.h4,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.heading,
  lineHeight: vars.font.lineHeight.heading,
});

export const text = style({
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.korean,
  color: vars.color.textMuted,
});
