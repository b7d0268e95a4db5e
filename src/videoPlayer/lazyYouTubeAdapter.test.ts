import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VideoPlayer, VideoPlayerEvents } from './types';

/** The real adapter, replaced: records what it creates and lets the test fire its events. */
const real = vi.hoisted(() => {
  const created: { container: HTMLElement; events: VideoPlayerEvents; player: VideoPlayer }[] = [];
  const makePlayer = (): VideoPlayer => ({
    play: vi.fn(),
    pause: vi.fn(),
    mute: vi.fn(),
    unMute: vi.fn(),
    seekTo: vi.fn(),
    destroy: vi.fn(),
    element: null,
  });
  return { created, makePlayer, loads: 0 };
});

vi.mock('./youtubeAdapter', () => {
  real.loads += 1;
  return {
    youtubePlayerAdapter: {
      name: 'youtube',
      create(container: HTMLElement, _options: unknown, events: VideoPlayerEvents = {}) {
        const player = real.makePlayer();
        real.created.push({ container, events, player });
        return player;
      },
    },
  };
});

const { lazyYouTubePlayerAdapter } = await import('./lazyYouTubeAdapter');
const options = { videoId: 'abc', title: 'Video' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  real.created.length = 0;
});

describe('lazyYouTubePlayerAdapter', () => {
  it('creates the real player once its module has loaded and forwards calls and events', async () => {
    const container = document.createElement('div');
    const onReady = vi.fn();
    const onStateChange = vi.fn();
    const player = lazyYouTubePlayerAdapter.create(container, options, { onReady, onStateChange });
    // Returned at once; calls before the real player exists do nothing.
    expect(player.element).toBeNull();
    expect(() => player.play()).not.toThrow();
    await settle();
    expect(real.created).toHaveLength(1);
    const { container: target, events, player: inner } = real.created[0]!;
    expect(target).toBe(container);

    events.onReady?.(inner);
    expect(onReady).toHaveBeenCalledWith(player);
    events.onStateChange?.('playing', inner);
    expect(onStateChange).toHaveBeenCalledWith('playing', player);

    player.play();
    player.mute();
    player.seekTo(12);
    expect(inner.play).toHaveBeenCalledTimes(1);
    expect(inner.mute).toHaveBeenCalledTimes(1);
    expect(inner.seekTo).toHaveBeenCalledWith(12);

    player.destroy();
    expect(inner.destroy).toHaveBeenCalledTimes(1);
  });

  it('creates nothing when destroyed before the module arrived', async () => {
    const player = lazyYouTubePlayerAdapter.create(document.createElement('div'), options);
    player.destroy();
    await settle();
    expect(real.created).toHaveLength(0);
  });

  it('loads the module once for every player', async () => {
    lazyYouTubePlayerAdapter.create(document.createElement('div'), options);
    lazyYouTubePlayerAdapter.create(document.createElement('div'), options);
    await settle();
    expect(real.created).toHaveLength(2);
    expect(real.loads).toBe(1);
  });
});
