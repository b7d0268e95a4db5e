import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/vars.css';

export const errorFallbackVariants = ['page', 'section'] as const;

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.lg,
  },
  variants: {
    variant: {
      page: {
        maxWidth: vars.layout.maxWidth,
        marginInline: 'auto',
        paddingInline: vars.layout.gutter,
        paddingBlock: vars.space.section,
      },
      section: {
        gap: vars.space.md,
        padding: vars.space.lg,
        border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
        borderRadius: vars.radius.md,
        backgroundColor: vars.color.surface,
        color: vars.color.text,
      },
    },
  },
  defaultVariants: { variant: 'section' },
});

export const text = style({ maxWidth: vars.layout.readingWidth });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
