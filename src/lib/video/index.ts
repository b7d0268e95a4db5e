export {
  videoPlayerDefaults,
  youtubeNoCookieHost,
  type VideoPlayer,
  type VideoPlayerAdapter,
  type VideoPlayerEvents,
  type VideoPlayerOptions,
  type VideoPlayerState,
} from './types';
export {
  createYouTubeAdapter,
  loadYouTubeIframeApi,
  youtubeIframeApiSrc,
  youtubePlayerAdapter,
  youtubePlayerVars,
} from './youtubeAdapter';
export {
  createFakePlayerAdapter,
  type FakePlayerAdapter,
  type FakePlayerAdapterOptions,
  type FakeVideoCall,
  type FakeVideoMethod,
  type FakeVideoPlayer,
} from './fakePlayerAdapter';
export { VideoPlayerProvider, useVideoPlayerAdapter } from './VideoPlayerContext';
export { useVideoPlayer, type UseVideoPlayerResult } from './useVideoPlayer';
