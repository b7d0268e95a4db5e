import type { MapLeafNodes } from './types';
import type { vars } from './vars.css';

/** Every theme fills every leaf of the contract: the compiler checks a new theme file. */
export type ThemeTokens = MapLeafNodes<typeof vars, string>;

import { palette } from './palette';
import { motion } from './runtimeTokens';

// The numbers code reads at run time have their own module (see there); they are tokens too.
export { breakpoints, designViewports, motion, scrollThresholds, type Breakpoint } from './runtimeTokens';
// The colours, and the cover art's palette (read at run time by the generated art), have theirs.
export { coverPalette } from './palette';

const rem = (px: number) => `${px / 16}rem`;

/**
 * The colour roles on an inverse (charcoal) surface: each role takes its inverse counterpart, so a
 * component that reads `text`, `border`, `accentText`… is right on both surfaces without a prop.
 * A theme assigns these on `inverseSurface` (`styles/surfaces.css.ts`, set up in its theme file).
 * Roles left out (the accent, focus ring, media…) are the same on both surfaces.
 */
export function inverseColorRoles(color: ThemeTokens['color']): ThemeTokens['color'] {
  return {
    ...color,
    background: color.surfaceInverse,
    surface: color.surfaceInverse,
    surfaceMuted: color.surfaceInverseRaised,
    surfaceHover: color.surfaceInverseRaised,
    surfaceInverse: color.background,
    surfaceInverseRaised: color.surface,
    text: color.textInverse,
    textMuted: color.textInverseMuted,
    textInverse: color.text,
    textInverseMuted: color.textMuted,
    border: color.borderInverse,
    borderStrong: color.textInverseMuted,
    borderInverse: color.border,
    accentText: color.accentTextInverse,
    accentTextInverse: color.accentText,
    surfaceRaised: color.surfaceInverseRaised,
    surfaceRaisedHover: color.surfaceInverse,
    outlineBg: 'transparent',
    outlineBgHover: color.textInverse,
    outlineTextHover: color.surfaceInverse,
    outlineBorderStrong: color.textInverse,
    outlineBorderHover: color.borderInverse,
    linkUnderline: color.accentTextInverse,
  };
}

/**
 * Everything a surface assigns: its colour roles and the few other roles that follow the surface.
 * The theme file assigns `surfaceRoles(tokens, 'inverse')` on `inverseSurface` and
 * `surfaceRoles(tokens, 'base')` (the theme's own values) on `baseSurface`.
 */
export function surfaceRoles(tokens: ThemeTokens, tone: 'base' | 'inverse') {
  return tone === 'base'
    ? { color: tokens.color, dropdownShadow: tokens.shadow.dropdown, bandInset: tokens.layout.bandInset }
    : { color: inverseColorRoles(tokens.color), dropdownShadow: tokens.shadow.lg, bandInset: tokens.space.xs };
}

const lineHeight = { tight: '1.1', heading: '1.3', latin: '1.55', korean: '1.7' };

const shadow = {
  sm: '0 1px 2px rgba(20, 21, 24, 0.08)',
  md: '0 6px 20px rgba(20, 21, 24, 0.12)',
  lg: '0 18px 48px rgba(20, 21, 24, 0.22)',
};

