import { Trans } from '@lingui/react/macro';
import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { usePrefersReducedMotion } from '../../hooks/MotionPreference';
import { useScrollLock } from '../../hooks/useScrollLock';
import { visuallyHidden } from '../../styles/utils.css';
import { captureFocus, returnFocus } from '../private/overlayFocus';
import { inertOutside } from './inertOutside';
import * as styles from './LoadingOverlay.css';

export interface LoadingOverlayProps {
  /** Show the overlay (the store's `loading`, which already drops 150 ms late). */
  active: boolean;
}

/**
 * The full-screen loading overlay (SPEC §4): above everything, with a spinner that stands still
 * under reduced motion. While active, everything else on the page (dialogs included) is inert —
 * no click, focus or key reaches it — and page scrolling is locked. It never takes focus; an
 * element that lost focus to inertness gets it back when loading ends.
 *
 * A polite `role="status"` region is always in the document, so screen readers are listening
 * before loading starts: it says the busy text while active and a short done text afterwards.
 */
const noSubscription = () => () => {};

export function LoadingOverlay({ active }: LoadingOverlayProps) {
  // The portal exists only in the browser: the server render (prerender) and the hydration pass
  // both render nothing, then the client adds the portal — no hydration mismatch.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const reduced = usePrefersReducedMotion();
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [hasBeenActive, setHasBeenActive] = useState(active);
  if (active && !hasBeenActive) setHasBeenActive(true);
  useScrollLock(active);

  useLayoutEffect(() => {
    if (!active || !root) return;
    const doc = root.ownerDocument;
    const previous = captureFocus(doc);
    const release = inertOutside(root, doc);
    // Browsers differ on when an inert element loses focus: drop it now, so no key reaches it.
    if (previous?.closest('[inert]')) previous.blur();
    return () => {
      release();
      const focused = doc.activeElement;
      if (!focused || focused === doc.body) returnFocus(previous, doc);
    };
  }, [active, root]);

  if (!inBrowser) return null;
  return createPortal(
    <div ref={setRoot} className={styles.root} data-loading-overlay="" data-state={active ? 'active' : 'idle'}>
      <div role="status" aria-live="polite" aria-atomic="true" className={visuallyHidden}>
        {active ? <Trans>처리 중입니다…</Trans> : hasBeenActive ? <Trans>처리가 끝났습니다.</Trans> : null}
      </div>
      {active && (
        <div className={styles.overlay} aria-hidden="true" data-motion={reduced ? 'reduce' : undefined}>
          <div className={styles.panel}>
            <span className={styles.spinner} />
            <span>
              <Trans>처리 중입니다…</Trans>
            </span>
          </div>
        </div>
      )}
    </div>,
    document.body,
  );
}
LoadingOverlay.displayName = 'LoadingOverlay';
