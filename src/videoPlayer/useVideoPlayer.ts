import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { VideoPlayer, VideoPlayerAdapter, VideoPlayerOptions, VideoPlayerState } from './types';
import { useVideoPlayerAdapter } from './VideoPlayerContext';

export interface UseVideoPlayerResult {
  /** Attach to the element the player goes in (it must render no children of its own). */
  hostRef: React.RefObject<HTMLDivElement | null>;
  /** The player once it is ready, else null. */
  player: VideoPlayer | null;
  state: VideoPlayerState | null;
}

/**
 * Creates a player in `hostRef` while `options` is non-null (a new player when they change) and
 * destroys it on unmount. `onReady` and `onStateChange` always see the latest props.
 */
export function useVideoPlayer(
  options: VideoPlayerOptions | null,
  handlers: { onReady?: (player: VideoPlayer) => void; onStateChange?: (state: VideoPlayerState) => void } = {},
  adapterOverride?: VideoPlayerAdapter,
): UseVideoPlayerResult {
  const adapter = useVideoPlayerAdapter(adapterOverride);
  const hostRef = useRef<HTMLDivElement>(null);
  const [player, setPlayer] = useState<VideoPlayer | null>(null);
  const [state, setState] = useState<VideoPlayerState | null>(null);

  const handleReady = useEffectEvent((ready: VideoPlayer) => {
    setPlayer(ready);
    handlers.onReady?.(ready);
  });
  const handleStateChange = useEffectEvent((next: VideoPlayerState) => {
    setState(next);
    handlers.onStateChange?.(next);
  });

  // Options compared by value: a re-render with equal options keeps the player.
  const key = options ? JSON.stringify(options) : null;
  useEffect(() => {
    const host = hostRef.current;
    if (!host || key === null) return;
    const created = adapter.create(host, JSON.parse(key) as VideoPlayerOptions, {
      onReady: (ready) => handleReady(ready),
      onStateChange: (next) => handleStateChange(next),
    });
    return () => {
      created.destroy();
      host.replaceChildren();
      setPlayer(null);
      setState(null);
    };
  }, [adapter, key]);

  return { hostRef, player, state };
}
