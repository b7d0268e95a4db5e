import { designViewports } from '../src/styles/tokens';

/**
 * Chromatic modes: every snapshot is taken in both languages at both design widths.
 * Each mode is a set of globals the preview decorator understands.
 */
export const allModes = {
  'ko mobile': { locale: 'ko', theme: 'gray', viewport: designViewports.mobile },
  'ko desktop': { locale: 'ko', theme: 'gray', viewport: designViewports.desktop },
  'en mobile': { locale: 'en', theme: 'gray', viewport: designViewports.mobile },
  'en desktop': { locale: 'en', theme: 'gray', viewport: designViewports.desktop },
} as const;
