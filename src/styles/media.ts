import { breakpoints, type Breakpoint } from './tokens';

/** `@media` query for a breakpoint and up, for vanilla-extract `'@media'` blocks. */
export const minWidth = (bp: Breakpoint) => `screen and (min-width: ${breakpoints[bp]}px)`;
export const reducedMotion = '(prefers-reduced-motion: reduce)';
