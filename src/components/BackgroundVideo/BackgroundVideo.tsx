import { useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '../../hooks/MotionPreference';
import { useScrollY } from '../../hooks/useScrollY';
import {
  useVideoConsent,
  useVideoPlayer,
  videoPlayerDefaults,
  type VideoPlayer,
  type VideoPlayerAdapter,
} from '../../videoPlayer';
import { scrollThresholds } from '../../styles/runtimeTokens';
import { VideoEmbedPoster } from '../VideoEmbed';
import * as styles from './BackgroundVideo.css';

export interface BackgroundVideoProps {
  videoId: string;
  /**
   * Gives the video a meaning (it becomes a named group and its frame is reachable); without it
   * the video is decorative: hidden from assistive technology and out of the tab order.
   */
  label?: string;
  /** Our own still for when the video is hidden (generated artwork by default). */
  poster?: ReactNode;
  /** Content laid over the video, on a scrim. */
  children?: ReactNode;
  /** Scroll offset (px) at which the video shows and plays (SPEC §9: 20). */
  showAt?: number;
  /** When the player becomes ready with the page scrolled beyond this (SPEC §2: 10), it starts. */
  readyPlayAt?: number;
  adapter?: VideoPlayerAdapter;
  className?: string;
}

/**
 * A muted, looping, control-less video behind a section (SPEC §2 services). Nothing is requested
 * from the video host until the visitor asks for a video: before that it is our own poster and a
 * play button. Once they press it (or any other play button on the page: `useVideoConsent`), the
 * scroll rule applies: shown and playing once the page is scrolled 20 px, hidden and paused above
 * that — except right after a press of play, which shows and plays it at once (until the scroll
 * offset next crosses 20). A visible button pauses it (WCAG 2.2.2). Under
 * prefers-reduced-motion only this video's own play button starts it.
 */
export function BackgroundVideo({
  videoId,
  label,
  poster,
  children,
  showAt = scrollThresholds.backgroundVideo,
  readyPlayAt = scrollThresholds.backgroundVideoReady,
  adapter,
  className,
}: BackgroundVideoProps) {
  const { t } = useLingui();
  const reduced = usePrefersReducedMotion();
  const scrollY = useScrollY();
  const [consented, grantConsent] = useVideoConsent();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const scrolled = scrollY >= showAt;

  // A press of play shows it at once; the next crossing of `showAt` hands over to the scroll rule.
  const [pressed, setPressed] = useState(false);
  const [scrolledBefore, setScrolledBefore] = useState(scrolled);
  if (scrolledBefore !== scrolled) {
    setScrolledBefore(scrolled);
    setPressed(false);
  }

  // Loaded only once the visitor has asked for a video (and, under reduced motion, for this one).
  const loaded = choice !== null || (consented && !reduced);
  const paused = !loaded || choice === 'pause';
  const shown = scrolled || pressed;
  const decorative = !label;

  const { hostRef, player } = useVideoPlayer(
    loaded
      ? {
          ...videoPlayerDefaults,
          videoId,
          title: label ?? t`배경 영상`,
          autoplay: false,
          mute: true,
          loop: true,
          controls: false,
          playlist: [videoId],
          start: 0,
          focusable: !decorative,
        }
      : null,
    {},
    adapter,
  );

  // On ready: play if just pressed or the page is already scrolled past `readyPlayAt`. After
  // that the scroll offset decides: shown and playing at `showAt` or more, hidden and paused below.
  const readied = useRef<VideoPlayer | null>(null);
  useEffect(() => {
    if (!player) return;
    if (readied.current !== player) {
      readied.current = player;
      if (!paused && (pressed || window.scrollY > readyPlayAt)) player.play();
      return;
    }
    if (shown && !paused) player.play();
    else player.pause();
  }, [player, shown, paused, pressed, readyPlayAt]);

  const visible = loaded && shown;

  return (
    <div className={clsx(styles.root, className)} data-visible={visible} data-state={paused ? 'paused' : 'playing'}>
      <div
        className={styles.media}
        {...(decorative ? { 'aria-hidden': true, inert: true } : { role: 'group', 'aria-label': label })}
      >
        <div className={styles.poster}>{poster ?? <VideoEmbedPoster seed={videoId} />}</div>
        <div ref={hostRef} className={styles.host} data-visible={visible} />
      </div>
      <div className={styles.scrim} />
      {children && <div className={styles.content}>{children}</div>}
      <button
        type="button"
        className={styles.control}
        onClick={() => {
          if (paused) {
            grantConsent();
            setPressed(true);
          }
          setChoice(paused ? 'play' : 'pause');
        }}
        aria-label={paused ? t`배경 영상 재생` : t`배경 영상 일시정지`}
      >
        {paused ? (
          <Play className={styles.controlIcon} aria-hidden="true" />
        ) : (
          <Pause className={styles.controlIcon} aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
