/* eslint-disable lingui/no-unlocalized-strings -- a test double: the markup below is not UI text */
import { grayTokens, inverseColorRoles } from '../styles/tokens';
import {
  type VideoPlayer,
  type VideoPlayerAdapter,
  type VideoPlayerEvents,
  type VideoPlayerOptions,
  type VideoPlayerState,
} from './types';

export type FakeVideoMethod = 'create' | 'ready' | 'play' | 'pause' | 'mute' | 'unMute' | 'seekTo' | 'destroy';

export interface FakeVideoCall {
  method: FakeVideoMethod;
  /** Which player (0-based, in creation order). */
  player: number;
  args: unknown[];
}

export interface FakeVideoPlayer extends VideoPlayer {
  readonly id: number;
  readonly options: VideoPlayerOptions;
  readonly state: VideoPlayerState;
  readonly muted: boolean;
  readonly ready: boolean;
  readonly destroyed: boolean;
  /** Fires `onReady` (once); with `autoReady: false` the test decides when. */
  emitReady(): void;
}

export interface FakePlayerAdapter extends VideoPlayerAdapter {
  /** Every call, in order, across all players. */
  readonly calls: readonly FakeVideoCall[];
  readonly players: readonly FakeVideoPlayer[];
  create(container: HTMLElement, options: VideoPlayerOptions, events?: VideoPlayerEvents): FakeVideoPlayer;
  /** The method names called so far, optionally on one player: `['create', 'ready', 'mute', 'seekTo']`. */
  methods(player?: number): FakeVideoMethod[];
  lastPlayer(): FakeVideoPlayer | undefined;
  /** Resolves when something is called (for tests that wait on a call). */
  onCall(listener: (call: FakeVideoCall) => void): () => void;
}

