import { style } from '@vanilla-extract/css';
import { minWidth } from '../../styles/media';
import { vars } from '../../styles/vars.css';

export const numberedPointColumns = [2, 3, 4] as const;

export const root = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  minWidth: 0,
  color: vars.color.text,
});

export const number = style({
  fontSize: vars.font.size.h2,
  fontWeight: vars.font.weight.regular,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: vars.font.letterSpacing.heading,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.accentText,
});

export const title = style({
  fontSize: vars.font.size.h4,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.heading,
  lineHeight: vars.font.lineHeight.heading,
  color: 'inherit',
});

export const text = style({
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.korean,
  color: vars.color.textMuted,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: vars.space.xl,
  rowGap: vars.space.xl,
  '@media': {
    [minWidth('tablet')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [minWidth('desktop')]: { rowGap: vars.space.xxl },
  },
});

export const listColumns = {
  2: style({}),
  3: style({ '@media': { [minWidth('desktop')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } }),
  4: style({ '@media': { [minWidth('desktop')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } }),
} as const;
