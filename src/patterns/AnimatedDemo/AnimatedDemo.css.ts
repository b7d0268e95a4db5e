import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { minWidth } from '../../styles/media';
import { inverseSurface } from '../../styles/surfaces.css';
import { vars } from '../../styles/vars.css';

export const animatedDemoVariants = ['easyUpload', 'royaltyPayment'] as const;

/** One loop of a demo, in ms: every step's keyframes are percentages of it, so they stay in step. */
export const animatedDemoCycleMs = 9000;
const cycle = `${animatedDemoCycleMs}ms`;

/*
 * The base style of every animated part IS the final frame: under reduced motion (and in
 * snapshots) no animation applies and the finished demo is what shows. The keyframes only run
 * while the figure says data-motion="playing" (or hold still at "paused").
 */
const running = '[data-motion="playing"] &, [data-motion="paused"] &';
const paused = '[data-motion="paused"] &';
const animate = (animation: string, delay = '0ms') => ({
  selectors: {
    [running]: { animation, animationDelay: delay, animationFillMode: 'both' },
    [paused]: { animationPlayState: 'paused' },
  },
});

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    width: '100%',
    maxWidth: vars.layout.measure.lg,
  },
  variants: {
    variant: {
      easyUpload: {},
      royaltyPayment: {},
    },
  },
});

export const frame = style({ position: 'relative' });

export const stage = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    gap: vars.space.md,
    padding: vars.space.md,
    paddingBlockEnd: `calc(${vars.space.md} + ${vars.size.control.md})`,
    borderRadius: vars.radius.lg,
    border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
    overflow: 'hidden',
    color: vars.color.text,
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.heading,
    '@media': {
      [minWidth('tablet')]: {
        padding: vars.space.xl,
        paddingBlockEnd: `calc(${vars.space.xl} + ${vars.size.control.sm})`,
        gap: vars.space.lg,
        selectors: { '[data-motion="static"] &': { paddingBlockEnd: vars.space.xl } },
      },
    },
    // No pause button to make room for when nothing moves.
    selectors: { '[data-motion="static"] &': { paddingBlockEnd: vars.space.md } },
  },
  variants: {
    variant: {
      easyUpload: { backgroundColor: vars.color.surfaceMuted },
      royaltyPayment: { backgroundColor: vars.color.surfaceMuted },
    },
  },
});

export const control = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  insetBlockEnd: vars.space.sm,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.md,
  height: vars.size.control.md,
  padding: 0,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: { '&:hover': { borderColor: vars.color.text } },
});

export const controlIcon = style({ width: vars.size.icon.sm, height: vars.size.icon.sm });

export const caption = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  maxWidth: vars.layout.measure.md,
});

/* ——— shared bits ——— */

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const muted = style({ color: vars.color.textMuted });
export const strong = style({ fontWeight: vars.font.weight.bold, color: vars.color.text });
export const icon = style({ width: vars.size.icon.sm, height: vars.size.icon.sm, flexShrink: 0 });

/* ——— Easy Upload ——— */

export const dropZone = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control.xxxl,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thick} dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  backgroundColor: vars.color.surface,
});

/*
 * Set on the keyframe before a text part appears or goes: its opacity holds that keyframe's value until
 * the next one, then switches, with no frame in between. A 9 ms linear switch still left frames at a
 * quarter opacity for Lighthouse's axe run to measure (2 of 3 runs of /en/services/ once); the story
 * TextNeverHalfShown seeks every such interval.
 */
const showAtOnce = 'step-end';

// style-check-allow: the illustration's motion path (where the file starts its drop), not a reusable size
const fileDropStart = 'translate(-24px, -56px) rotate(-6deg)';
const fileDrop = keyframes({
  '0%': { opacity: 0, transform: fileDropStart, animationTimingFunction: showAtOnce },
  '6%': { opacity: 1, transform: fileDropStart },
  '18%': { opacity: 1, transform: 'translate(0, 0) rotate(0)' },
  '100%': { opacity: 1, transform: 'translate(0, 0) rotate(0)' },
});

// The file chip and the record cover are charcoal (inverse) surfaces of their own, on any surface.
export const fileChip = style([
  inverseSurface,
  {
    marginInlineStart: 'auto',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    fontFamily: vars.font.family.mono,
    fontSize: vars.font.size.caption,
    whiteSpace: 'nowrap',
    boxShadow: vars.shadow.md,
  },
  animate(`${fileDrop} ${cycle} ${vars.motion.easing.emphasized} infinite`),
]);

export const album = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.md,
});

export const cover = style([
  inverseSurface,
  {
    position: 'relative',
    width: vars.size.mark.lg,
    height: vars.size.mark.lg,
    borderRadius: vars.radius.sm,
    overflow: 'hidden',
    '@media': { [minWidth('tablet')]: { width: vars.size.mark.xl, height: vars.size.mark.xl } },
  },
]);

export const coverArt = style({ width: '100%', height: '100%' });
export const coverGroove = style({ fill: 'none', stroke: vars.color.border, strokeWidth: 1.5 });
export const coverLabel = style({ fill: vars.color.accent });
export const coverHole = style({ fill: vars.color.background });

export const albumMeta = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const track = style({
  position: 'relative',
  height: vars.size.dot.md,
  marginBlockStart: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceMuted,
  overflow: 'hidden',
});

const fill = keyframes({
  '0%, 20%': { transform: 'scaleX(0)' },
  '52%, 100%': { transform: 'scaleX(1)' },
});

