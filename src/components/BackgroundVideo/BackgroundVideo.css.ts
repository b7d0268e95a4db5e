import { globalStyle, style } from '@vanilla-extract/css';
import { minWidth, reducedMotion } from '../../styles/media';
import { inverseSurface } from '../../styles/surfaces.css';
import { vars } from '../../styles/vars.css';

export const root = style([
  inverseSurface,
  {
    position: 'relative',
    display: 'grid',
    alignItems: 'end',
    // style-check-allow: the hero's art-directed cap (72 % of the viewport, at most 720 px), not a reusable size
    minHeight: 'min(72vh, 720px)',
    overflow: 'hidden',
    isolation: 'isolate',
    // At the desktop width the box keeps its height whatever the text (size containment, as the
    // video's container). Narrower, and at 200 % text (the breakpoints are in em), it grows with
    // its text instead of cutting it off; the layer below is the video's container then.
    '@media': { [minWidth('desktop')]: { containerType: 'size' } },
  },
]);

export const media = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  // The video covers the box whatever its shape: sized in container units below.
  containerType: 'size',
});

export const poster = style({ position: 'absolute', inset: 0 });

globalStyle(`${poster} > svg, ${poster} > img`, { width: '100%', height: '100%', objectFit: 'cover' });

export const host = style({
  position: 'absolute',
  inset: 0,
  opacity: 0,
  visibility: 'hidden',
  transitionProperty: 'opacity, visibility',
  transitionDuration: vars.motion.duration.base,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: { '&[data-visible="true"]': { opacity: 1, visibility: 'visible' } },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

// A 16:9 frame that always covers the box (like object-fit: cover), never catching the pointer.
globalStyle(`${host} iframe`, {
  position: 'absolute',
  insetBlockStart: '50%',
  insetInlineStart: '50%',
  width: 'max(100cqw, 177.78cqh)',
  height: 'max(100cqh, 56.25cqw)',
  transform: 'translate(-50%, -50%)',
  border: 0,
  pointerEvents: 'none',
});

/** Darkens the picture toward the text: content over video always has a backing. */
export const scrim = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  backgroundImage: `linear-gradient(to top, ${vars.color.background} 0%, ${vars.color.scrim} 45%, ${vars.color.scrim} 100%)`,
});

export const content = style({
  position: 'relative',
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  padding: `${vars.space.xxxl} ${vars.layout.gutter} calc(${vars.space.xxxl} + ${vars.size.control.md})`,
  '@media': {
    [minWidth('tablet')]: { padding: `${vars.space.section} ${vars.space.xl} ${vars.space.section}` },
  },
});

export const control = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  insetBlockEnd: vars.space.md,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget.comfortable,
  minWidth: vars.size.touchTarget.comfortable,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1,
  transitionProperty: 'border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: { '&:hover': { borderColor: vars.color.textMuted } },
  '@media': {
    [minWidth('tablet')]: { insetInlineEnd: vars.space.lg, insetBlockEnd: vars.space.lg },
  },
});

export const controlIcon = style({ width: vars.size.icon.xs, height: vars.size.icon.xs, flexShrink: 0 });
