import { keyframes, style } from '@vanilla-extract/css';
import { reducedMotion } from '../../styles/media';
import { inverseSurface } from '../../styles/surfaces.css';
import { vars } from '../../styles/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** Always in the document (it holds the live region); lays nothing out itself. */
export const root = style({ display: 'contents' });

/** Full screen, above everything (dialogs included); takes every pointer event. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.loading,
  display: 'grid',
  placeItems: 'center',
  padding: vars.layout.gutter,
  backgroundColor: vars.color.scrim,
  cursor: 'progress',
  animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '&[data-motion="reduce"]': { animation: 'none' } },
  '@media': { [reducedMotion]: { animation: 'none' } },
});

/** The busy pill: a charcoal (inverse) surface of its own, whatever it floats over. */
export const panel = style([
  inverseSurface,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.pill,
    boxShadow: vars.shadow.lg,
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
  },
]);

/** A ring with an accent arc; it turns, or stands still under reduced motion. */
export const spinner = style({
  flexShrink: 0,
  width: vars.size.marker.sm,
  height: vars.size.marker.sm,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.heavy} solid ${vars.color.border}`,
  borderTopColor: vars.color.accent,
  borderRightColor: vars.color.accent,
  animation: `${spin} 0.9s linear infinite`,
  selectors: { '[data-motion="reduce"] &': { animation: 'none', transform: 'rotate(-45deg)' } },
  '@media': { [reducedMotion]: { animation: 'none', transform: 'rotate(-45deg)' } },
});
