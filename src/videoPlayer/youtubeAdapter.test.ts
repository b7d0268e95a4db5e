import { describe, expect, it, vi } from 'vitest';
import { videoPlayerDefaults, youtubeNoCookieHost } from './types';
import {
  createYouTubeAdapter,
  loadYouTubeIframeApi,
  youtubeIframeApiSrc,
  youtubePlayerVars,
  type ScriptEnvironment,
  type YouTubeWindow,
} from './youtubeAdapter';

interface FakeScript {
  src: string;
  async: boolean;
  onerror: (() => void) | null;
  remove(): void;
}

/** A document that only records the scripts appended to <head>. */
function fakeEnvironment() {
  const scripts: FakeScript[] = [];
  const win: YouTubeWindow = {};
  const env: ScriptEnvironment = {
    window: win,
    document: {
      createElement: (() => {
        const script: FakeScript = {
          src: '',
          async: false,
          onerror: null,
          remove: () => scripts.splice(scripts.indexOf(script), 1),
        };
        return script;
      }) as unknown as Document['createElement'],
      querySelector: ((selector: string) =>
        scripts.find((s) => selector.includes(`"${s.src}"`)) ?? null) as Document['querySelector'],
      head: { appendChild: ((node: FakeScript) => scripts.push(node)) as unknown as HTMLElement['appendChild'] },
    },
  };
  /** What YouTube's script does once it has run. */
  const apiArrives = (Player: unknown = vi.fn()) => {
    win.YT = { Player: Player as never };
    win.onYouTubeIframeAPIReady?.();
  };
  return { env, win, scripts, apiArrives };
}

describe('loadYouTubeIframeApi', () => {
  it('injects the API script only when first called, and only once', async () => {
    const { env, scripts, apiArrives } = fakeEnvironment();
    expect(scripts).toHaveLength(0);

    const first = loadYouTubeIframeApi(env);
    const second = loadYouTubeIframeApi(env);
    expect(second).toBe(first);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatchObject({ src: 'https://www.youtube.com/iframe_api', async: true });
    expect(youtubeIframeApiSrc).toBe('https://www.youtube.com/iframe_api');

    apiArrives();
    await expect(first).resolves.toHaveProperty('Player');
    // Later calls resolve at once from window.YT, without another script.
    await loadYouTubeIframeApi(env);
    expect(scripts).toHaveLength(1);
  });

  it('resolves only on onYouTubeIframeAPIReady, keeping a handler set before', async () => {
    const { env, win, apiArrives } = fakeEnvironment();
    const earlier = vi.fn();
    win.onYouTubeIframeAPIReady = earlier;
    let resolved = false;
    const loading = loadYouTubeIframeApi(env).then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(false);
    apiArrives();
    await loading;
    expect(resolved).toBe(true);
    expect(earlier).toHaveBeenCalledTimes(1);
  });

  it('does not inject a second script when one is already on the page', () => {
    const { env, scripts } = fakeEnvironment();
    env.document.head.appendChild({ src: youtubeIframeApiSrc } as never);
    void loadYouTubeIframeApi(env);
    expect(scripts).toHaveLength(1);
  });

  it('forgets a failed load so the next call tries again', async () => {
    const { env, scripts } = fakeEnvironment();
    const failing = loadYouTubeIframeApi(env);
    scripts[0]!.onerror!();
    await expect(failing).rejects.toThrow(/iframe_api/);
    expect(scripts).toHaveLength(0);
    void loadYouTubeIframeApi(env);
    expect(scripts).toHaveLength(1);
  });
});

describe('youtubePlayerVars', () => {
  it('turns options into IFrame API flags', () => {
    expect(
      youtubePlayerVars({
        videoId: 'abc',
        title: 't',
        autoplay: false,
        mute: true,
        loop: true,
        controls: false,
        start: 0,
        playlist: ['abc'],
        focusable: false,
      }),
    ).toEqual({
      autoplay: 0,
      mute: 1,
      controls: 0,
      loop: 1,
      playsinline: 1,
      rel: 0,
      start: 0,
      playlist: 'abc',
      disablekb: 1,
    });
    expect(youtubePlayerVars({ videoId: 'abc', title: 't' })).toEqual({
      autoplay: 0,
      mute: 0,
      controls: 1,
      loop: 0,
      playsinline: 1,
      rel: 0,
    });
  });
});

describe('the YouTube adapter', () => {
  it('loads the API on the first create, then builds a player on the no-cookie host', async () => {
    const { env, scripts, apiArrives } = fakeEnvironment();
    const adapter = createYouTubeAdapter(() => env);
    expect(scripts).toHaveLength(0); // nothing loads until a player is needed

    const Player = vi.fn();
    const container = document.createElement('div');
    const onReady = vi.fn();
    const player = adapter.create(container, { videoId: 'abc', title: 'Video', ...videoPlayerDefaults }, { onReady });
    expect(scripts).toHaveLength(1);
    expect(container.children).toHaveLength(1); // its own target node, not the container

    apiArrives(Player);
    await vi.waitFor(() => expect(Player).toHaveBeenCalledTimes(1));
    const [target, config] = Player.mock.calls[0]!;
    expect(target).toBe(container.firstElementChild);
    expect(config).toMatchObject({
      host: youtubeNoCookieHost,
      videoId: 'abc',
      width: 1280,
      height: 720,
      playerVars: { autoplay: 0 },
    });
    expect(youtubeNoCookieHost).toBe('https://www.youtube-nocookie.com');

    // Ready: the frame gets the title and the commands go through.
    const frame = document.createElement('iframe');
    const yt = { playVideo: vi.fn(), pauseVideo: vi.fn(), mute: vi.fn(), seekTo: vi.fn(), getIframe: () => frame };
    Object.assign(Player.mock.instances[0] as object, yt);
    config.events.onReady({ target: yt });
    expect(onReady).toHaveBeenCalledWith(player);
    expect(frame.title).toBe('Video');
    player.seekTo(42);
    expect(yt.seekTo).toHaveBeenCalledWith(42, true);
  });

  it('builds nothing when destroyed before the API arrives', async () => {
    const { env, apiArrives } = fakeEnvironment();
    const Player = vi.fn();
    const container = document.createElement('div');
    const player = createYouTubeAdapter(() => env).create(container, { videoId: 'abc', title: 'Video' });
    player.destroy();
    expect(container.children).toHaveLength(0);
    apiArrives(Player);
    await Promise.resolve();
    await Promise.resolve();
    expect(Player).not.toHaveBeenCalled();
  });
});
