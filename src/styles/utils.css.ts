import { style } from '@vanilla-extract/css';
import { vars } from './vars.css';

/** Hidden on screen, read by assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  // The standard clip pattern: a 1 px box pulled out of the flow (values are the pattern, not a size).
  width: 1, // style-check-allow: visually-hidden clip pattern
  height: 1, // style-check-allow: visually-hidden clip pattern
  padding: 0,
  margin: -1, // style-check-allow: visually-hidden clip pattern
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/**
 * The block-link card pattern (WCAG 2.5.3 Label in Name): the card's title is its only link, so
 * the link's name is exactly its visible text, and a pseudo-element stretched over the card
 * (`blockLinkCard`, the nearest positioned ancestor) makes the whole card clickable. The other
 * text of the card sits outside the link. The focus ring is drawn on the card, as it was when the
 * whole card was the link; browsers without `:has()` keep the ring on the title link instead.
 */
const ringSupport = 'selector(:has(*))';

export const blockLinkCard = style({
  position: 'relative',
  '@supports': {
    [ringSupport]: {
      selectors: {
        '&:has(a:focus-visible)': {
          outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
          outlineOffset: vars.focusRing.offset,
        },
      },
    },
  },
});

export const blockLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
  },
  '@supports': { [ringSupport]: { selectors: { '&:focus-visible': { outline: 'none' } } } },
});
