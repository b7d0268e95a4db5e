import { breakpoints, type Breakpoint } from './runtimeTokens';

/**
 * `@media` query for a breakpoint and up, for vanilla-extract `'@media'` blocks. In em (of the
 * browser's default font size, 16 px unless the visitor changes it), so the layout follows the
 * text size setting as it follows zoom: at 200 % text a 1280 px window gets the layout of a 640 px
 * one instead of a desktop bar of links twice as wide as the screen (WCAG 1.4.4). At the default
 * size the breakpoints are the same pixels as before.
 */
export const minWidth = (bp: Breakpoint) => `screen and (min-width: ${breakpoints[bp] / 16}em)`;
/**
 * Below the smallest phones we design for (390 px): the widths WCAG 1.4.10 asks to reflow to
 * (320 CSS px), where a few controls drop an ornament to keep the page from scrolling sideways.
 */
export const narrow = 'screen and (max-width: 22.49em)';
export const reducedMotion = '(prefers-reduced-motion: reduce)';
/**
 * The browser runs no script (JavaScript off): controls that need script give way to plain links.
 * Chromium, Firefox and Safari support it; elsewhere the script-only controls simply stay.
 */
export const noScripting = '(scripting: none)';
