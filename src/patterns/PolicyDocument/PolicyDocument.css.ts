import { style } from '@vanilla-extract/css';
import { minWidth } from '../../styles/media';
import { vars } from '../../styles/vars.css';

const headerOffset = `calc(${vars.layout.headerHeight} + ${vars.space.lg})`;

/** Mobile: header, contents, body in one column. Desktop: a sticky contents column beside the text. */
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxl,
  alignItems: 'start',
  '@media': {
    [minWidth('desktop')]: {
      gridTemplateColumns: `minmax(0, 3fr) minmax(0, 8fr)`,
      columnGap: vars.space.xxxl,
      rowGap: vars.space.xxl,
    },
  },
});

export const header = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: vars.layout.readingWidth,
  '@media': { [minWidth('desktop')]: { gridColumn: '2', gridRow: '1' } },
});

export const title = style({
  fontSize: vars.font.size.h1,
  fontWeight: vars.font.weight.black,
  letterSpacing: vars.font.letterSpacing.heading,
  lineHeight: vars.font.lineHeight.tight,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
});

export const date = style({
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const intro = style({
  fontSize: vars.font.size.lead,
  color: vars.color.textMuted,
});

export const toc = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  '@media': {
    [minWidth('desktop')]: {
      gridColumn: '1',
      gridRow: '1 / span 2',
      position: 'sticky',
      top: headerOffset,
      padding: 0,
      border: 'none',
      backgroundColor: 'transparent',
    },
  },
});

export const tocTitle = style({
  fontSize: vars.font.size.caption,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.caps,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const tocList = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
  '@media': { [minWidth('desktop')]: { borderInlineStart: `${vars.borderWidth.hairline} solid ${vars.color.border}` } },
});

export const tocLink = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget.comfortable,
  paddingBlock: vars.space.xs,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.heading,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: vars.font.underlineOffset.sm } },
  '@media': {
    [minWidth('desktop')]: {
      minHeight: vars.size.control.xs,
      paddingInlineStart: vars.space.md,
      marginInlineStart: `calc(-1 * ${vars.borderWidth.hairline})`,
      borderInlineStart: `${vars.borderWidth.thick} solid transparent`,
      selectors: { '&:hover': { borderInlineStartColor: vars.color.accent } },
    },
  },
});

export const number = style({
  flex: '0 0 auto',
  minWidth: vars.glyph.numeral,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.bold,
  color: vars.color.accentText,
});

export const body = style({
  display: 'grid',
  gap: vars.space.xxl,
  maxWidth: vars.layout.readingWidth,
  '@media': { [minWidth('desktop')]: { gridColumn: '2', gridRow: '2' } },
});

export const section = style({
  display: 'grid',
  gap: vars.space.md,
  paddingTop: vars.space.lg,
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const sectionTitle = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontSize: vars.font.size.h3,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.heading,
});

export const paragraph = style({ color: vars.color.text });

export const list = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.lg,
  listStyleType: 'disc',
});

export const listItem = style({
  paddingInlineStart: vars.space.xxs,
  selectors: { '&::marker': { color: vars.color.accentText } },
});

export const effective = style({
  paddingTop: vars.space.lg,
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.text}`,
  fontWeight: vars.font.weight.semibold,
});
