import {
  youtubeNoCookieHost,
  type VideoPlayer,
  type VideoPlayerAdapter,
  type VideoPlayerEvents,
  type VideoPlayerOptions,
  type VideoPlayerState,
} from './types';

/** The IFrame Player API script: injected once, on the first player actually needed. */
export const youtubeIframeApiSrc = 'https://www.youtube.com/iframe_api';

/** The slice of `YT.Player` we use. */
interface YTPlayer {
  playVideo(): void;
  pauseVideo(): void;
  mute(): void;
  unMute(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  destroy(): void;
  getIframe?(): HTMLIFrameElement;
}

interface YTPlayerConfig {
  host: string;
  videoId: string;
  width: number;
  height: number;
  playerVars: Record<string, string | number>;
  events: {
    onReady(event: { target: YTPlayer }): void;
    onStateChange(event: { data: number; target: YTPlayer }): void;
  };
}

export interface YTNamespace {
  Player: new (element: HTMLElement, config: YTPlayerConfig) => YTPlayer;
}

export interface YouTubeWindow {
  YT?: Partial<YTNamespace>;
  onYouTubeIframeAPIReady?: () => void;
}

/** What the loader touches, so a test can hand it a fake document and window. */
export interface ScriptEnvironment {
  document: Pick<Document, 'createElement' | 'querySelector'> & { head: Pick<HTMLElement, 'appendChild'> };
  window: YouTubeWindow;
}

const browserEnvironment = (): ScriptEnvironment => ({
  document,
  window: window as unknown as YouTubeWindow,
});

const loads = new WeakMap<object, Promise<YTNamespace>>();

/**
 * Loads the IFrame Player API once per window: injects `<script src=…iframe_api>` unless one is
 * already there, and resolves on `onYouTubeIframeAPIReady` (keeping any handler set before).
 * A failed load is forgotten, so a later player can try again.
 */
export function loadYouTubeIframeApi(env: ScriptEnvironment = browserEnvironment()): Promise<YTNamespace> {
  const { document: doc, window: win } = env;
  if (win.YT?.Player) return Promise.resolve(win.YT as YTNamespace);
  const pending = loads.get(win);
  if (pending) return pending;

  const promise = new Promise<YTNamespace>((resolve, reject) => {
    const previous = win.onYouTubeIframeAPIReady;
    win.onYouTubeIframeAPIReady = () => {
      previous?.();
      resolve(win.YT as YTNamespace);
    };
    if (doc.querySelector(`script[src="${youtubeIframeApiSrc}"]`)) return;
    const script = doc.createElement('script');
    script.src = youtubeIframeApiSrc;
    script.async = true;
    script.onerror = () => {
      loads.delete(win);
      win.onYouTubeIframeAPIReady = previous;
      script.remove();
      reject(new Error(`Could not load ${youtubeIframeApiSrc}`));
    };
    doc.head.appendChild(script);
  });
  loads.set(win, promise);
  return promise;
}

const states: Record<number, VideoPlayerState> = {
  [-1]: 'unstarted',
  0: 'ended',
  1: 'playing',
  2: 'paused',
  3: 'buffering',
  5: 'cued',
};

/** Player parameters as the IFrame API expects them (0/1 flags, comma lists, no undefined). */
export function youtubePlayerVars(options: VideoPlayerOptions): Record<string, string | number> {
  const vars: Record<string, string | number> = {
    autoplay: options.autoplay ? 1 : 0,
    mute: options.mute ? 1 : 0,
    controls: options.controls === false ? 0 : 1,
    loop: options.loop ? 1 : 0,
    playsinline: 1,
    rel: 0,
  };
  if (options.start !== undefined) vars.start = Math.max(0, Math.floor(options.start));
  if (options.playlist?.length) vars.playlist = options.playlist.join(',');
  if (options.focusable === false) vars.disablekb = 1;
  return vars;
}

/** The real adapter: YouTube's IFrame Player API on the privacy-enhanced host. */
export function createYouTubeAdapter(env?: () => ScriptEnvironment): VideoPlayerAdapter {
  return {
    name: 'youtube',
    create(container: HTMLElement, options: VideoPlayerOptions, events: VideoPlayerEvents = {}): VideoPlayer {
      const environment = env?.() ?? browserEnvironment();
      // YT.Player replaces its target with the iframe: give it a node React does not own.
      const target = container.ownerDocument.createElement('div');
      container.appendChild(target);
      let yt: YTPlayer | null = null;
      let ready = false;
      let destroyed = false;

      const labelFrame = () => {
        const frame = yt?.getIframe?.();
        if (!frame) return;
        frame.title = options.title;
        if (options.focusable === false) frame.tabIndex = -1;
      };

      const player: VideoPlayer = {
        play: () => ready && yt?.playVideo(),
        pause: () => ready && yt?.pauseVideo(),
        mute: () => ready && yt?.mute(),
        unMute: () => ready && yt?.unMute(),
        seekTo: (seconds) => ready && yt?.seekTo(seconds, true),
        destroy() {
          destroyed = true;
          yt?.destroy();
          yt = null;
          target.remove();
        },
        get element() {
          return yt?.getIframe?.() ?? null;
        },
      };

      loadYouTubeIframeApi(environment).then(
        (api) => {
          if (destroyed) return;
          yt = new api.Player(target, {
            host: options.host ?? youtubeNoCookieHost,
            videoId: options.videoId,
            width: options.width ?? 1280,
            height: options.height ?? 720,
            playerVars: youtubePlayerVars(options),
            events: {
              onReady: () => {
                if (destroyed) return;
                ready = true;
                labelFrame();
                events.onReady?.(player);
              },
              onStateChange: (event) => {
                const state = states[event.data];
                if (state && !destroyed) events.onStateChange?.(state, player);
              },
            },
          });
          labelFrame();
        },
        () => {
          // The page stays usable without the player; the facade remains.
        },
      );
      return player;
    },
  };
}

/** The default adapter of the site. */
export const youtubePlayerAdapter: VideoPlayerAdapter = createYouTubeAdapter();
