import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

/** The routed content's panel: no spacing of its own, the page lays its sections out. */
export const routePanel = style({
  selectors: {
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.focusRing.width})` },
  },
});
