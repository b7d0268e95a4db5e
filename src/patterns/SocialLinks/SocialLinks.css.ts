import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inverseSurface } from '../../styles/surfaces.css';
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
    color: vars.color.text,
    borderColor: vars.color.border,
    backgroundColor: vars.color.surface,
    selectors: {
      '&:hover': { borderColor: vars.color.text },
      // On charcoal the link is an outline on the surface that fills in on hover.
      [`${inverseSurface} &`]: { backgroundColor: 'transparent' },
      [`${inverseSurface} &:hover`]: {
        borderColor: vars.color.border,
        backgroundColor: vars.color.text,
        color: vars.color.background,
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
