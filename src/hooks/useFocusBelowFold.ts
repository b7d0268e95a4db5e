import { useEffect, type RefObject } from 'react';

/**
 * Keyboard focus below a folding banner stays in view (WCAG 2.4.11 Focus Not Obscured): see
 * `keepFocusBelowFoldInView` (./focusInView.ts). Its code comes after the first render, in its own
 * chunk, which the shell's behaviours (loaded on every page right after it has hydrated) import
 * too: nothing it does is needed before the visitor's first Tab. Until it is there (or if it cannot
 * load), the browser's own scrolling to the focus applies.
 */
export function useFocusBelowFold(banner: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const section = banner.current;
    if (!section) return;
    let stop: (() => void) | undefined;
    let done = false;
    import('./focusInView').then(
      ({ keepFocusBelowFoldInView }) => {
        if (!done) stop = keepFocusBelowFoldInView(section);
      },
      () => undefined,
    );
    return () => {
      done = true;
      stop?.();
    };
  }, [banner]);
}
