import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

/** The surface the link sits on: `light` (warm reading surfaces) or `dark` (charcoal hero, footer). */
export const textLinkTones = ['light', 'dark'] as const;

export const root = recipe({
  base: {
    textDecorationLine: 'underline',
    textDecorationThickness: vars.borderWidth.hairline,
    textUnderlineOffset: '0.22em',
    fontWeight: vars.font.weight.medium,
    borderRadius: vars.radius.sm,
    transitionProperty: 'color, text-decoration-color, text-decoration-thickness',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&:hover': { textDecorationThickness: vars.borderWidth.thick },
    },
  },
  variants: {
    tone: {
      light: {
        color: vars.color.text,
        textDecorationColor: vars.color.accent,
        selectors: { '&:hover': { color: vars.color.accentText } },
      },
      dark: {
        color: vars.color.textInverse,
        textDecorationColor: vars.color.accentTextInverse,
        selectors: { '&:hover': { color: vars.color.accentTextInverse } },
      },
    },
  },
  defaultVariants: { tone: 'light' },
});

export type TextLinkVariants = NonNullable<RecipeVariants<typeof root>>;

/** The small arrow after an external link; it sits on the text's baseline and never wraps alone. */
export const externalIcon = style({
  display: 'inline-block',
  width: '0.85em',
  height: '0.85em',
  marginInlineStart: '0.15em',
  verticalAlign: '-0.05em',
});
