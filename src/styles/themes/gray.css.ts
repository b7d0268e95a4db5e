import { createTheme } from '@vanilla-extract/css';
import { bodyFontFamily } from '../fontStack';
import { grayTokens } from '../tokens';
import { vars } from '../vars.css';

/** The default theme (SPEC §1: the store's theme starts as `gray`). */
export const grayTheme = createTheme(vars, {
  ...grayTokens,
  font: { ...grayTokens.font, family: { ...grayTokens.font.family, body: bodyFontFamily } },
});
