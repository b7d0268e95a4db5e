import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { minWidth } from '../../styles/media';
import { vars } from '../../styles/vars.css';

/** `music`: square cover (6 works); `video`: 16:9 still with a play mark (10 works). */
export const workCardKinds = ['music', 'video'] as const;

export const root = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  height: '100%',
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
});

export const frame = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    borderRadius: vars.radius.md,
    border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
    // The artwork's backdrop (seen while it loads): charcoal on every surface. Not a surface of its
    // own: the frame keeps the surrounding border.
    backgroundColor: vars.color.mediaBackdrop,
  },
  variants: {
    kind: { music: { aspectRatio: '1 / 1' }, video: { aspectRatio: '16 / 9' } },
  },
});

export const artwork = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transitionProperty: 'transform, opacity',
  transitionDuration: vars.motion.duration.base,
  transitionTimingFunction: vars.motion.easing.emphasized,
  selectors: { [`${root}:hover &`]: { transform: 'scale(1.03)', opacity: 0.85 } },
});

const badge = {
  position: 'absolute',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
} as const;

export const play = style({
  ...badge,
  left: vars.space.sm,
  bottom: vars.space.sm,
  width: vars.size.control.md,
  height: vars.size.control.md,
  '@media': { [minWidth('tablet')]: { width: vars.size.control.xl, height: vars.size.control.xl } },
});

export const external = style({
  ...badge,
  top: vars.space.sm,
  right: vars.space.sm,
  width: vars.size.control.sm,
  height: vars.size.control.sm,
  opacity: 0,
  transform: `translateY(${vars.space.xxs})`,
  transitionProperty: 'opacity, transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    [`${root}:hover &, ${root}:focus-visible &`]: { opacity: 1, transform: 'none' },
  },
  '@media': { '(hover: none)': { opacity: 1, transform: 'none' } },
});

// Titles and names are content, often Korean even in the English UI: break between words.
export const text = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0, wordBreak: 'keep-all' });

export const title = style({
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.heading,
  lineHeight: vars.font.lineHeight.heading,
  color: 'inherit',
  '@media': { [minWidth('tablet')]: { fontSize: vars.font.size.h4 } },
});

export const meta = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const year = style({ fontVariantNumeric: 'tabular-nums', flex: '0 0 auto' });

export const list = recipe({
  base: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', columnGap: vars.space.lg, rowGap: vars.space.xl },
  variants: {
    kind: {
      music: {
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        columnGap: vars.space.md,
        '@media': {
          [minWidth('tablet')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', columnGap: vars.space.lg },
        },
      },
      video: {
        gridTemplateColumns: 'minmax(0, 1fr)',
        '@media': { [minWidth('tablet')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
      },
    },
  },
});
