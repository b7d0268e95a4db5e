import { breakpoints, type Breakpoint } from './tokens';

/** `@media` query for a breakpoint and up, for vanilla-extract `'@media'` blocks. */
export const minWidth = (bp: Breakpoint) => `screen and (min-width: ${breakpoints[bp]}px)`;
export const reducedMotion = '(prefers-reduced-motion: reduce)';
/**
 * The browser runs no script (JavaScript off): controls that need script give way to plain links.
 * Chromium, Firefox and Safari support it; elsewhere the script-only controls simply stay.
 */
export const noScripting = '(scripting: none)';
