import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { siteVideoConsent, type VideoConsent } from './consent';
import type { VideoPlayerAdapter } from './types';
import { lazyYouTubePlayerAdapter } from './lazyYouTubeAdapter';

interface VideoPlayerContextValue {
  adapter: VideoPlayerAdapter;
  consent: VideoConsent;
}

const VideoPlayerContext = createContext<VideoPlayerContextValue>({
  adapter: lazyYouTubePlayerAdapter,
  consent: siteVideoConsent,
});

/**
 * Chooses the player adapter below it (the fake in stories and tests; YouTube when absent) and,
 * optionally, the visitor's video consent (a fresh one per story; the site's own when absent).
 */
export function VideoPlayerProvider({
  adapter,
  consent,
  children,
}: {
  adapter: VideoPlayerAdapter;
  consent?: VideoConsent;
  children: ReactNode;
}) {
  const parent = useContext(VideoPlayerContext);
  return (
    <VideoPlayerContext.Provider value={{ adapter, consent: consent ?? parent.consent }}>
      {children}
    </VideoPlayerContext.Provider>
  );
}

/** The adapter to use: an explicit prop wins, then the provider, then YouTube. */
export function useVideoPlayerAdapter(override?: VideoPlayerAdapter): VideoPlayerAdapter {
  const fromContext = useContext(VideoPlayerContext).adapter;
  return override ?? fromContext;
}

/**
 * `[granted, grant]`: whether the visitor has asked for a video yet (see `consent.ts`), and the
 * call a play button makes. Always false on the server, so prerendered HTML never embeds a player.
 */
export function useVideoConsent(): [granted: boolean, grant: () => void] {
  const { consent } = useContext(VideoPlayerContext);
  const granted = useSyncExternalStore(consent.subscribe, consent.granted, () => false);
  const grant = useCallback(() => consent.grant(), [consent]);
  return [granted, grant];
}
