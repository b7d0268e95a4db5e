import { globalStyle, style } from '@vanilla-extract/css';
import { minWidth } from '../../styles/media';
import { vars } from '../../styles/vars.css';

/** SPEC §9: the alert dialog is at most 600 px wide; it shrinks to short messages. */
export const maxWidth = vars.layout.dialog.alertMaxWidth;
export const width = 'max-content';

export const panel = style({
  minWidth: `min(${vars.layout.measure.xs}, calc(100vw - 2 * ${vars.layout.gutter}))`,
});

export const header = style({
  padding: `${vars.space.lg} ${vars.space.lg} 0`,
  '@media': {
    [minWidth('tablet')]: { padding: `${vars.space.xl} ${vars.space.xl} 0` },
  },
});

export const title = style({
  fontSize: vars.font.size.h4,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.heading,
  letterSpacing: vars.font.letterSpacing.heading,
  selectors: { '&:focus, &:focus-visible': { outline: 'none' } },
});

/** The message (sanitised HTML) scrolls if it is longer than the screen. */
export const message = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.lg}`,
  color: vars.color.text,
  fontSize: vars.font.size.body,
  overflowWrap: 'anywhere',
  '@media': {
    [minWidth('tablet')]: { padding: `${vars.space.sm} ${vars.space.xl} ${vars.space.xl}` },
  },
});

// The message is HTML from our own texts (sanitised): give its few elements a rhythm.
globalStyle(`${message} > * + *`, { marginTop: vars.space.sm });
globalStyle(`${message} strong, ${message} b`, { fontWeight: vars.font.weight.bold });
globalStyle(`${message} a`, {
  color: vars.color.accentText,
  textDecoration: 'underline',
  textUnderlineOffset: vars.font.underlineOffset.sm,
  fontWeight: vars.font.weight.semibold,
});
globalStyle(`${message} ul, ${message} ol`, { paddingLeft: vars.space.lg });
