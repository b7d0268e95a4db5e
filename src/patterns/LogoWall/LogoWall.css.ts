import { style } from '@vanilla-extract/css';
import { minWidth } from '../../styles/media';
import { vars } from '../../styles/vars.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  // Hairline grid: the cells' own borders, the list closes the outer edge.
  borderTop: `${vars.borderWidth.hairline} solid`,
  borderLeft: `${vars.borderWidth.hairline} solid`,
  '@media': {
    [minWidth('tablet')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [minWidth('desktop')]: { gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' },
  },
  borderColor: vars.color.border,
  color: vars.color.text,
});

export const cell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  textAlign: 'center',
  minHeight: `calc(${vars.space.xxxl} * 1.5)`,
  padding: vars.space.md,
  borderRight: `${vars.borderWidth.hairline} solid`,
  borderBottom: `${vars.borderWidth.hairline} solid`,
  borderColor: 'inherit',
  '@media': { [minWidth('desktop')]: { minHeight: `calc(${vars.space.xxxl} * 1.75)` } },
});

export const mark = style({
  display: 'block',
  width: vars.size.icon.xxl,
  height: vars.size.icon.xxl,
  flex: '0 0 auto',
  fill: 'currentColor',
});

export const caption = style({
  fontSize: vars.font.size.caption,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.heading,
  opacity: 0.72,
});

/** Our own type for platforms without a maintained mark (Melon, Genie): not a redrawn logo. */
export const wordmark = style({
  fontSize: vars.font.size.h4,
  fontWeight: vars.font.weight.black,
  letterSpacing: vars.font.letterSpacing.display,
  lineHeight: vars.font.lineHeight.tight,
});
