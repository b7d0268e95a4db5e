import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { inverseSurface } from '../../styles/surfaces.css';
import { vars } from '../../styles/vars.css';

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
    color: vars.color.text,
    textDecorationColor: vars.color.accent,
    selectors: {
      '&:hover': { textDecorationThickness: vars.borderWidth.thick, color: vars.color.accentText },
      // On charcoal the underline takes the lighter accent of text (the roles are the inverse ones there).
      [`${inverseSurface} &`]: { textDecorationColor: vars.color.accentText },
    },
  },
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
