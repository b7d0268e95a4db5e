import { useEffect, useState } from 'react';
import { useAppState } from '../../store';
import { lazyModule, useFirstInteraction, useLazyModule } from './lazyDialog';

/** The overlay's code: loaded on the visitor's first interaction, or at the latest when loading starts. */
export const loadingOverlayModule = lazyModule(() => import('../../components/LoadingOverlay/LoadingOverlay'));

const ignoreFailure = () => undefined;

/**
 * The shell's loading overlay, connected to the store's `loading` (which drops 150 ms late).
 *
 * Renders nothing until the visitor first interacts with the page (loading only ever answers an
 * interaction: a send): then the overlay's code loads and the overlay mounts idle, so its polite
 * status region is in the document, and listened to, before it has anything to say. Should loading
 * start before that (a send as the very first press), the overlay still mounts idle first and shows
 * a moment later. If its code cannot load, nothing is shown: the form's own message still says how
 * the send went.
 */
export function LoadingOverlayHost() {
  const { loading } = useAppState();
  const interacted = useFirstInteraction();
  const loaded = useLazyModule(loadingOverlayModule, interacted || loading, ignoreFailure);
  const [listening, setListening] = useState(false);
  useEffect(() => {
    if (!loaded || listening) return;
    // A task after the idle overlay's commit: assistive technology has seen the empty region.
    const id = setTimeout(() => setListening(true));
    return () => clearTimeout(id);
  }, [loaded, listening]);

  if (!loaded) return null;
  const { LoadingOverlay } = loaded;
  return <LoadingOverlay active={loading && listening} />;
}
LoadingOverlayHost.displayName = 'LoadingOverlayHost';
