import { style } from '@vanilla-extract/css';
import { minWidth } from '../../styles/media';
import { inverseSurface } from '../../styles/surfaces.css';
import { vars } from '../../styles/vars.css';

export const root = style([inverseSurface]);

export const inner = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxl,
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
  paddingBlock: vars.space.xxl,
  '@media': {
    [minWidth('tablet')]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: vars.space.xl,
    },
    [minWidth('desktop')]: {
      gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
      paddingBlock: vars.space.xxxl,
    },
  },
});

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': {
    [minWidth('tablet')]: { gridColumn: '1 / -1' },
    [minWidth('desktop')]: { gridColumn: 'span 3' },
  },
});

export const wordmark = style({
  fontSize: vars.font.size.h2,
  fontWeight: vars.font.weight.black,
  letterSpacing: vars.font.letterSpacing.display,
  lineHeight: vars.font.lineHeight.tight,
});

export const tagline = style({
  fontSize: vars.font.size.lead,
  fontWeight: vars.font.weight.medium,
  color: vars.color.accentText,
});

export const details = style({
  fontStyle: 'normal',
  '@media': {
    [minWidth('desktop')]: { gridColumn: 'span 6' },
  },
});

export const detailList = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  rowGap: vars.space.sm,
  alignItems: 'baseline',
  fontSize: vars.font.size.small,
  '@media': {
    // Terms and values line up in two columns; the rows are transparent to the grid.
    [minWidth('tablet')]: {
      gridTemplateColumns: 'max-content minmax(0, 1fr)',
      columnGap: vars.space.lg,
    },
  },
});

export const detailRow = style({
  display: 'grid',
  gap: vars.space.xxs,
  '@media': {
    [minWidth('tablet')]: { display: 'contents' },
  },
});

export const detailTerm = style({
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
});

export const detailValue = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const detailLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget.minimum,
  color: vars.color.text,
  textDecorationColor: vars.color.textMuted,
  textUnderlineOffset: vars.font.underlineOffset.sm,
  selectors: {
    '&:hover': { textDecorationColor: vars.color.accent },
  },
});

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  '@media': {
    [minWidth('desktop')]: { gridColumn: 'span 3' },
  },
});

export const sectionLabel = style({
  marginBlockEnd: vars.space.sm,
  fontSize: vars.font.size.caption,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.caps,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const navList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget.comfortable,
  fontSize: vars.font.size.lead,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': {
      textDecoration: 'underline',
      textDecorationColor: vars.color.accent,
      textUnderlineOffset: vars.font.underlineOffset.lg,
    },
  },
});

export const bottom = style({
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const bottomInner = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
  paddingBlock: vars.space.lg,
  fontSize: vars.font.size.caption,
  color: vars.color.textMuted,
});
