import { useEffect } from 'react';

// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, never shown
const editable = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/**
 * End (and Ctrl+End) ends at the end of the page while the page's height follows the scroll.
 *
 * The home banner folds away as the page scrolls (SPEC §2/§9), so the document gets shorter while
 * Chromium's smooth End scroll runs on the compositor. The browser clamps the animation to the new
 * end and then re-applies the layout's shift to it: in about one press in four the page comes to
 * rest a few hundred px short of the footer (1280 × 800: 2937 → 2674). When the scroll that an
 * End started is over (`scrollend`) and the page is not at its end, this finishes the move in one
 * step. Any other key, a wheel turn or a touch in between cancels it: the visitor took over.
 */
export function useEndKeyReachesEnd(active = true) {
  useEffect(() => {
    if (!active) return;
    let endPressed = false;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      endPressed =
        event.key === 'End' && !event.altKey && !event.shiftKey && !event.metaKey && !target?.closest(editable);
    };
    const cancel = () => {
      endPressed = false;
    };
    const onScrollEnd = () => {
      if (!endPressed) return;
      endPressed = false;
      const end = document.documentElement.scrollHeight - window.innerHeight;
      if (window.scrollY < end - 1) window.scrollTo({ top: end, behavior: 'instant' });
    };
    window.addEventListener('keydown', onKey, { passive: true });
    window.addEventListener('wheel', cancel, { passive: true });
    window.addEventListener('touchstart', cancel, { passive: true });
    window.addEventListener('scrollend', onScrollEnd);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('wheel', cancel);
      window.removeEventListener('touchstart', cancel);
      window.removeEventListener('scrollend', onScrollEnd);
    };
  }, [active]);
}
