import { createVar, keyframes, style } from '@vanilla-extract/css';
import { minWidth, reducedMotion } from '../../styles/media';
import { vars } from '../../styles/vars.css';

/** Seconds for one full loop: set inline from the measured width of one copy of the list. */
export const loopDuration = createVar();

const loop = keyframes({
  from: { transform: 'translate3d(0, 0, 0)' },
  // The track holds two identical copies: moving by one copy (half the track) is seamless.
  to: { transform: 'translate3d(-50%, 0, 0)' },
});

/** On the charcoal footer (an inverse surface) or on a reading surface: the colours follow the surface. */
export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  borderBlock: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  color: vars.color.text,
  backgroundColor: vars.color.background,
});

/** The window the track moves through; pointer or focus inside it holds the motion. */
export const viewport = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  // Names fade in and out at the edges instead of being cut (a mask: works on any surface).
  maskImage: `linear-gradient(to right, transparent 0, black ${vars.space.xxl}, black calc(100% - ${vars.space.xxl}), transparent 100%)`,
  selectors: {
    // Static layout (reduced motion): every name visible, wrapping onto more lines.
    '[data-layout="static"] &': {
      overflow: 'visible',
      maskImage: 'none',
      paddingInlineStart: vars.layout.gutter,
    },
  },
});

export const track = style({
  display: 'flex',
  width: 'max-content',
  animationName: loop,
  animationDuration: loopDuration,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  animationPlayState: 'running',
  willChange: 'transform',
  vars: { [loopDuration]: '60s' },
  selectors: {
    [`[data-motion="paused"] &, ${viewport}[data-held] &, ${viewport}:hover &, ${viewport}:focus-within &`]: {
      animationPlayState: 'paused',
    },
    '[data-layout="static"] &': {
      width: 'auto',
      animationName: 'none',
      willChange: 'auto',
    },
  },
  '@media': {
    // The global reduced-motion rule cuts every animation to one 0.01 ms run. Here the
    // visitor has pressed play on purpose (the strip starts static), so honour that choice.
    [reducedMotion]: {
      animationDuration: `${loopDuration} !important`,
      animationIterationCount: 'infinite !important',
    },
  },
});

export const list = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: vars.space.xl,
  // The end padding equals the gap, so the seam between the two copies looks like any gap.
  paddingInlineEnd: vars.space.xl,
  paddingInlineStart: 0,
  margin: 0,
  listStyle: 'none',
  selectors: {
    '[data-layout="static"] &': {
      flexWrap: 'wrap',
      columnGap: vars.space.lg,
      rowGap: vars.space.xs,
      paddingInlineEnd: 0,
    },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xl,
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.h4,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.heading,
  lineHeight: vars.font.lineHeight.heading,
  '@media': {
    [minWidth('desktop')]: { fontSize: vars.font.size.h3 },
  },
  selectors: {
    // A small accent dot after every name (decorative, generated content is empty).
    '&::after': {
      content: '""',
      width: vars.size.dot.sm,
      height: vars.size.dot.sm,
      borderRadius: vars.radius.pill,
      backgroundColor: vars.color.accent,
      flex: 'none',
    },
    '[data-layout="static"] &': { gap: vars.space.lg, fontSize: vars.font.size.lead },
    '[data-layout="static"] &:last-child::after': { display: 'none' },
  },
});

export const toggle = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.md,
  height: vars.size.control.md,
  marginInlineEnd: vars.space.md,
  padding: 0,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.hairline} solid currentColor`,
  backgroundColor: 'transparent',
  color: 'inherit',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { backgroundColor: vars.color.text, color: vars.color.background },
  },
});
