import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { minWidth, noScripting } from '../../styles/media';
import { vars } from '../../styles/vars.css';

/**
 * The strip reads the surface roles: on an inverse surface (the `inverseSurface` class on the strip
 * through `className`, or on a container around it) it is a charcoal band by itself. There, the
 * raised look (scrolled, scroll buttons) is the raised charcoal (`surfaceRaised`), and the tabs keep
 * off the band's edge (`layout.bandInset`).
 */

/** Width of the edge fade; the list keeps a focused or selected tab this far from either edge. */
const edge = createVar();

/** The strip: the scrolling tab list with its edge fades and pointer scroll buttons. */
export const strip = recipe({
  base: {
    vars: { [edge]: vars.space.xxl },
    position: 'relative',
    borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
    color: vars.color.textMuted,
    backgroundColor: vars.color.background,
    transitionProperty: 'background-color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
  },
  variants: {
    /** The compact, raised look of a strip that sticks while the page scrolls (Services: scroll ≥ 10). */
    scrolled: {
      true: {
        boxShadow: vars.shadow.md,
        backgroundColor: vars.color.surfaceRaised,
      },
      false: {},
    },
  },
  defaultVariants: { scrolled: false },
});

export type TabStripVariants = NonNullable<RecipeVariants<typeof strip>>;

const fadeStart = `linear-gradient(to right, transparent 0, black ${edge}, black 100%)`;
const fadeEnd = `linear-gradient(to right, black 0, black calc(100% - ${edge}), transparent 100%)`;
const fadeBoth = `linear-gradient(to right, transparent 0, black ${edge}, black calc(100% - ${edge}), transparent 100%)`;

export const list = style({
  display: 'flex',
  flexWrap: 'nowrap',
  gap: vars.space.xxs,
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  // Focus and scroll-into-view keep the tab clear of the faded edges (no hidden keyboard focus).
  scrollPaddingInline: edge,
  // On a band of its own (charcoal, or raised while scrolled) the first tab keeps off the edge.
  paddingInline: vars.layout.bandInset,
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
    [`${strip.classNames.variants.scrolled.true} &`]: { paddingInline: vars.space.xs },
    // Edge fades (a mask, so they work on any surface) say there is more in that direction.
    '[data-overflow-start="true"][data-overflow-end="false"] &': { maskImage: fadeStart },
    '[data-overflow-start="false"][data-overflow-end="true"] &': { maskImage: fadeEnd },
    '[data-overflow-start="true"][data-overflow-end="true"] &': { maskImage: fadeBoth },
  },
  '@media': {
    [minWidth('desktop')]: { gap: vars.space.xs },
  },
});

/** The tablist of route tabs: without script it cannot be worked, and gives way to `noScriptNav`. */
export const scriptOnlyList = style({ '@media': { [noScripting]: { display: 'none' } } });

/** Route tabs as plain links (the tablist's look), shown only when the browser runs no script. */
export const noScriptNav = style([list, { display: 'none', '@media': { [noScripting]: { display: 'flex' } } }]);

export const tab = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control.xl,
  paddingInline: vars.space.sm,
  border: 0,
  borderRadius: 0,
  backgroundColor: 'transparent',
  color: 'inherit',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.caps,
  // The spec's tab names are capitals (DISTRIBUTION … ); translated labels follow suit.
  textTransform: 'uppercase',
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  cursor: 'pointer',
  transitionProperty: 'color, box-shadow, min-height',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    // The ring is drawn inside the tab: the scrolling list would clip one drawn outside.
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.focusRing.width})` },
    '&:hover': { color: vars.color.text },
    '&[data-state="active"]': {
      color: vars.color.text,
      boxShadow: `inset 0 calc(-1 * ${vars.borderWidth.heavy}) 0 ${vars.color.accent}`,
    },
    [`${strip.classNames.variants.scrolled.true} &`]: { minHeight: vars.size.touchTarget.comfortable },
  },
  '@media': {
    [minWidth('desktop')]: { paddingInline: vars.space.md, fontSize: vars.font.size.body },
    // Forced colours drop the underline shadow that marks the selected tab: a border draws it.
    '(forced-colors: active)': {
      selectors: { '&[data-state="active"]': { borderBottom: `${vars.borderWidth.heavy} solid Highlight` } },
    },
  },
});

/**
 * Pointer-only scroll buttons over the faded edges: hidden from assistive technology and out of
 * the Tab order (keyboard users move with the arrow keys, which scroll the tab into view).
 */
export const scrollButton = recipe({
  base: {
    display: 'none',
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.control.xs,
    height: vars.size.control.xs,
    padding: 0,
    borderRadius: vars.radius.pill,
    border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
    color: vars.color.text,
    backgroundColor: vars.color.surfaceRaised,
    cursor: 'pointer',
  },
  variants: {
    side: {
      start: {
        insetInlineStart: vars.space.xxs,
        '@media': {
          '(hover: hover) and (pointer: fine)': {
            selectors: { '[data-overflow-start="true"] > &': { display: 'inline-flex' } },
          },
        },
      },
      end: {
        insetInlineEnd: vars.space.xxs,
        '@media': {
          '(hover: hover) and (pointer: fine)': {
            selectors: { '[data-overflow-end="true"] > &': { display: 'inline-flex' } },
          },
        },
      },
    },
  },
});

export const panel = style({
  marginBlockStart: vars.space.lg,
  selectors: {
    '&:focus-visible': { outlineOffset: `calc(2 * ${vars.focusRing.offset})` },
  },
});
