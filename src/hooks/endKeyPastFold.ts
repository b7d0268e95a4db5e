import { scrollLockCount } from '../lib/scrollLock';

// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, never shown
const ownsEnd = 'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="dialog"]';

/**
 * End on a page with a folding banner scrolls to where the page's end will be once the banner
 * has folded, not to where it is when the key is pressed.
 *
 * The home banner is the viewport's height minus twice the scroll distance (SPEC §2/§9), so the
 * page gets shorter by the banner's height while it scrolls. Chromium's own End scroll aims at the
 * end the page had when the key went down; the page then shrinks under the running animation, the
 * browser clamps it and re-applies the shift, and in about one press in ten (more on a loaded
 * machine) the page rests a few hundred px short of the footer, sometimes with no `scroll` or
 * `scrollend` event after the last move (so nothing can finish it afterwards). Aimed at the folded
 * page's end, the scroll never meets a shorter page: its target is never past the end.
 *
 * Only while the banner still has a height (folded, nothing changes size and the browser's End
 * applies), only for End and Ctrl+End (not Shift/Alt/Meta+End) and only when nothing else answered
 * it: a field, a dialog or a widget that handles End (tabs, the calendar) keeps it, and a locked page
 * (the mobile menu or a modal open: `lockScroll`) does not move.
 *
 * It jumps (as the browser's End does with smooth scrolling off): a smooth `scrollTo` to the same
 * place reached the end every time, but once in about 450 presses on a loaded machine the Home
 * pressed after it did not move the page at all; with a jump no animation is left to meet the next
 * key, and the page's fold below the jump only shortens what is above the end.
 */
export function answerEndPastFold(section: HTMLElement): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'End' || event.defaultPrevented || scrollLockCount() > 0) return;
    if (event.altKey || event.shiftKey || event.metaKey) return;
    if (event.target instanceof Element && event.target.closest(ownsEnd)) return;
    const fold = section.getBoundingClientRect().height;
    if (fold <= 0) return;
    event.preventDefault();
    const end = document.documentElement.scrollHeight - window.innerHeight - fold;
    window.scrollTo({ top: Math.max(0, end), behavior: 'instant' });
  };
  window.addEventListener('keydown', onKey);
  return () => window.removeEventListener('keydown', onKey);
}
