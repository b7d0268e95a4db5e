import { useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '../../hooks/MotionPreference';
import {
  useVideoConsent,
  useVideoPlayer,
  videoPlayerDefaults,
  type VideoPlayer,
  type VideoPlayerAdapter,
  type VideoPlayerOptions,
} from '../../videoPlayer';
import * as styles from './VideoEmbed.css';
import { VideoEmbedPoster } from './VideoEmbedPoster';

export interface VideoEmbedProps {
  videoId: string;
  /** The video's title: shown on the poster, in the play button's name and as the frame's title. */
  title: string;
  /** Our own artwork for the poster (an `<img>` or `<svg>`); a generated one by default. */
  poster?: ReactNode;
  /**
   * Articles: start by itself — always muted (WCAG 1.4.2), then seek to `start` or play — once
   * the visitor has asked for a video on this page (`useVideoConsent`): before that nothing is
   * requested from the video host and it waits for a click like the others. Under
   * prefers-reduced-motion it always waits for a click.
   */
  autoplay?: boolean;
  /** Second to start at. */
  start?: number;
  /** Player size hints (SPEC §9: 1280 × 720); the box is always 16:9 and fluid. */
  width?: number;
  height?: number;
  /** A player adapter for this embed only (else the provider's, else YouTube). */
  adapter?: VideoPlayerAdapter;
  className?: string;
}

/**
 * A privacy-friendly video embed: until the visitor presses play it is only our poster and a
 * button — no script, frame or thumbnail from the video host. Pressing it loads the player and
 * starts the video, moving focus into the player. An `autoplay` embed starts by itself (muted)
 * only once the visitor has asked for a video on this page.
 */
export function VideoEmbed({
  videoId,
  title,
  poster,
  autoplay = false,
  start,
  width = videoPlayerDefaults.width,
  height = videoPlayerDefaults.height,
  adapter,
  className,
}: VideoEmbedProps) {
  const { t } = useLingui();
  const reduced = usePrefersReducedMotion();
  const [consented, grantConsent] = useVideoConsent();
  const autoStart = autoplay && !reduced && consented;
  const [requested, setRequested] = useState(false);
  const active = requested || autoStart;
  const focusOnReady = useRef(false);

  const options: VideoPlayerOptions | null = active
    ? {
        ...videoPlayerDefaults,
        videoId,
        title,
        width,
        height,
        // Only an embed that starts by itself starts muted; a requested one plays with sound.
        autoplay: autoStart && !requested,
        mute: autoStart && !requested,
        ...(start !== undefined ? { start } : {}),
      }
    : null;

  const onReady = (player: VideoPlayer) => {
    if (requested) {
      player.play();
      // Keyboard and screen-reader users land in the player they asked for.
      if (focusOnReady.current) {
        focusOnReady.current = false;
        player.element?.focus();
      }
      return;
    }
    // SPEC §2 article detail: muted first, then seek to the start time, or play.
    player.mute();
    if (start !== undefined && start > 0) player.seekTo(start);
    else player.play();
  };

  const { hostRef, player } = useVideoPlayer(options, { onReady }, adapter);

  // The button disappears on click: keep focus on the player's place until the frame exists.
  useLayoutEffect(() => {
    if (requested && focusOnReady.current) hostRef.current?.focus();
  }, [requested, hostRef]);

  return (
    <div className={clsx(styles.root, className)} data-state={!active ? 'poster' : player ? 'ready' : 'loading'}>
      {active ? (
        <div ref={hostRef} className={styles.host} role="group" aria-label={title} tabIndex={-1} />
      ) : (
        <button
          type="button"
          className={styles.facade}
          aria-label={t`${title} 재생`}
          onClick={() => {
            focusOnReady.current = true;
            grantConsent();
            setRequested(true);
          }}
        >
          <span className={styles.poster}>{poster ?? <VideoEmbedPoster seed={videoId} />}</span>
          <span className={styles.playBadge} aria-hidden="true">
            <svg viewBox="0 0 24 24" className={styles.playIcon} focusable="false">
              <path d="M7 4.5v15l13-7.5z" />
            </svg>
          </span>
          <span className={styles.caption}>
            <span className={styles.captionTitle}>{title}</span>
          </span>
        </button>
      )}
    </div>
  );
}
