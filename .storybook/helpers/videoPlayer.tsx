import type { Decorator } from '@storybook/react-vite';
import { createVideoConsent, type VideoConsent } from '../../src/videoPlayer/consent';
import {
  createFakePlayerAdapter,
  type FakePlayerAdapter,
  type FakePlayerAdapterOptions,
} from '../../src/videoPlayer/fakePlayerAdapter';
import { VideoPlayerProvider } from '../../src/videoPlayer/VideoPlayerContext';

/**
 * Story helpers: a fresh fake player adapter per story render (`loaded.videoAdapter`) and a fresh
 * video consent (`loaded.videoConsent`, not granted — as on a first visit), provided to every
 * player below. Set `parameters.fakePlayer` (e.g. `{ autoReady: false }`) to tune the adapter and
 * `parameters.videoConsent: true` for a visitor who has already asked for a video.
 */
export const fakeVideoLoader = (context: { parameters: Record<string, unknown> }) => ({
  videoAdapter: createFakePlayerAdapter(context.parameters.fakePlayer as FakePlayerAdapterOptions | undefined),
  videoConsent: createVideoConsent(context.parameters.videoConsent === true),
});

export const withFakeVideoPlayer: Decorator = (Story, { loaded }) => (
  <VideoPlayerProvider
    adapter={loaded.videoAdapter as FakePlayerAdapter}
    consent={loaded.videoConsent as VideoConsent | undefined}
  >
    <Story />
  </VideoPlayerProvider>
);

/** No request to YouTube was made: no API script, no YouTube frame. */
export function youtubeRequests(doc: Document): Element[] {
  return [...doc.querySelectorAll('script[src*="youtube"], iframe[src*="youtube"]')];
}
