import { style } from '@vanilla-extract/css';
import { minWidth } from '../../styles/media';
import { vars } from '../../styles/vars.css';

const marker = vars.size.marker.md;
const desktop = minWidth('tablet');

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    [desktop]: { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)', gap: vars.space.lg },
  },
});

export const step = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${marker} minmax(0, 1fr)`,
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  alignContent: 'start',
  minWidth: 0,
  selectors: {
    // The connecting line: down to the next step on mobile, across to it on wider screens.
    '&:not(:last-child)::after': {
      content: '""',
      position: 'absolute',
      left: `calc(${marker} / 2)`,
      top: `calc(${marker} + ${vars.space.xs})`,
      bottom: `calc(-1 * ${vars.space.lg} + ${vars.space.xs})`,
      width: vars.borderWidth.hairline,
      backgroundColor: vars.color.borderStrong,
    },
  },
  '@media': {
    [desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      rowGap: vars.space.sm,
      selectors: {
        '&:not(:last-child)::after': {
          left: `calc(${marker} + ${vars.space.sm})`,
          right: `calc(-1 * ${vars.space.lg} + ${vars.space.sm})`,
          top: `calc(${marker} / 2)`,
          bottom: 'auto',
          width: 'auto',
          height: vars.borderWidth.hairline,
        },
      },
    },
  },
});

export const number = style({
  gridRow: 'span 2',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: marker,
  height: marker,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.hairline} solid ${vars.color.text}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [desktop]: { gridRow: 'auto' } },
});

export const title = style({
  alignSelf: 'center',
  fontSize: vars.font.size.h4,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.heading,
  lineHeight: vars.font.lineHeight.heading,
  color: vars.color.text,
  '@media': { [desktop]: { marginTop: vars.space.xs } },
});

export const text = style({
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.korean,
  color: vars.color.textMuted,
});
