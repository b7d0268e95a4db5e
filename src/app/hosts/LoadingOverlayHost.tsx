import { useAppState } from '../../store';
import { LoadingOverlay } from '../../components/LoadingOverlay';

/** The shell's loading overlay, connected to the store's `loading` (which drops 150 ms late). */
export function LoadingOverlayHost() {
  const { loading } = useAppState();
  return <LoadingOverlay active={loading} />;
}
LoadingOverlayHost.displayName = 'LoadingOverlayHost';
