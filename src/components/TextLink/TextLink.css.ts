import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const root = recipe({
  base: {
    textDecorationLine: 'underline',
    textDecorationThickness: vars.borderWidth.hairline,
    textUnderlineOffset: vars.font.underlineOffset.md,
    fontWeight: vars.font.weight.medium,
    borderRadius: vars.radius.sm,
    transitionProperty: 'color, text-decoration-color, text-decoration-thickness',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    color: vars.color.text,
    // The accent on light; on charcoal the lighter accent of text (the surface assigns the role).
    textDecorationColor: vars.color.linkUnderline,
    selectors: {
      '&:hover': { textDecorationThickness: vars.borderWidth.thick, color: vars.color.accentText },
    },
  },
});

export type TextLinkVariants = NonNullable<RecipeVariants<typeof root>>;

/** The small arrow after an external link; it sits on the text's baseline and never wraps alone. */
export const externalIcon = style({
  display: 'inline-block',
  width: vars.glyph.icon.sm,
  height: vars.glyph.icon.sm,
  marginInlineStart: vars.glyph.gap.sm,
  verticalAlign: vars.glyph.drop.sm,
});
