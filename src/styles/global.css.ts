import { globalFontFace, globalStyle } from '@vanilla-extract/css';
import { fallbackFontFaces } from './fontStack';
import { vars } from './vars.css';

// Metric-matched fallback faces (see fontStack.ts). The Pretendard faces themselves come
// from the package's dynamic-subset stylesheet imported by the app entry and Storybook.
for (const face of fallbackFontFaces) {
  const { fontFamily, ...rule } = face['@font-face'];
  globalFontFace(fontFamily, rule);
}

// A modern, minimal reset.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('*', { margin: 0 });
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  colorScheme: 'light',
});
globalStyle('body', {
  minHeight: '100dvh',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.latin,
  letterSpacing: vars.font.letterSpacing.latin,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
  fontVariantNumeric: 'proportional-nums',
  // A modal (Radix's DismissableLayer) sets `pointer-events: none` on <body> while it is open and
  // takes it off when it closes. The property is inherited, so each change restyled every element
  // of the page inside the press that opened or closed it (20 ms at 4× CPU on /services). With
  // <body> at `none` from the start and its children at `auto`, that change computes to nothing:
  // the page under a modal is covered by the modal's backdrop, which takes the presses.
  pointerEvents: 'none',
});
globalStyle('body > *', { pointerEvents: 'auto' });
// Korean reads best with a taller line and breaks between words, not syllables.
globalStyle(':lang(ko) body, body:lang(ko), [lang="ko"]', {
  lineHeight: vars.font.lineHeight.korean,
  letterSpacing: vars.font.letterSpacing.korean,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});
globalStyle('img, picture, video, canvas, svg', { display: 'block', maxWidth: '100%' });
// Images carry width/height attributes (space reserved before they load); `auto` keeps their
// ratio when max-width shrinks them.
globalStyle('img', { height: 'auto' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('button', { cursor: 'pointer' });
globalStyle('p, h1, h2, h3, h4, h5, h6', { overflowWrap: 'break-word' });
// A URL or code word longer than a narrow column breaks instead of widening it (390 px: the
// services page's sample smart-link address made the page 2 px wider than the screen).
globalStyle('code', { overflowWrap: 'anywhere' });
globalStyle('h1, h2, h3, h4, h5, h6', { lineHeight: vars.font.lineHeight.heading, textWrap: 'balance' } as never);
globalStyle('a', { color: 'inherit' });
globalStyle('#root', { isolation: 'isolate' });
// The sticky header must never cover the element that has focus or a hash target: everything
// that scrolls under it keeps the header's height free above itself. Not `scroll-padding-top` on
// the page: that also counts the header's own controls as covered, so tabbing into the header or
// returning focus to its menu button scrolled the page by ~430 px (the browser centred them).
globalStyle('main, main *, footer, footer *', {
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
});
// A text area is scrolled into view by its caret, and the margin above does not apply to that:
// Shift+Tab into a message field at 390 px left it under the header. While one has the focus the
// page keeps the header's height free (only then, for the reason above).
globalStyle('html:has(main textarea:focus)', {
  scrollPaddingTop: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
});

// One visible focus ring for every focusable element, in the accent (3:1 on every surface).
globalStyle(':focus-visible', {
  outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focusRing.offset,
});
globalStyle(':focus:not(:focus-visible)', { outline: 'none' });

// prefers-reduced-motion: nothing animates, scrolling jumps.
globalStyle('html', {
  '@media': {
    '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
  },
});
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