export const grayTokens = {
  color: {
    background: palette.warm50,
    surface: palette.white,
    surfaceMuted: palette.warm100,
    surfaceHover: palette.white,
    surfaceInverse: palette.charcoal950,
    surfaceInverseRaised: palette.charcoal900,
    text: palette.ink,
    textMuted: palette.gray600,
    textInverse: palette.paper,
    textInverseMuted: palette.gray300,
    border: palette.warm200,
    borderStrong: palette.gray500,
    borderInverse: palette.charcoal700,
    // The accent meets 3:1 against both the light and the charcoal surfaces, so one focus
    // ring works everywhere; text in the accent uses the darker/lighter text roles.
    accent: palette.vermilion,
    accentBg: palette.vermilion700,
    accentBgHover: palette.vermilion800,
    onAccent: palette.white,
    accentText: palette.vermilionText,
    accentTextInverse: palette.vermilionLight,
    focusRing: palette.vermilion,
    danger: palette.red700,
    dangerSurface: palette.red50,
    success: palette.green700,
    scrim: 'rgba(10, 10, 12, 0.62)',
    // The surface roles (vars.css.ts says what each is for); their inverse values: inverseColorRoles.
    surfaceRaised: palette.white,
    surfaceRaisedHover: palette.warm100,
    outlineBg: palette.white,
    outlineBgHover: palette.white,
    outlineTextHover: palette.ink,
    outlineBorderStrong: palette.gray500,
    outlineBorderHover: palette.ink,
    linkUnderline: palette.vermilion,
    mediaBackdrop: palette.charcoal950,
    mediaMuted: palette.gray600,
  },
  space: {
    none: '0',
    xxs: rem(4),
    xs: rem(8),
    sm: rem(12),
    md: rem(16),
    lg: rem(24),
    xl: rem(32),
    xxl: rem(48),
    xxxl: rem(64),
    section: rem(96),
  },
  radius: { none: '0', sm: rem(4), md: rem(8), lg: rem(16), pill: '999px' },
  // Sizes stay in CSS px: WCAG measures targets in CSS px, and a rule is a device-sized line.
  borderWidth: { hairline: '1px', thick: '2px', heavy: '3px' },
  focusRing: { width: '3px', offset: '2px' },
  size: {
    touchTarget: { minimum: '24px', comfortable: '44px' },
    control: { xs: '32px', sm: '36px', md: '44px', lg: '48px', xl: '52px', xxl: '56px', xxxl: '64px' },
    icon: { xxs: '12px', xs: '16px', sm: '18px', md: '20px', lg: '22px', xl: '24px', xxl: '32px' },
    mark: { sm: '40px', md: '48px', lg: '64px', xl: '80px' },
    dot: { sm: '6px', md: '8px' },
    menu: { sm: '176px', md: '300px' },
    // In rem, unlike the px sizes above: a marker holds text and grows with the reader's text size.
    marker: { sm: rem(28), md: rem(40) },
  },
  // In em: each follows the font size of the text it sits in (an arrow after a caption's link is
  // smaller than one after a lead's). vars.css.ts says which each is for.
  glyph: {
    icon: { sm: '0.85em', lg: '1.15em' },
    caret: { width: '0.08em', height: '1em' },
    numeral: '1.25em',
    gap: { xs: '0.06em', sm: '0.15em', md: '0.3em' },
    drop: { sm: '-0.05em', md: '-0.1em' },
    firstLine: { xs: '0.05em', sm: '0.15em', md: '0.2em' },
  },
  font: {
    // Filled in by the theme file from the metric-matched font stack (fontStack.ts).
    family: { body: '', mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace' },
    size: {
      caption: rem(13),
      small: rem(14),
      body: rem(16),
      lead: rem(18),
      h4: rem(20),
      h3: rem(24),
      h2: 'clamp(1.75rem, 1.3rem + 1.8vw, 2.5rem)',
      h1: 'clamp(2.125rem, 1.5rem + 2.6vw, 3.25rem)',
      display: 'clamp(2.75rem, 1.6rem + 5vw, 5.5rem)',
    },
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700', black: '800' },
    lineHeight,
    lineBox: { heading: `${lineHeight.heading}em` },
    letterSpacing: {
      display: '-0.035em',
      heading: '-0.02em',
      korean: '-0.01em',
      latin: '0',
      caps: '0.08em',
    },
    relativeSize: { sm: '0.62em', md: '0.72em' },
    underlineOffset: { sm: '0.2em', md: '0.22em', lg: '0.25em' },
  },
  shadow: { ...shadow, dropdown: shadow.md },
  zIndex: {
    base: '0',
    raised: '1',
    header: '100',
    dropdown: '200',
    modal: '300',
    dialog: '400',
    loading: '500',
    skipLink: '600',
  },
  motion: {
    duration: {
      instant: '100ms',
      fast: `${motion.loadingHideDelayMs}ms`,
      base: `${motion.reveal.durationMs}ms`,
      slow: `${motion.smoothScrollMs}ms`,
    },
    easing: { standard: motion.reveal.easing, emphasized: 'cubic-bezier(0.2, 0, 0, 1)' },
  },
  layout: {
    maxWidth: rem(1200),
    readingWidth: rem(760),
    measure: { xs: rem(320), sm: rem(352), md: rem(576), lg: rem(640), xl: rem(736) },
    dialog: { alertMaxWidth: rem(600), actionMinWidth: rem(120) },
    gutter: rem(20),
    headerHeight: rem(72),
    bandInset: '0',
  },
} satisfies ThemeTokens;
