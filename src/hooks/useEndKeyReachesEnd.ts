import { useEffect } from 'react';

// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, never shown
const editable = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/**
 * End (and Ctrl+End) ends at the end of the page, also when the page's height changes while the
 * browser's smooth End scroll runs (used once, by the app shell, on every page).
 *
 * The home banner folds away as the page scrolls (SPEC §2/§9), so the document gets shorter while
 * Chromium's smooth End scroll runs on the compositor. The browser clamps the animation to the new
 * end and then re-applies the layout's shift to it: in about one press in four the page comes to
 * rest a few hundred px short of the footer (1280 × 800: 2937 → 2674). (The banner now answers End
 * itself, aiming at the folded page's end: `answerEndPastFold`; this stays for the other pages, where a
 * loaded machine was seen ending a services page's End scroll 110 px short.) When the scroll that an
 * End started is over (`scrollend`) and the page is not at its end, this finishes the move in one
 * step (and again at each `scrollend` for two seconds). Any other key, a wheel turn or a touch
 * cancels it: the visitor took over.
 */
export function useEndKeyReachesEnd(active = true) {
  useEffect(() => {
    if (!active) return;
    // The time until which an End press is still being finished (0: none). The browser may end
    // the scroll, then re-apply the layout's shift in a second animation: every `scrollend` in
    // this window checks again.
    let finishUntil = 0;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const isEnd =
        event.key === 'End' && !event.altKey && !event.shiftKey && !event.metaKey && !target?.closest(editable);
      finishUntil = isEnd ? performance.now() + 2000 : 0;
    };
    const cancel = () => {
      finishUntil = 0;
    };
    const onScrollEnd = () => {
      if (performance.now() > finishUntil) return;
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
