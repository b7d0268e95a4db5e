import type { RefObject } from 'react';
import { useDeferredBehaviour } from './useDeferredBehaviour';

// The same chunk the shell's behaviours (loaded on every page right after it has hydrated) import.
const loadFocusKeeper = () => import('./focusInView').then((module) => module.keepFocusBelowFoldInView);

/**
 * Keyboard focus below a folding banner stays in view (WCAG 2.4.11 Focus Not Obscured): see
 * `keepFocusBelowFoldInView` (./focusInView.ts), installed after the first render: nothing it does
 * is needed before the visitor's first Tab. Until it is there (or if it cannot load), the
 * browser's own scrolling to the focus applies.
 */
export function useFocusBelowFold(banner: RefObject<HTMLElement | null>) {
  useDeferredBehaviour(banner, loadFocusKeeper);
}
