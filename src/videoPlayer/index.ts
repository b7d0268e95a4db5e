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
// The fake adapter (`./fakePlayerAdapter`, for stories and tests) and the story helpers
// (.storybook/helpers/videoPlayer.tsx) are not part of this entry: production code never imports them.
export { VideoPlayerProvider, useVideoConsent, useVideoPlayerAdapter } from './VideoPlayerContext';
export { createVideoConsent, siteVideoConsent, type VideoConsent } from './consent';
export { useVideoPlayer, type UseVideoPlayerResult } from './useVideoPlayer';
