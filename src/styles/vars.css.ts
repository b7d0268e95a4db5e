import { createThemeContract } from '@vanilla-extract/css';

/**
 * The one theme contract. Every component reads these variables; a theme is a
 * `createTheme(vars, tokens)` in `themes/`, so adding one is adding a file.
 */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceMuted: null,
    /** A card's background under the pointer (the surface itself on light, a raised charcoal on inverse). */
    surfaceHover: null,
    surfaceInverse: null,
    surfaceInverseRaised: null,
    text: null,
    textMuted: null,
    textInverse: null,
    textInverseMuted: null,
    border: null,
    borderStrong: null,
    borderInverse: null,
    accent: null,
    accentBg: null,
    accentBgHover: null,
    onAccent: null,
    accentText: null,
    accentTextInverse: null,
    focusRing: null,
    danger: null,
    dangerSurface: null,
    success: null,
    scrim: null,
    /*
     * Roles for what differs between the light and the charcoal surface, so a component reads one
     * role and the surface decides (the inverse values: `inverseColorRoles` in tokens.ts).
     */
    /** A layer raised over the surface (a dropdown list, a strip stuck while scrolling): the surface on light, the raised charcoal on inverse. */
    surfaceRaised: null,
    /** An item under the pointer on a raised layer: the muted surface on light, the charcoal below the layer on inverse. */
    surfaceRaisedHover: null,
    /** An outlined control's fill (secondary button, social link): the surface on light; none on inverse, an outline on the charcoal. */
    outlineBg: null,
    /** Its fill under the pointer: unchanged on light; on inverse it fills in with the text colour. */
    outlineBgHover: null,
    /** Its text under the pointer: the text on light; the charcoal on inverse (on the filled-in control). */
    outlineTextHover: null,
    /** A strong outline (secondary button): the strong border on light, the text colour on inverse. It turns `text` under the pointer on both. */
    outlineBorderStrong: null,
    /** A quiet outline (`border` at rest) under the pointer: the text colour on light; on inverse, where the control fills in instead, it stays `border`. */
    outlineBorderHover: null,
    /** A text link's underline: the accent on light; on inverse the lighter accent of text, as the vermilion line is too dark there. */
    linkUnderline: null,
    /*
     * Media is on charcoal on every surface (the inverse map leaves these as they are).
     */
    /** Behind a picture while it loads (a work's artwork, an engineer's photo). */
    mediaBackdrop: null,
    /** The lightest grey of the generated engineer portraits' grounds (the others are the charcoal roles). */
    mediaMuted: null,
  },
  space: {
    none: null,
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    xxxl: null,
    section: null,
  },
  radius: { none: null, sm: null, md: null, lg: null, pill: null },
  /** Rules, outlines and indicator bars: hairline (1), thick (2), heavy (3). */
  borderWidth: { hairline: null, thick: null, heavy: null },
  /** The one focus ring: its width and its gap from the control (an inset ring negates the width). */
  focusRing: { width: null, offset: null },
  size: {
    /** WCAG 2.5.8 minimum (24) and the comfortable target every tappable control meets (44). */
    touchTarget: { minimum: null, comfortable: null },
    /** Block sizes of controls: a square icon button is one of these on both sides. */
    control: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
    icon: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    /** Badges, avatars and illustration marks. */
    mark: { sm: null, md: null, lg: null, xl: null },
    /** Status and list dots. */
    dot: { sm: null, md: null },
    /** Minimum inline sizes of dropdown menus. */
    menu: { sm: null, md: null },
    /**
     * Round markers that hold a glyph, in rem so they grow with the text size: the loading spinner
     * (sm, 28) and a step's number (md, 40).
     */
    marker: { sm: null, md: null },
  },
  /**
   * Lengths in em, relative to the text a thing sits in, so they follow its font size: icons and
   * carets set in a line of text, and the small offsets that seat them on it.
   */
  glyph: {
    /** Icons in a line of text: the arrow after an external link (sm), the icon before a field's error (lg). */
    icon: { sm: null, lg: null },
    /** A typing caret: a stroke about the type's own (width), one em high (height). */
    caret: { width: null, height: null },
    /** The narrowest column of a tabular number before its label (a policy's section numbers). */
    numeral: null,
    /** Gaps next to inline things: a caret after its text (xs), an icon after its word (sm), between listed phrases (md). */
    gap: { xs: null, sm: null, md: null },
    /** Drops below the baseline (`vertical-align`) that centre an inline thing on the text: the link arrow (sm), the caret (md). */
    drop: { sm: null, md: null },
    /**
     * Top offsets that centre a box on the first line of the text beside it: a checkbox on its
     * label (xs), an icon on a note (sm), an icon on a field's error (md).
     */
    firstLine: { xs: null, sm: null, md: null },
  },
  font: {
    family: { body: null, mono: null },
    size: {
      caption: null,
      small: null,
      body: null,
      lead: null,
      h4: null,
      h3: null,
      h2: null,
      h1: null,
      display: null,
    },
    weight: { regular: null, medium: null, semibold: null, bold: null, black: null },
    lineHeight: { tight: null, heading: null, latin: null, korean: null },
    /** One line's height in em at a line height (`heading`): a line that holds its place while it is empty. */
    lineBox: { heading: null },
    letterSpacing: { display: null, heading: null, korean: null, latin: null, caps: null },
    /** Font sizes relative to the surrounding text (em): a number set beside a heading (sm), a line set a size down (md). */
    relativeSize: { sm: null, md: null },
    /**
     * A text underline's distance below the text (em): links in text, table rows and card titles
     * (sm), the TextLink primitive (md), the footer's large navigation links (lg).
     */
    underlineOffset: { sm: null, md: null, lg: null },
  },
  shadow: {
    sm: null,
    md: null,
    lg: null,
    /** A dropdown list's: `md` on light, the deeper `lg` on inverse (a surface role, like the colours). */
    dropdown: null,
  },
  zIndex: {
    base: null,
    raised: null,
    header: null,
    dropdown: null,
    modal: null,
    dialog: null,
    loading: null,
    skipLink: null,
  },
  motion: {
    duration: { instant: null, fast: null, base: null, slow: null },
    easing: { standard: null, emphasized: null },
  },
  layout: {
    maxWidth: null,
    readingWidth: null,
    /**
     * Caps on the inline size of blocks narrower than the reading width, in rem: xs (20) where a
     * note wraps under its neighbour and the alert dialog's floor, sm (22) a popover note, md (36) a
     * paragraph or two (a modal's default width, the banner statement, a caption), lg (40) the
     * animated demos, xl (46) the banner's copy.
     */
    measure: { xs: null, sm: null, md: null, lg: null, xl: null },
    /** The alert dialog's width cap (SPEC §9: 600 px), and the narrowest a dialog's footer button gets from tablets up. */
    dialog: { alertMaxWidth: null, actionMinWidth: null },
    gutter: null,
    headerHeight: null,
    /**
     * Inline inset of a band's content (a tab strip's tabs): none on the page's own surface, where
     * the first tab lines up with the text below; a small one on inverse, a charcoal band (a surface role).
     */
    bandInset: null,
  },
});
