import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { bodyFontFamily } from '../fontStack';
import { baseSurface, inverseSurface } from '../surfaces.css';
import { grayTokens, surfaceRoles } from '../tokens';
import { vars } from '../vars.css';

/** The default theme (SPEC §1: the store's theme starts as `gray`). */
export const grayTheme = createTheme(vars, {
  ...grayTokens,
  font: { ...grayTokens.font, family: { ...grayTokens.font.family, body: bodyFontFamily } },
});

/** Inside a surface the surface roles take its values (styles/surfaces.css.ts): inverse, or the base ones again. */
for (const [surface, tone] of [
  [inverseSurface, 'inverse'],
  [baseSurface, 'base'],
] as const) {
  const roles = surfaceRoles(grayTokens, tone);
  globalStyle(`${grayTheme} ${surface}`, {
    vars: {
      ...assignVars(vars.color, roles.color),
      [vars.shadow.dropdown]: roles.dropdownShadow,
      [vars.layout.bandInset]: roles.bandInset,
    },
  });
}
