import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './vars.css';

/**
 * An inverse (charcoal) surface: put this class on a container (PageSection `tone="inverse"`, the
 * footer, the hero) and every colour role inside it takes its inverse value (`inverseColorRoles`
 * in tokens.ts, assigned per theme in `themes/`), with the few other roles that follow the surface
 * (`shadow.dropdown`, `layout.bandInset`). Components read the roles (`text`, `border`,
 * `accentText`, `outlineBg`…) and need no `inverse` prop and no selector on this class: the surface
 * they sit on decides.
 */
export const inverseSurface = style({});

/**
 * The theme's own (light) surface again inside an inverse one: the roles take their base values,
 * e.g. the light skip link on the charcoal header (as Radix nests `<Theme appearance="light">`).
 */
export const baseSurface = style({});

// A surface's own fill and text colour are defaults, without specificity: an element that is a
// surface and paints its own fill (a raised dropdown list, a strip stuck while scrolling) wins,
// whatever the order of the style sheets.
for (const surface of [inverseSurface, baseSurface]) {
  globalStyle(`:where(${surface})`, { backgroundColor: vars.color.background, color: vars.color.text });
}
