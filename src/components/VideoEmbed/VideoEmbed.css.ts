import { globalStyle, style } from '@vanilla-extract/css';
import { minWidth, narrow, reducedMotion } from '../../styles/media';
import { inverseSurface } from '../../styles/surfaces.css';
import { vars } from '../../styles/vars.css';

/**
 * 16:9 reserved before and after the player loads: no layout shift. The frame is a charcoal
 * (inverse) surface; its poster reads the roles of the surface it sits on (this frame, or the
 * BackgroundVideo hero), so it is the same charcoal artwork in both.
 */
export const root = style([
  inverseSurface,
  {
    position: 'relative',
    width: '100%',
    aspectRatio: '16 / 9',
    overflow: 'hidden',
    borderRadius: vars.radius.md,
    isolation: 'isolate',
  },
]);

export const fill = style({
  position: 'absolute',
  inset: 0,
});

export const host = style([fill, { outline: 'none' }]);

// The player's frame belongs to the adapter: size it to the reserved box.
globalStyle(`${host} iframe`, {
  display: 'block',
  width: '100%',
  height: '100%',
  border: 0,
});

/** The whole poster is the play button: a big target whose name carries the title. */
export const facade = style([
  fill,
  {
    display: 'block',
    width: '100%',
    padding: 0,
    border: 0,
    backgroundColor: 'transparent',
    color: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    // Inside the rounded clip the ring is drawn within the box, not cut off.
    selectors: {
      '&:focus-visible': { outlineOffset: `calc(-1 * (${vars.focusRing.width} + ${vars.focusRing.offset}))` },
    },
  },
]);

export const poster = style([
  fill,
  {
    transitionProperty: 'transform',
    transitionDuration: vars.motion.duration.base,
    transitionTimingFunction: vars.motion.easing.emphasized,
    selectors: { [`${facade}:hover &`]: { transform: 'scale(1.02)' } },
    '@media': { [reducedMotion]: { transition: 'none' } },
  },
]);

globalStyle(`${poster} > svg, ${poster} > img`, {
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const playBadge = style({
  position: 'absolute',
  insetInlineStart: '50%',
  insetBlockStart: '50%',
  transform: 'translate(-50%, -50%)',
  display: 'grid',
  placeItems: 'center',
  width: `clamp(${vars.size.control.xxl}, 9vw, ${vars.size.mark.xl})`,
  aspectRatio: '1',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accentBg,
  color: vars.color.onAccent,
  boxShadow: vars.shadow.lg,
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: { [`${facade}:hover &`]: { backgroundColor: vars.color.accentBgHover } },
});

export const playIcon = style({
  width: '40%',
  height: '40%',
  marginInlineStart: '8%',
  fill: 'currentColor',
});

/** The title sits on a solid scrim, so it reads over any artwork. */
export const caption = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: 0,
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.md}`,
  backgroundImage: `linear-gradient(to top, ${vars.color.background} 0%, ${vars.color.scrim} 55%, transparent 100%)`,
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.heading,
  '@media': {
    [minWidth('tablet')]: {
      padding: `${vars.space.xxl} ${vars.space.lg} ${vars.space.lg}`,
      fontSize: vars.font.size.lead,
    },
  },
});

export const captionTitle = style({
  // Long titles stop after two lines instead of covering the artwork.
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  textWrap: 'balance',
  // At 320 px (WCAG 1.4.10) two lines cut long titles short: there the whole title shows.
  '@media': { [narrow]: { display: 'block', overflow: 'visible' } },
} as never);

export const posterBase = style({ fill: vars.color.background });
export const posterGlow = style({ stopColor: vars.color.border });
export const posterGlowEnd = style({ stopColor: vars.color.background });
export const posterGroove = style({ fill: 'none', stroke: vars.color.border, strokeWidth: 3 });
export const posterLabel = style({ fill: vars.color.surfaceMuted, stroke: vars.color.accent, strokeWidth: 4 });
export const posterHole = style({ fill: vars.color.background });
export const posterWave = style({ fill: vars.color.textMuted, opacity: 0.22 });
