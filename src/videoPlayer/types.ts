/**
 * The video player seam: components talk to a `VideoPlayerAdapter`, never to YouTube directly.
 * The site uses the YouTube adapter (IFrame Player API loaded on demand, privacy-enhanced host);
 * stories and tests use the fake, which renders a local element and records every call.
 */

export type VideoPlayerState = 'unstarted' | 'ended' | 'playing' | 'paused' | 'buffering' | 'cued';

export interface VideoPlayerOptions {
  videoId: string;
  /** The accessible name of the player's frame (WCAG 4.1.2): the video's title. */
  title: string;
  /** The embed host; the privacy-enhanced (no-cookie) one unless told otherwise. */
  host?: string;
  width?: number;
  height?: number;
  autoplay?: boolean;
  /** Start muted: the only way anything may start on its own (WCAG 1.4.2). */
  mute?: boolean;
  /** Start at this second. */
  start?: number;
  loop?: boolean;
  /** Show the player's own controls (default true). */
  controls?: boolean;
  /** Video ids to play after this one (a looping single video lists itself). */
  playlist?: readonly string[];
  /** False for decorative players: the frame leaves the tab order. */
  focusable?: boolean;
}

export interface VideoPlayer {
  play(): void;
  pause(): void;
  mute(): void;
  unMute(): void;
  seekTo(seconds: number): void;
  destroy(): void;
  /** The frame (or stand-in element) once it exists, to focus or label it. */
  readonly element: HTMLElement | null;
}

export interface VideoPlayerEvents {
  onReady?: (player: VideoPlayer) => void;
  onStateChange?: (state: VideoPlayerState, player: VideoPlayer) => void;
}

export interface VideoPlayerAdapter {
  readonly name: string;
  /**
   * Mounts a player inside `container` (the adapter adds its own element, so React never
   * loses the node it renders) and returns it at once; methods act after `onReady`.
   */
  create(container: HTMLElement, options: VideoPlayerOptions, events?: VideoPlayerEvents): VideoPlayer;
}

/** The privacy-enhanced embed host: no cookies until the visitor plays. */
export const youtubeNoCookieHost = 'https://www.youtube-nocookie.com';

/** SPEC §9 player defaults (1280 × 720, no autoplay) on the no-cookie host. */
export const videoPlayerDefaults = {
  host: youtubeNoCookieHost,
  width: 1280,
  height: 720,
  autoplay: false,
} as const;
