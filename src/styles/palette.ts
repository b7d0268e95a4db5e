/*
 * The site's colours, from which the themes (tokens.ts) and the generated cover art take theirs.
 * Apart from tokens.ts because the cover art reads its palette at run time: a chunk that imported
 * it from tokens.ts carried what was left of the theme objects (their property reads) too.
 */

export const palette = {
  charcoal950: '#141518',
  charcoal900: '#1f2126',
  charcoal800: '#2a2d33',
  charcoal700: '#3a3e46',
  gray600: '#555a63',
  gray500: '#7b808a',
  gray300: '#b4b7bd',
  warm200: '#d9d6d0',
  warm150: '#e9e5de',
  warm100: '#f1efeb',
  warm50: '#f8f7f4',
  ink: '#17181b',
  paper: '#f4f2ee',
  white: '#ffffff',
  vermilion: '#e8452c',
  vermilion700: '#c2321b',
  vermilion800: '#a82a16',
  vermilionText: '#b52d17',
  vermilionLight: '#ff8a6b',
  red700: '#b3261e',
  red50: '#fdecea',
  green700: '#1e6b3a',
  // Inks of the generated cover art only (coverPalette).
  ochre: '#d9a441',
  sage: '#6f9c8f',
  periwinkle: '#7d8fc4',
  sand: '#c9b8a6',
} as const;

/**
 * The generated cover art's palette (`components/WorkCard/coverArt.ts`): grounds and inks drawn
 * from the site's charcoal / warm-gray / vermilion colours, plus the text colours on a dark and a
 * light ground. SVG data URIs cannot read CSS variables, so the art reads these values.
 */
export const coverPalette = {
  grounds: [
    palette.charcoal950,
    palette.charcoal900,
    palette.charcoal800,
    palette.charcoal700,
    palette.warm150,
    palette.warm200,
  ],
  darkGrounds: [palette.charcoal950, palette.charcoal900, palette.charcoal800, palette.charcoal700],
  inks: [
    palette.vermilion,
    palette.vermilionLight,
    palette.ochre,
    palette.sage,
    palette.periwinkle,
    palette.paper,
    palette.sand,
  ],
  onDark: palette.paper,
  onLight: palette.ink,
} as const;
