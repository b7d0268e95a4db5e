import { createContext, useContext, type ReactNode } from 'react';
import type { VideoPlayerAdapter } from './types';
import { youtubePlayerAdapter } from './youtubeAdapter';

const VideoPlayerAdapterContext = createContext<VideoPlayerAdapter>(youtubePlayerAdapter);

/** Chooses the player adapter below it: the fake in stories and tests; YouTube when absent. */
export function VideoPlayerProvider({ adapter, children }: { adapter: VideoPlayerAdapter; children: ReactNode }) {
  return <VideoPlayerAdapterContext.Provider value={adapter}>{children}</VideoPlayerAdapterContext.Provider>;
}

/** The adapter to use: an explicit prop wins, then the provider, then YouTube. */
export function useVideoPlayerAdapter(override?: VideoPlayerAdapter): VideoPlayerAdapter {
  const fromContext = useContext(VideoPlayerAdapterContext);
  return override ?? fromContext;
}
