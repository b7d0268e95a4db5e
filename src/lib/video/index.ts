export {
  videoPlayerDefaults,
  youtubeNoCookieHost,
  type VideoPlayer,
  type VideoPlayerAdapter,
  type VideoPlayerEvents,
  type VideoPlayerOptions,
  type VideoPlayerState,
} from './types';
// The YouTube adapter itself (`./youtubeAdapter`) is NOT re-exported: it is loaded with `import()`
// by `lazyYouTubePlayerAdapter` when a player is created, so importing this barrel never ships it.
export { lazyYouTubePlayerAdapter } from './lazyYouTubeAdapter';
export {
  createFakePlayerAdapter,
  type FakePlayerAdapter,
  type FakePlayerAdapterOptions,
  type FakeVideoCall,
  type FakeVideoMethod,
  type FakeVideoPlayer,
} from './fakePlayerAdapter';
export { VideoPlayerProvider, useVideoConsent, useVideoPlayerAdapter } from './VideoPlayerContext';
export { createVideoConsent, siteVideoConsent, type VideoConsent } from './consent';
export { useVideoPlayer, type UseVideoPlayerResult } from './useVideoPlayer';
