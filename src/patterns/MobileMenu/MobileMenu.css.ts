import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

// The menu lives in the header bar, an inverse surface (SiteHeader.css.ts `root`): it reads the plain
// colour roles and is charcoal there; a stand-alone use puts it in an inverse surface too (its stories do).
export const root = style({ display: 'flex', alignItems: 'center' });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.md,
  height: vars.size.control.md,
  padding: 0,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:hover, &[aria-expanded="true"]': {
      backgroundColor: vars.color.surfaceMuted,
      borderColor: vars.color.textMuted,
    },
  },
});

export const toggleIcon = style({ width: vars.size.icon.lg, height: vars.size.icon.lg });

const enter = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.xs}))` },
  to: { opacity: 1, transform: 'translateY(0)' },
});

/** Full height under the header bar; it scrolls on its own while the page is locked. */
export const panel = style({
  position: 'fixed',
  insetInline: 0,
  top: vars.layout.headerHeight,
  bottom: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.xxl,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingInline: vars.layout.gutter,
  paddingTop: vars.space.xs,
  paddingBottom: vars.space.xxl,
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  animationName: enter,
  animationDuration: vars.motion.duration.base,
  animationTimingFunction: vars.motion.easing.emphasized,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({ borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}` });

const topLevel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.control.xxxl,
  paddingBlock: vars.space.sm,
  paddingInline: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.h3,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.heading,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
});

/** The vermilion dot after the label marks the current page or section. */
const activeDot = {
  content: '""',
  flexShrink: 0,
  width: vars.size.dot.md,
  height: vars.size.dot.md,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accent,
} as const;

/** Forced colours drop the dot's fill: it is drawn again in a system colour. */
const forcedDot = { forcedColorAdjust: 'none', backgroundColor: 'Highlight' } as const;

export const link = style([
  topLevel,
  {
    selectors: {
      '&[data-active="true"]::after': activeDot,
      '&:hover': { color: vars.color.accentText },
    },
    '@media': { '(forced-colors: active)': { selectors: { '&[data-active="true"]::after': forcedDot } } },
  },
]);

export const groupToggle = style([
  topLevel,
  {
    justifyContent: 'space-between',
    selectors: { '&:hover': { color: vars.color.accentText } },
  },
]);

export const groupLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: { [`${groupToggle}[data-active="true"] &::after`]: activeDot },
  '@media': {
    '(forced-colors: active)': { selectors: { [`${groupToggle}[data-active="true"] &::after`]: forcedDot } },
  },
});

export const chevron = style({
  flexShrink: 0,
  width: vars.size.icon.xl,
  height: vars.size.icon.xl,
  color: vars.color.textMuted,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: { [`${groupToggle}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const subList = style({
  listStyle: 'none',
  margin: 0,
  paddingInline: 0,
  paddingBottom: vars.space.sm,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const subLink = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  minHeight: vars.size.control.lg,
  paddingBlock: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.lead,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.heading,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-active="true"]': { color: vars.color.text, fontWeight: vars.font.weight.bold },
    '&[data-active="true"]::after': { ...activeDot, alignSelf: 'center' },
  },
  '@media': { '(forced-colors: active)': { selectors: { '&[data-active="true"]::after': forcedDot } } },
});

export const subIndex = style({
  flexShrink: 0,
  minWidth: '2ch',
  fontSize: vars.font.size.caption,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
  selectors: { [`${subLink}[data-active="true"] &`]: { color: vars.color.accentText } },
});

export const tagline = style({
  fontSize: vars.font.size.h2,
  fontWeight: vars.font.weight.black,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.display,
  color: vars.color.textMuted,
});
