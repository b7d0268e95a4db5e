import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

/** The privacy-policy link inside the consent label. */
export const link = style({
  color: vars.color.accentText,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: vars.font.underlineOffset.sm,
  selectors: { '&:hover': { color: vars.color.text } },
});
