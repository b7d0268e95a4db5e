import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { minWidth } from '../../styles/media';
import { vars } from '../../styles/vars.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: vars.size.touchTarget.comfortable,
    minWidth: vars.size.touchTarget.comfortable,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.pill,
    border: `${vars.borderWidth.hairline} solid`,
    backgroundColor: 'transparent',
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    selectors: {
      '&:hover': { borderColor: vars.color.text },
      // Pressed is a change of fill, not only of colour: solid ink with light text.
      '&[aria-pressed="true"]': {
        backgroundColor: vars.color.text,
        borderColor: vars.color.text,
        color: vars.color.surface,
      },
    },
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.semibold,
    letterSpacing: vars.font.letterSpacing.caps,
    lineHeight: vars.font.lineHeight.tight,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transitionProperty: 'background-color, color, border-color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    '@media': {
      [minWidth('tablet')]: { paddingInline: vars.space.lg },
      // Forced colours drop the fill that marks the pressed filter: filled again in system colours.
      '(forced-colors: active)': {
        selectors: {
          '&[aria-pressed="true"]': {
            forcedColorAdjust: 'none',
            backgroundColor: 'Highlight',
            borderColor: 'Highlight',
            color: 'HighlightText',
          },
        },
      },
    },
  },
});