export const trackFill = style([
  {
    position: 'absolute',
    inset: 0,
    borderRadius: 'inherit',
    backgroundColor: vars.color.accentBg,
    transformOrigin: 'left center',
    selectors: { '[dir="rtl"] &': { transformOrigin: 'right center' } },
  },
  animate(`${fill} ${cycle} linear infinite`),
]);

export const statusLine = style({ display: 'grid', marginBlockStart: vars.space.xxs });

// Text never sits half-transparent (an automated contrast check, e.g. Lighthouse's axe run, can
// catch a mid-fade frame and measure washed-out text): opacity switches at once (`showAtOnce`, defined
// above) and the motion, if any, plays at full opacity.
const showUntilDone = keyframes({
  '0%, 54.9%': { opacity: 1, animationTimingFunction: showAtOnce },
  '55%, 100%': { opacity: 0 },
});
const showWhenDone = keyframes({
  '0%, 55.9%': { opacity: 0, animationTimingFunction: showAtOnce },
  '56%, 100%': { opacity: 1 },
});

const statusBase = {
  gridArea: '1 / 1',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontWeight: vars.font.weight.semibold,
} as const;

/** "Uploading" shows only while the bar fills; the final frame has "Upload complete". */
export const statusUploading = style([
  statusBase,
  { color: vars.color.textMuted, opacity: 0 },
  animate(`${showUntilDone} ${cycle} linear infinite`),
]);
export const statusDone = style([
  statusBase,
  { color: vars.color.success },
  animate(`${showWhenDone} ${cycle} linear infinite`),
]);

// style-check-allow: the illustration's rise distance, not a reusable size
const riseFrom = 'translateY(10px)';
const rise = keyframes({
  '0%, 60%': { opacity: 0, transform: riseFrom, animationTimingFunction: showAtOnce },
  '60.1%': { opacity: 1, transform: riseFrom },
  '66%, 100%': { opacity: 1, transform: 'translateY(0)' },
});

export const release = style({ display: 'grid', gap: vars.space.sm });

export const releaseBadge = style([
  {
    justifySelf: 'start',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `${vars.space.xs} ${vars.space.md}`,
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.accentBg,
    color: vars.color.onAccent,
    fontWeight: vars.font.weight.bold,
  },
  animate(`${rise} ${cycle} ${vars.motion.easing.emphasized} infinite`),
]);

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, padding: 0, listStyle: 'none' });

const pop = keyframes({
  '0%, 66%': { opacity: 0, transform: 'scale(0.85)', animationTimingFunction: showAtOnce },
  '66.1%': { opacity: 1, transform: 'scale(0.85)' },
  '71%, 100%': { opacity: 1, transform: 'scale(1)' },
});

export const chip = style([
  {
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    fontSize: vars.font.size.caption,
    fontWeight: vars.font.weight.semibold,
    whiteSpace: 'nowrap',
  },
  animate(`${pop} ${cycle} ${vars.motion.easing.emphasized} infinite`),
]);

/* ——— Royalty Payment ——— */

export const statementHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.xs,
});

export const period = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const chart = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  alignItems: 'end',
  gap: vars.space.sm,
  // style-check-allow: the illustration's chart height (mobile), drawn to the bars' data
  height: 140,
  paddingBlockStart: vars.space.sm,
  borderBlockEnd: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  '@media': {
    [minWidth('tablet')]: {
      // style-check-allow: the illustration's chart height from tablet up
      height: 170,
      gap: vars.space.md,
    },
  },
});

const grow = keyframes({
  '0%, 4%': { transform: 'scaleY(0)' },
  '16%, 100%': { transform: 'scaleY(1)' },
});

export const bar = style([
  {
    height: '100%',
    borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
    backgroundColor: vars.color.borderStrong,
    transformOrigin: 'bottom center',
    selectors: { '&[data-current="true"]': { backgroundColor: vars.color.accentBg } },
  },
  animate(`${grow} ${cycle} ${vars.motion.easing.emphasized} infinite`),
]);

export const months = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.caption,
  textAlign: 'center',
  '@media': { [minWidth('tablet')]: { gap: vars.space.md } },
});

export const totalRow = style([
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
  },
]);

export const total = style([
  { display: 'grid', gap: vars.space.xxs },
  animate(`${rise} ${cycle} ${vars.motion.easing.emphasized} infinite`),
]);

export const amount = style({
  fontSize: vars.font.size.h3,
  fontWeight: vars.font.weight.black,
  letterSpacing: vars.font.letterSpacing.heading,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.font.lineHeight.tight,
});

const stamp = keyframes({
  '0%, 72%': { opacity: 0, transform: 'scale(1.35) rotate(-8deg)', animationTimingFunction: showAtOnce },
  '72.1%': { opacity: 1, transform: 'scale(1.35) rotate(-8deg)' },
  '77%, 100%': { opacity: 1, transform: 'scale(1) rotate(-4deg)' },
});

export const paidStamp = style([
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.sm,
    border: `${vars.borderWidth.thick} solid ${vars.color.success}`,
    color: vars.color.success,
    fontWeight: vars.font.weight.black,
    letterSpacing: vars.font.letterSpacing.caps,
    textTransform: 'uppercase',
    transform: 'rotate(-4deg)',
  },
  animate(`${stamp} ${cycle} ${vars.motion.easing.emphasized} infinite`),
]);
