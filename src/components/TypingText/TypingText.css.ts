import { keyframes, style } from '@vanilla-extract/css';
import { reducedMotion } from '../../styles/media';
import { vars } from '../../styles/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '100%',
  verticalAlign: 'middle',
});

/** Every phrase stacked in one cell: the stage is as wide and tall as the longest, so nothing shifts. */
export const stage = style({
  display: 'inline-grid',
  minWidth: 0,
  maxWidth: '100%',
});

export const layer = style({
  gridArea: '1 / 1',
  minWidth: 0,
});

export const sizer = style([layer, { visibility: 'hidden' }]);

const blink = keyframes({
  '0%, 49%': { opacity: 1 },
  '50%, 100%': { opacity: 0 },
});

export const caret = style({
  display: 'inline-block',
  width: vars.glyph.caret.width,
  minWidth: vars.borderWidth.thick,
  height: vars.glyph.caret.height,
  marginInlineStart: vars.glyph.gap.xs,
  verticalAlign: vars.glyph.drop.md,
  backgroundColor: 'currentColor',
  animation: `${blink} 1s steps(1) infinite`,
  selectors: {
    '[data-state="paused"] &': { animation: 'none' },
  },
  '@media': { [reducedMotion]: { animation: 'none' } },
});

/** Under reduced motion every phrase is shown at once, a size down, separated by a quiet dot. */
export const staticList = style({
  display: 'inline',
  fontSize: vars.font.relativeSize.md,
});

/** A phrase wraps as a unit where it fits on a line. */
export const staticPhrase = style({ display: 'inline-block' });

export const separator = style({
  paddingInline: vars.glyph.gap.md,
  opacity: 0.55,
});

export const control = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.md,
  height: vars.size.control.md,
  padding: 0,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.hairline} solid currentColor`,
  backgroundColor: 'transparent',
  color: 'inherit',
  fontSize: vars.font.size.body,
  lineHeight: 1,
  opacity: 0.85,
  transitionProperty: 'opacity, background-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { opacity: 1 },
  },
});

export const controlIcon = style({ width: vars.size.icon.sm, height: vars.size.icon.sm });
