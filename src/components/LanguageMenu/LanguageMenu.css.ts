import { keyframes, style } from '@vanilla-extract/css';
import { narrow } from '../../styles/media';
import { vars } from '../../styles/vars.css';

/*
 * The menu reads the colour roles: on an inverse surface (the charcoal header, a hero) the trigger
 * and the list are charcoal by themselves. The list is portalled out of that surface, so it takes
 * the `inverseSurface` class itself when its trigger sits in one (LanguageMenuPopover).
 */

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget.comfortable,
  minWidth: vars.size.touchTarget.comfortable,
  paddingInline: vars.space.sm,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.latin,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:hover, &[data-state="open"]': {
      borderColor: vars.color.borderStrong,
      backgroundColor: vars.color.surfaceMuted,
    },
  },
});

// At 320 px the header's brand, this trigger and the menu button need every pixel: the globe goes.
export const icon = style({
  flexShrink: 0,
  width: vars.size.icon.sm,
  height: vars.size.icon.sm,
  '@media': { [narrow]: { display: 'none' } },
});

export const chevron = style({
  flexShrink: 0,
  width: vars.size.icon.xs,
  height: vars.size.icon.xs,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

const enter = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.xxs}))` },
  to: { opacity: 1, transform: 'translateY(0)' },
});

// The list takes the trigger's surface, so it reads as part of the bar it drops from: a raised
// layer (`surfaceRaised`: the raised charcoal on inverse) with a dropdown's shadow (deeper on inverse).
export const content = style({
  zIndex: vars.zIndex.dropdown,
  minWidth: vars.size.menu.sm,
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  boxShadow: vars.shadow.dropdown,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  selectors: {
    '&[data-state="open"]': {
      animationName: enter,
      animationDuration: vars.motion.duration.fast,
      animationTimingFunction: vars.motion.easing.emphasized,
    },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  minHeight: vars.size.touchTarget.comfortable,
  paddingInline: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.medium,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[aria-checked="true"]': { fontWeight: vars.font.weight.bold },
    // The focus ring sits inside the list so the popover edge never clips it.
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.focusRing.width})` },
    // On the raised charcoal list the hover is the charcoal below it (`surfaceRaisedHover` on inverse).
    '&:hover, &:focus-visible': { backgroundColor: vars.color.surfaceRaisedHover },
  },
});

export const check = style({
  flexShrink: 0,
  width: vars.size.icon.sm,
  height: vars.size.icon.sm,
  color: vars.color.accentText,
});

/** Where the menu would have opened: the note that its code could not be loaded. */
export const loadError = style({
  position: 'fixed',
  top: `calc(${vars.layout.headerHeight} + ${vars.space.xs})`,
  insetInlineEnd: vars.layout.gutter,
  zIndex: vars.zIndex.dropdown,
  maxWidth: `min(${vars.layout.measure.sm}, calc(100vw - 2 * ${vars.layout.gutter}))`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.small,
});
