import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { minWidth } from '../../styles/media';
import { inverseSurface } from '../../styles/surfaces.css';
import { vars } from '../../styles/vars.css';

/** The page's scroll offset in px, set on the element by the component. */
export const scrollOffset = createVar();

export const root = style([
  inverseSurface,
  {
    vars: { [scrollOffset]: '0px' },
    position: 'relative',
    // Its height is the fold's (below) less twice the scroll offset: the fold's negative bottom
    // margin shortens this box, which clips the rest (its height never goes below 0).
    overflow: 'hidden',
    isolation: 'isolate',
    selectors: { '&[data-collapsed="true"]': { visibility: 'hidden' } },
  },
]);

/**
 * The banner's unfolded box: the viewport high, or as high as its content where that is taller (a
 * phone on its side, text at 200 %: nothing is cut off, WCAG 1.4.4/1.4.10). SPEC §2/§9's rule, the
 * height less twice the scroll distance and never negative, applies from there.
 */
export const fold = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: ['100vh', '100dvh'] as unknown as string,
  marginBottom: `calc(-2 * ${scrollOffset})`,
});

// The banner's height follows the scroll offset, so the browser must not answer its shrinking by
// moving the scroll offset to keep the content below in place (scroll anchoring): that feedback
// made the page jump back and forth on every wheel step. Off for the page while a banner is on it.
globalStyle(`html:has(${root})`, { overflowAnchor: 'none' });

export const artwork = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  pointerEvents: 'none',
});

export const artworkSvg = style({ width: '100%', height: '100%' });
export const groove = style({ fill: 'none', stroke: vars.color.border, strokeWidth: 1 });
export const grooveAccent = style({ fill: 'none', stroke: vars.color.accent, strokeWidth: 2 });
export const wave = style({ fill: vars.color.surfaceMuted });

export const inner = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  padding: `calc(${vars.layout.headerHeight} + ${vars.space.xl}) ${vars.layout.gutter} ${vars.space.xxl}`,
  '@media': {
    [minWidth('tablet')]: { paddingInline: vars.space.xl },
  },
});

/** Text block on its own solid backing where it overlaps the artwork. */
export const copy = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: vars.layout.measure.xl,
  '@media': { [minWidth('tablet')]: { gap: vars.space.xl } },
});

export const eyebrow = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.caps,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const slogan = style({
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.black,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.display,
  color: vars.color.text,
  textWrap: 'balance',
  // The folded banner is hidden (nothing in it may take focus out of sight), but the page's heading
  // stays in the accessibility tree: clipped to nothing, still found by heading navigation after
  // the visitor has scrolled (axe's page-has-heading-one failed on a scrolled home page).
  visibility: 'visible',
} as never);

export const typing = style({
  fontSize: vars.font.size.h2,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.heading,
  letterSpacing: vars.font.letterSpacing.heading,
  color: vars.color.accentText,
  minHeight: vars.font.lineBox.heading,
});

export const statement = style({
  maxWidth: vars.layout.measure.md,
  fontSize: vars.font.size.lead,
  color: vars.color.textMuted,
  backgroundColor: vars.color.background,
});
