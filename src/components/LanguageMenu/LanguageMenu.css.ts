import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { narrow } from '../../styles/media';
import { vars } from '../../styles/vars.css';

/** The surface the trigger sits on: `light` (reading pages) or `dark` (the charcoal header, hero). */
export const languageMenuTones = ['light', 'dark'] as const;

export const trigger = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.touchTarget.comfortable,
    minWidth: vars.size.touchTarget.comfortable,
    paddingInline: vars.space.sm,
    border: `${vars.borderWidth.hairline} solid`,
    borderRadius: vars.radius.pill,
    background: 'transparent',
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    letterSpacing: vars.font.letterSpacing.latin,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
  },
  variants: {
    tone: {
      light: {
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: {
          '&:hover, &[data-state="open"]': {
            borderColor: vars.color.borderStrong,
            backgroundColor: vars.color.surfaceMuted,
          },
        },
      },
      dark: {
        color: vars.color.textInverse,
        borderColor: vars.color.borderInverse,
        selectors: {
          '&:hover, &[data-state="open"]': {
            borderColor: vars.color.textInverseMuted,
            backgroundColor: vars.color.surfaceInverseRaised,
          },
        },
      },
    },
  },
  defaultVariants: { tone: 'light' },
});

export type LanguageMenuVariants = NonNullable<RecipeVariants<typeof trigger>>;

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
  selectors: { [`${trigger.classNames.base}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

const enter = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.xxs}))` },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const content = recipe({
  base: {
    zIndex: vars.zIndex.dropdown,
    minWidth: vars.size.menu.sm,
    padding: vars.space.xxs,
    borderRadius: vars.radius.md,
    border: `${vars.borderWidth.hairline} solid`,
    boxShadow: vars.shadow.md,
    selectors: {
      '&[data-state="open"]': {
        animationName: enter,
        animationDuration: vars.motion.duration.fast,
        animationTimingFunction: vars.motion.easing.emphasized,
      },
    },
  },
  variants: {
    // The list takes the trigger's surface, so it reads as part of the bar it drops from.
    tone: {
      light: { backgroundColor: vars.color.surface, borderColor: vars.color.border, color: vars.color.text },
      dark: {
        backgroundColor: vars.color.surfaceInverseRaised,
        borderColor: vars.color.borderInverse,
        color: vars.color.textInverse,
        boxShadow: vars.shadow.lg,
      },
    },
  },
  defaultVariants: { tone: 'light' },
});

export const item = recipe({
  base: {
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
    },
  },
  variants: {
    tone: {
      light: { selectors: { '&:hover, &:focus-visible': { backgroundColor: vars.color.surfaceMuted } } },
      dark: { selectors: { '&:hover, &:focus-visible': { backgroundColor: vars.color.surfaceInverse } } },
    },
  },
  defaultVariants: { tone: 'light' },
});

export const check = recipe({
  base: { flexShrink: 0, width: vars.size.icon.sm, height: vars.size.icon.sm },
  variants: {
    tone: { light: { color: vars.color.accentText }, dark: { color: vars.color.accentTextInverse } },
  },
  defaultVariants: { tone: 'light' },
});

/** Where the menu would have opened: the note that its code could not be loaded. */
export const loadError = style({
  position: 'fixed',
  top: `calc(${vars.layout.headerHeight} + ${vars.space.xs})`,
  insetInlineEnd: vars.layout.gutter,
  zIndex: vars.zIndex.dropdown,
  maxWidth: 'min(22rem, calc(100vw - 2 * ' + vars.layout.gutter + '))',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.small,
});
