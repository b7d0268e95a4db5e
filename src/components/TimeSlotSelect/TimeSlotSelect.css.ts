import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

/** Times line up digit by digit. */
export const time = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.medium,
  letterSpacing: vars.font.letterSpacing.latin,
});