export interface FakePlayerAdapterOptions {
  /** Fire `onReady` by itself in a microtask after `create` (default true), like a fast network. */
  autoReady?: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The host page's @font-face rules with absolute URLs, so the stand-in page can show Korean in the
 * site's own typeface (the fonts are already loaded: same origin, no new request).
 */
function hostFontFaces(doc: Document): string {
  const faces: string[] = [];
  for (const sheet of Array.from(doc.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // a cross-origin sheet
    }
    const base = sheet.href ?? doc.baseURI;
    for (const rule of Array.from(rules)) {
      if (!rule.cssText.startsWith('@font-face')) continue;
      faces.push(
        rule.cssText.replace(
          /url\((['"]?)([^'")]+)\1\)/g,
          (_, _quote, url: string) => `url("${new URL(url, base).href}")`,
        ),
      );
    }
  }
  return faces.join('\n');
}

/** A local stand-in page for the frame: no network, readable by axe, showing state and video id. */
function fakeDocument(options: VideoPlayerOptions, state: VideoPlayerState, lang: string, fonts: string) {
  // Read here, not at the module's top: a top-level read of the theme object is kept by the
  // bundler (a property read may have side effects), so every chunk with the video barrel (the
  // article and services pages' VideoEmbed) would carry the whole theme for Storybook's stand-in.
  // The frame is a charcoal player: the colour roles of an inverse surface (a separate document,
  // which cannot read the page's CSS variables).
  const color = inverseColorRoles(grayTokens.color);
  return `<!doctype html><html lang="${escapeHtml(lang || 'ko')}"><head><meta charset="utf-8"><title>${escapeHtml(options.title)}</title>
<style>${fonts}
html,body{margin:0;height:100%}body{font:600 16px/1.4 'Pretendard Variable',system-ui,sans-serif;color:${color.text};background:${color.surface}}
main{box-sizing:border-box;height:100%;display:grid;place-content:center;justify-items:center;gap:8px;padding:16px;text-align:center;
background:radial-gradient(120% 90% at 20% 10%,${color.border},${color.surface} 65%)}
h1,p{margin:0}h1{font-size:18px;font-weight:600}#state{font-weight:400;font-size:14px;color:${color.textMuted};font-variant-numeric:tabular-nums}</style></head>
<body><main><svg aria-hidden="true" width="56" height="56" viewBox="0 0 56 56"><circle cx="28" cy="28" r="26" fill="none" stroke="${color.accent}" stroke-width="3"/><path d="M22 17l17 11-17 11z" fill="${color.accent}"/></svg>
<h1>${escapeHtml(options.title)}</h1><p id="state">${state} · ${escapeHtml(options.videoId)}</p></main></body></html>`;
}

/**
 * A player adapter for stories and tests: renders a local `<iframe srcdoc>` (no request leaves
 * the page), exposes its state as `data-state` / `data-muted`, and records every call.
 */
export function createFakePlayerAdapter({ autoReady = true }: FakePlayerAdapterOptions = {}): FakePlayerAdapter {
  const calls: FakeVideoCall[] = [];
  const players: FakeVideoPlayer[] = [];
  const listeners = new Set<(call: FakeVideoCall) => void>();
  const record = (method: FakeVideoMethod, player: number, args: unknown[] = []) => {
    const call = { method, player, args };
    calls.push(call);
    listeners.forEach((listener) => listener(call));
  };

  return {
    name: 'fake',
    calls,
    players,
    methods: (player) => calls.filter((c) => player === undefined || c.player === player).map((c) => c.method),
    lastPlayer: () => players[players.length - 1],
    onCall(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    create(container: HTMLElement, options: VideoPlayerOptions, events: VideoPlayerEvents = {}): FakeVideoPlayer {
      const id = players.length;
      const doc = container.ownerDocument;
      const frame = doc.createElement('iframe');
      frame.title = options.title;
      frame.width = String(options.width ?? 1280);
      frame.height = String(options.height ?? 720);
      frame.dataset.fakePlayer = '';
      frame.dataset.videoId = options.videoId;
      if (options.focusable === false) frame.tabIndex = -1;
      container.appendChild(frame);

      let state: VideoPlayerState = 'unstarted';
      let muted = !!options.mute;
      let ready = false;
      let destroyed = false;

      const render = () => {
        frame.dataset.state = state;
        frame.dataset.muted = String(muted);
        const label = frame.contentDocument?.getElementById('state');
        if (label) label.textContent = `${state} · ${options.videoId}`;
      };
      const lang = doc.documentElement.lang;
      frame.srcdoc = fakeDocument(options, state, lang, hostFontFaces(doc));
      frame.addEventListener('load', render);

      const setState = (next: VideoPlayerState) => {
        if (next === state) return;
        state = next;
        render();
        events.onStateChange?.(next, player);
      };

      const player: FakeVideoPlayer = {
        id,
        options,
        get state() {
          return state;
        },
        get muted() {
          return muted;
        },
        get ready() {
          return ready;
        },
        get destroyed() {
          return destroyed;
        },
        get element() {
          return destroyed ? null : frame;
        },
        emitReady() {
          if (ready || destroyed) return;
          ready = true;
          record('ready', id);
          events.onReady?.(player);
          if (options.autoplay && state === 'unstarted') setState('playing');
        },
        play() {
          record('play', id);
          if (ready) setState('playing');
        },
        pause() {
          record('pause', id);
          if (ready) setState('paused');
        },
        mute() {
          record('mute', id);
          muted = true;
          render();
        },
        unMute() {
          record('unMute', id);
          muted = false;
          render();
        },
        seekTo(seconds) {
          record('seekTo', id, [seconds]);
          // Like YouTube: seeking a video that has not started starts it.
          if (ready && (state === 'unstarted' || state === 'cued')) setState('playing');
        },
        destroy() {
          if (destroyed) return;
          record('destroy', id);
          destroyed = true;
          frame.remove();
        },
      };
      players.push(player);
      record('create', id, [options]);
      render();
      if (autoReady) queueMicrotask(() => player.emitReady());
      return player;
    },
  };
}
