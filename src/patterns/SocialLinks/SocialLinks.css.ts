import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/vars.css';

/** `labelled`: mark and platform name; `icon`: the mark alone (named for assistive technology). */
export const socialLinksVariants = ['labelled', 'icon'] as const;

/** The optional heading block: a quiet rule, a small heading and a line of text above the list. */
export const section = style({
  display: 'grid',
  gap: vars.space.md,
  paddingTop: vars.space.lg,
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  color: vars.color.text,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.h4,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.heading,
  lineHeight: vars.font.lineHeight.heading,
});

export const description = style({
  margin: 0,
  marginTop: `calc(-1 * ${vars.space.xs})`,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.touchTarget.comfortable,
    minWidth: vars.size.touchTarget.comfortable,
    borderRadius: vars.radius.pill,
    border: `${vars.borderWidth.hairline} solid`,
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    transitionProperty: 'background-color, color, border-color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    // An outlined control: on charcoal an outline on the surface that fills in on hover (the
    // `outline*` roles, which the surface assigns).
    color: vars.color.text,
    borderColor: vars.color.border,
    backgroundColor: vars.color.outlineBg,
    selectors: {
      '&:hover': {
        borderColor: vars.color.outlineBorderHover,
        backgroundColor: vars.color.outlineBgHover,
        color: vars.color.outlineTextHover,
      },
    },
  },
  variants: {
    variant: {
      labelled: { paddingInline: vars.space.md },
      icon: { width: vars.size.control.md, height: vars.size.control.md, padding: 0 },
    },
  },
  defaultVariants: { variant: 'labelled' },
});

export const icon = style({
  flex: 'none',
  width: vars.size.icon.md,
  height: vars.size.icon.md,
  fill: 'currentColor',
});
