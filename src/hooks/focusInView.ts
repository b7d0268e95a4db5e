import { useEffect } from 'react';

/**
 * Keyboard focus below a folding banner stays in view (WCAG 2.4.11 Focus Not Obscured).
 *
 * The home banner folds away as the page scrolls (SPEC §2/§9: its height is the viewport minus
 * twice the scroll). When Tab moves the focus to something below it, the browser scrolls the
 * element into view, and a frame or two later the banner folds by twice that distance and carries
 * the element off the top of the screen (or, going back with Shift+Tab, unfolds and pushes it below
 * the bottom). So for a moment after a keyboard focus below the banner, each change of the banner's
 * height (a ResizeObserver: after layout, before paint) brings the element back into view, below
 * the sticky header (its `scroll-margin-top`). A few corrections at most, within a second; a wheel
 * turn, a touch or a pointer press ends it: the page is the visitor's to move. Pointer focus is
 * left alone: the visitor pointed at something already on screen, and so is a focus the app gives.
 */
export function keepFocusBelowFoldInView(section: HTMLElement): () => void {
  let pending: HTMLElement | null = null;
  let until = 0;
  let corrections = 0;
  const tab = tabTracker();

  const keepInView = () => {
    if (!pending) return;
    if (performance.now() > until || document.activeElement !== pending || corrections >= 4) {
      pending = null;
      return;
    }
    const box = pending.getBoundingClientRect();
    const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    if (box.top >= headerBottom && box.bottom <= window.innerHeight) return;
    corrections += 1;
    pending.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  };
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    pending = null;
    if (!target || !tab.justPressed() || section.contains(target)) return;
    if (!(section.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING)) return;
    pending = target;
    until = performance.now() + 1000;
    corrections = 0;
  };
  const cancel = () => {
    pending = null;
  };

  const observer = new ResizeObserver(keepInView);
  observer.observe(section);
  document.addEventListener('focusin', onFocusIn);
  window.addEventListener('wheel', cancel, { passive: true });
  window.addEventListener('touchstart', cancel, { passive: true });
  window.addEventListener('pointerdown', cancel, { passive: true });
  return () => {
    tab.stop();
    observer.disconnect();
    document.removeEventListener('focusin', onFocusIn);
    window.removeEventListener('wheel', cancel);
    window.removeEventListener('touchstart', cancel);
    window.removeEventListener('pointerdown', cancel);
  };
}

/**
 * A keyboard focus that lands partly under the sticky header is brought into view (WCAG 2.4.11).
 * The browser scrolls a newly focused element into view only when none of it shows: going back
 * with Shift+Tab, a button whose lower edge peeks out below the header (5–57 px under a 72 px
 * header) stayed there. One frame after a keyboard focus (the browser's own scroll done), an
 * element whose top is under the header, or whose bottom is below the screen, is scrolled just
 * enough to show whole, its scroll margin clear of the header. The header's own controls
 * are never under it, and a dialog keeps its own focus handling.
 */
export function useFocusNotUnderHeader() {
  useEffect(() => {
    let frame = 0;
    const tab = tabTracker();
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (!tab.justPressed()) return;
      // The site's header is the page's first <header> (a card may have its own inside it).
      const siteHeader = document.querySelector('header');
      if (!target || siteHeader?.contains(target)) return;
      if (target.closest('[role="dialog"], [role="alertdialog"]')) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (document.activeElement !== target) return;
        const box = target.getBoundingClientRect();
        const headerBottom = siteHeader?.getBoundingClientRect().bottom ?? 0;
        if (box.height > window.innerHeight - headerBottom) return;
        // By hand, not scrollIntoView: inside a carousel's clipped viewport (the campaign cards at
        // 390 px) `block: 'nearest'` left the page where it was. The room kept above is the
        // element's own scroll margin (global.css.ts: the header's height and a step), so the CSS
        // stays the one place that says it.
        const style = getComputedStyle(target);
        const above = Math.max(parseFloat(style.scrollMarginTop) || 0, headerBottom);
        const below = parseFloat(style.scrollMarginBottom) || 0;
        if (box.top < headerBottom) window.scrollBy({ top: box.top - above, behavior: 'instant' });
        else if (box.bottom > window.innerHeight)
          window.scrollBy({ top: box.bottom - window.innerHeight + below, behavior: 'instant' });
      });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      tab.stop();
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, []);
}

/**
 * Whether the focus is moving because of Tab (or Shift+Tab): the visitor's own keyboard move. A
 * focus that the app gives (a route change focusing its heading while the scroll position is
 * restored, a dialog handing focus back) or a pointer gives is not corrected: its place is chosen.
 */
function tabTracker() {
  let pressedAt = -Infinity;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') pressedAt = performance.now();
  };
  window.addEventListener('keydown', onKeyDown, true);
  return {
    justPressed: () => performance.now() - pressedAt < 500,
    stop: () => window.removeEventListener('keydown', onKeyDown, true),
  };
}
