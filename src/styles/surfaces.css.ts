import { style } from '@vanilla-extract/css';
import { vars } from './vars.css';

/**
 * An inverse (charcoal) surface: put this class on a container (PageSection `tone="inverse"`, the
 * footer, the hero) and every colour role inside it takes its inverse value (`inverseColorRoles`
 * in tokens.ts, assigned per theme in `themes/`). Components read the roles (`text`, `border`,
 * `accentText`…) and need no `inverse` prop: the surface they sit on decides.
 */
export const inverseSurface = style({
  backgroundColor: vars.color.background,
  color: vars.color.text,
});
