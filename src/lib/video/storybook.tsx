import type { Decorator } from '@storybook/react-vite';
import { createFakePlayerAdapter, type FakePlayerAdapter, type FakePlayerAdapterOptions } from './fakePlayerAdapter';
import { VideoPlayerProvider } from './VideoPlayerContext';

/**
 * Story helpers: a fresh fake player adapter per story render (`loaded.videoAdapter`), provided
 * to every player below. Set `parameters.fakePlayer` (e.g. `{ autoReady: false }`) to tune it.
 */
export const fakeVideoLoader = (context: { parameters: Record<string, unknown> }) => ({
  videoAdapter: createFakePlayerAdapter(context.parameters.fakePlayer as FakePlayerAdapterOptions | undefined),
});

export const withFakeVideoPlayer: Decorator = (Story, { loaded }) => (
  <VideoPlayerProvider adapter={loaded.videoAdapter as FakePlayerAdapter}>
    <Story />
  </VideoPlayerProvider>
);

/** No request to YouTube was made: no API script, no YouTube frame. */
export function youtubeRequests(doc: Document): Element[] {
  return [...doc.querySelectorAll('script[src*="youtube"], iframe[src*="youtube"]')];
}
