import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import pageFont from './pageFont.json';
import pretendard from './pretendardMetrics.json';

/**
 * A prerendered page's own font first: Pretendard cut to the page's characters, as a family of its
 * own (scripts/build/page-fonts.mjs; not declared in Storybook or the SPA template, where it is skipped).
 * Then Pretendard (self-hosted, split by unicode-range, font-display: swap) for any other text; then
 * an Arial face whose size-adjust / ascent / descent overrides are computed from both fonts' real
 * metrics, so Latin text does not shift when the web font arrives. Hangul that arrives before the
 * web font falls back to the platform's Korean system font.
 */
const stack = createFontStack([pretendard, arial], { fontFaceFormat: 'styleObject' });

export const bodyFontFamily = `"${pageFont.family}", ${stack.fontFamily}, "Apple SD Gothic Neo", "Malgun Gothic", "Noto Sans CJK KR", "Noto Sans KR", sans-serif`;
export const fallbackFontFaces = stack.fontFaces;
