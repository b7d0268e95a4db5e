import type { VideoPlayer, VideoPlayerAdapter, VideoPlayerEvents, VideoPlayerOptions } from './types';

/** The YouTube adapter's module, fetched once — the first time a player is actually created. */
let adapterModule: Promise<{ youtubePlayerAdapter: VideoPlayerAdapter }> | null = null;
const loadAdapterModule = () => {
  adapterModule ??= import('./youtubeAdapter').catch((error: unknown) => {
    // A failed chunk load is forgotten, so a later player can try again.
    adapterModule = null;
    throw error;
  });
  return adapterModule;
};

/**
 * The site's default adapter: the YouTube adapter, loaded with `import()` only when a player is
 * created (a visitor asked for a video), so no page ships the player code up front. `create`
 * returns at once, as every adapter does; the player's methods act after `onReady`, which the
 * real player fires once the module and YouTube's API script have loaded.
 */
export const lazyYouTubePlayerAdapter: VideoPlayerAdapter = {
  name: 'youtube',
  create(container: HTMLElement, options: VideoPlayerOptions, events: VideoPlayerEvents = {}): VideoPlayer {
    let real: VideoPlayer | null = null;
    let destroyed = false;
    const player: VideoPlayer = {
      play: () => real?.play(),
      pause: () => real?.pause(),
      mute: () => real?.mute(),
      unMute: () => real?.unMute(),
      seekTo: (seconds) => real?.seekTo(seconds),
      destroy() {
        destroyed = true;
        real?.destroy();
        real = null;
      },
      get element() {
        return real?.element ?? null;
      },
    };
    loadAdapterModule().then(
      ({ youtubePlayerAdapter }) => {
        if (destroyed) return;
        real = youtubePlayerAdapter.create(container, options, {
          onReady: () => {
            if (!destroyed) events.onReady?.(player);
          },
          onStateChange: (state) => {
            if (!destroyed) events.onStateChange?.(state, player);
          },
        });
      },
      () => {
        // The page stays usable without the player; the facade's place remains.
      },
    );
    return player;
  },
};
