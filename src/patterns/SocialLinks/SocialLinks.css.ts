import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/vars.css';

/** `light` on the warm reading surfaces, `inverse` on charcoal ones. */
export const socialLinksTones = ['light', 'inverse'] as const;
/** `labelled`: mark and platform name; `icon`: the mark alone (named for assistive technology). */
export const socialLinksVariants = ['labelled', 'icon'] as const;

/** The optional heading block: a quiet rule, a small heading and a line of text above the list. */
export const section = recipe({
  base: {
    display: 'grid',
    gap: vars.space.md,
    paddingTop: vars.space.lg,
    borderTop: `${vars.borderWidth.hairline} solid`,
  },
  variants: {
    tone: {
      light: { borderTopColor: vars.color.border, color: vars.color.text },
      inverse: { borderTopColor: vars.color.borderInverse, color: vars.color.textInverse },
    },
  },
  defaultVariants: { tone: 'light' },
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.h4,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.heading,
  lineHeight: vars.font.lineHeight.heading,
});

export const description = recipe({
  base: { margin: 0, marginTop: `calc(-1 * ${vars.space.xs})`, fontSize: vars.font.size.small },
  variants: {
    tone: { light: { color: vars.color.textMuted }, inverse: { color: vars.color.textInverseMuted } },
  },
  defaultVariants: { tone: 'light' },
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
  },
  variants: {
    tone: {
      light: {
        color: vars.color.text,
        borderColor: vars.color.border,
        backgroundColor: vars.color.surface,
        selectors: { '&:hover': { borderColor: vars.color.text } },
      },
      inverse: {
        color: vars.color.textInverse,
        borderColor: vars.color.borderInverse,
        selectors: {
          '&:hover': { backgroundColor: vars.color.textInverse, color: vars.color.surfaceInverse },
        },
      },
    },
    variant: {
      labelled: { paddingInline: vars.space.md },
      icon: { width: vars.size.control.md, height: vars.size.control.md, padding: 0 },
    },
  },
  defaultVariants: { tone: 'light', variant: 'labelled' },
});

export const icon = style({
  flex: 'none',
  width: vars.size.icon.md,
  height: vars.size.icon.md,
  fill: 'currentColor',
});
