import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { bodyFontFamily } from '../fontStack';
import { inverseSurface } from '../surfaces.css';
import { grayTokens, inverseColorRoles } from '../tokens';
import { vars } from '../vars.css';

/** The default theme (SPEC §1: the store's theme starts as `gray`). */
export const grayTheme = createTheme(vars, {
  ...grayTokens,
  font: { ...grayTokens.font, family: { ...grayTokens.font.family, body: bodyFontFamily } },
});

/** Inside an inverse surface the colour roles take their inverse values (styles/surfaces.css.ts). */
globalStyle(`${grayTheme} ${inverseSurface}`, {
  vars: assignVars(vars.color, inverseColorRoles(grayTokens.color)),
});
