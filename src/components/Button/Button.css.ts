import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../styles/vars.css';

/**
 * The button's weight: `primary` for the one main action, `secondary` and `ghost` beside it. On a
 * charcoal (inverse) surface the colours follow the surface: `secondary` is a light outline there
 * that fills on hover (the `outline*` roles, which the surface assigns).
 */
export const buttonVariants = ['primary', 'secondary', 'ghost'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    borderRadius: vars.radius.pill,
    border: `${vars.borderWidth.thick} solid transparent`,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    letterSpacing: vars.font.letterSpacing.latin,
    textDecoration: 'none',
    textAlign: 'center',
    cursor: 'pointer',
    transitionProperty: 'background-color, color, border-color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
    },
    // Forced colours: the transparent border shows as the button's outline; a disabled one greys out.
    '@media': {
      '(forced-colors: active)': {
        selectors: { '&:disabled, &[aria-disabled="true"]': { color: 'GrayText', borderColor: 'GrayText' } },
      },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.accentBg,
        color: vars.color.onAccent,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.accentBgHover } },
      },
      secondary: {
        backgroundColor: vars.color.outlineBg,
        color: vars.color.text,
        borderColor: vars.color.outlineBorderStrong,
        selectors: {
          '&:hover:not(:disabled)': {
            borderColor: vars.color.text,
            backgroundColor: vars.color.outlineBgHover,
            color: vars.color.outlineTextHover,
          },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceMuted } },
      },
    },
    size: {
      sm: { minHeight: vars.size.control.sm, paddingInline: vars.space.md, fontSize: vars.font.size.small },
      md: { minHeight: vars.size.control.md, paddingInline: vars.space.lg, fontSize: vars.font.size.body },
      lg: { minHeight: vars.size.control.xxl, paddingInline: vars.space.xl, fontSize: vars.font.size.lead },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof root>>;
