import { style } from '@vanilla-extract/css';
import { minWidth } from '../../styles/media';
import { vars } from '../../styles/vars.css';

export const table = style({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
  borderTop: `${vars.borderWidth.thick} solid ${vars.color.text}`,
  fontSize: vars.font.size.small,
  '@media': { [minWidth('tablet')]: { fontSize: vars.font.size.body } },
});

// SPEC §2: title 75 %, date 25 %.
export const titleColumn = style({ width: '75%' });
export const dateColumn = style({ width: '25%' });

const cell = {
  paddingBlock: vars.space.md,
  paddingInline: vars.space.xs,
  borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  verticalAlign: 'middle',
  '@media': { [minWidth('tablet')]: { paddingBlock: vars.space.lg, paddingInline: vars.space.md } },
} as const;

export const headCell = style({
  ...cell,
  paddingBlock: vars.space.sm,
  '@media': { [minWidth('tablet')]: { paddingBlock: vars.space.sm, paddingInline: vars.space.md } },
  fontSize: vars.font.size.caption,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.caps,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  textAlign: 'left',
  borderBottomColor: vars.color.borderStrong,
});

export const headDate = style({ textAlign: 'center' });

export const row = style({
  // The title link stretches over the whole row (see `link`), so the row is clickable too.
  position: 'relative',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted } },
});

export const titleCell = style({
  ...cell,
  textAlign: 'left',
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.heading,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    [`${row}:hover &`]: { textDecoration: 'underline', textUnderlineOffset: vars.font.underlineOffset.sm },
  },
});

export const dateCell = style({
  ...cell,
  // At 390 px the quarter column is narrow: smaller type and padding keep the date on one line.
  paddingInline: vars.space.xxs,
  fontSize: vars.font.size.caption,
  '@media': {
    [minWidth('tablet')]: {
      paddingBlock: vars.space.lg,
      paddingInline: vars.space.md,
      fontSize: vars.font.size.body,
    },
  },
  textAlign: 'center',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
});

export const emptyCell = style({
  ...cell,
  paddingBlock: vars.space.xxl,
  textAlign: 'center',
  color: vars.color.textMuted,
});
