import { style } from '@vanilla-extract/css';
import { minWidth, noScripting } from '../../styles/media';
import { baseSurface, inverseSurface } from '../../styles/surfaces.css';
import { vars } from '../../styles/vars.css';

/**
 * The bar is always charcoal: an inverse surface (styles/surfaces.css.ts), so everything in it — the
 * links, the service menu, the language menu, the mobile menu's toggle and panel — reads the plain
 * colour roles and gets their inverse values; the skip link is the light pill on it (a base surface
 * inside the inverse one).
 */
export const root = style([
  inverseSurface,
  {
    position: 'sticky',
    top: 0,
    zIndex: vars.zIndex.header,
    height: vars.layout.headerHeight,
    borderBottom: `${vars.borderWidth.hairline} solid transparent`,
    transitionProperty: 'background-color, border-color, box-shadow',
    transitionDuration: vars.motion.duration.base,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      // Over the charcoal hero the bar melts into it; scrolled over the page it becomes a raised band.
      '&[data-scrolled="true"]': {
        backgroundColor: vars.color.surfaceMuted,
        borderBottomColor: vars.color.border,
        boxShadow: vars.shadow.lg,
      },
    },
    '@media': {
      // Without script a row of links sits under the bar (see noScriptNav): the header grows and
      // scrolls away with the page instead of covering it.
      [noScripting]: { position: 'relative', height: 'auto' },
    },
  },
]);

/** Off screen until focused, then slides in above everything (WCAG 2.4.1). */
export const skipLink = style([
  baseSurface,
  {
    position: 'absolute',
    top: vars.space.xs,
    insetInlineStart: vars.layout.gutter,
    zIndex: vars.zIndex.skipLink,
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.touchTarget.comfortable,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontWeight: vars.font.weight.semibold,
    textDecoration: 'none',
    boxShadow: vars.shadow.md,
    transform: 'translateY(-200%)',
    transitionProperty: 'transform',
    transitionDuration: vars.motion.duration.fast,
    selectors: { '&:focus': { transform: 'translateY(0)' } },
  },
]);

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: '100%',
  '@media': { [noScripting]: { height: vars.layout.headerHeight } },
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget.comfortable,
  marginInlineEnd: 'auto',
  color: vars.color.text,
  fontSize: vars.font.size.h4,
  fontWeight: vars.font.weight.black,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.heading,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.sm,
});

/** The one touch of vermilion in the bar: a small record-like dot before the wordmark. */
export const brandMark = style({
  width: vars.size.icon.xxs,
  height: vars.size.icon.xxs,
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accent,
  boxShadow: `inset 0 0 0 ${vars.borderWidth.heavy} ${vars.color.accentBg}`,
});

export const desktopNav = style({
  display: 'none',
  height: '100%',
  '@media': { [minWidth('desktop')]: { display: 'block' }, [noScripting]: { display: 'none' } },
});

export const navList = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space.xxs,
  height: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navItem = style({ position: 'relative', display: 'flex' });

const navText = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  position: 'relative',
  paddingInline: vars.space.sm,
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transitionProperty: 'color',
  transitionDuration: vars.motion.duration.fast,
} as const;

/** Marks the page or section: bright text and a vermilion rule on the bar's lower edge. */
const activeBar = {
  content: '""',
  position: 'absolute',
  insetInline: vars.space.sm,
  bottom: 0,
  height: vars.borderWidth.heavy,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.accent,
} as const;

export const navLink = style({
  ...navText,
  selectors: {
    '&:lang(en)': { letterSpacing: vars.font.letterSpacing.caps },
    '&:hover, &[data-active="true"]': { color: vars.color.text },
    '&[data-active="true"]::after': activeBar,
    // The link fills the bar's height, so the focus ring sits inside it.
    '&:focus-visible': { outlineOffset: `calc(-2 * ${vars.focusRing.width})` },
  },
  // Forced colours drop the rule's fill: it is drawn again in a system colour.
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-active="true"]::after': { forcedColorAdjust: 'none', backgroundColor: 'Highlight' } },
    },
  },
});

export const serviceTrigger = style([
  navLink,
  { selectors: { '&[aria-expanded="true"]': { color: vars.color.text } } },
]);

export const chevron = style({
  width: vars.size.icon.xs,
  height: vars.size.icon.xs,
  flexShrink: 0,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: { [`${serviceTrigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const servicePanel = style({
  position: 'absolute',
  top: '100%',
  insetInlineStart: 0,
  minWidth: vars.size.menu.md,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  backgroundColor: vars.color.surfaceMuted,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderTop: 0,
  borderEndStartRadius: vars.radius.md,
  borderEndEndRadius: vars.radius.md,
  boxShadow: vars.shadow.dropdown,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const serviceLink = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget.comfortable,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:lang(en)': { letterSpacing: vars.font.letterSpacing.caps },
    '&:hover': { color: vars.color.text, backgroundColor: vars.color.background },
    '&[data-active="true"]': { color: vars.color.text, backgroundColor: vars.color.background },
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.focusRing.width})` },
  },
  // Forced colours drop the fill that marks the current service: filled again in system colours.
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-active="true"]': { forcedColorAdjust: 'none', backgroundColor: 'Highlight', color: 'HighlightText' },
      },
    },
  },
});

export const serviceIndex = style({
  minWidth: '2ch',
  fontSize: vars.font.size.caption,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: vars.font.letterSpacing.latin,
  color: vars.color.textMuted,
  selectors: { [`${serviceLink}[data-active="true"] &`]: { color: vars.color.accentText } },
  '@media': {
    '(forced-colors: active)': { selectors: { [`${serviceLink}[data-active="true"] &`]: { color: 'HighlightText' } } },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': {
    [minWidth('desktop')]: {
      marginInlineStart: vars.space.sm,
      paddingInlineStart: vars.space.md,
      borderInlineStart: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
    },
  },
});

/** The mobile menu gives way to the desktop nav at the desktop breakpoint. */
export const mobileOnly = style({
  display: 'flex',
  '@media': { [minWidth('desktop')]: { display: 'none' }, [noScripting]: { display: 'none' } },
});

// ---------------------------------------------------------------------------------------------
// Without script (`@media (scripting: none)`): the menu button, the SERVICE dropdown and the
// language menu cannot open, so they give way to plain links — a row of every page under the bar
// and a link to the other language. With script these stay `display: none` and nothing changes.

/** Wraps a control that needs script (no box of its own); gone when the browser runs none. */
export const scriptOnly = style({ display: 'contents', '@media': { [noScripting]: { display: 'none' } } });

export const noScriptNav = style({
  display: 'none',
  '@media': {
    [noScripting]: { display: 'block', borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}` },
  },
});

export const noScriptList = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xxs,
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.layout.gutter,
  listStyle: 'none',
});

export const noScriptLink = style([
  navLink,
  {
    minHeight: vars.size.touchTarget.comfortable,
    selectors: { '&[data-active="true"]::after': { bottom: vars.space.xxs } },
  },
]);

export const noScriptLanguage = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget.comfortable,
  paddingInline: vars.space.sm,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted } },
  '@media': { [noScripting]: { display: 'inline-flex' } },
});

export const noScriptLanguageIcon = style({ width: vars.size.icon.sm, height: vars.size.icon.sm, flexShrink: 0 });
