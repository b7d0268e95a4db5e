import { useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { Pause, Play } from 'lucide-react';
import { Fragment, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { usePrefersReducedMotion } from '../../hooks/MotionPreference';
import { listSentence } from '../../i18n/listSentence';
import { visuallyHidden } from '../../styles/utils.css';
import * as styles from './TypingText.css';
import {
  completeTypingState,
  createTypewriter,
  initialTypingState,
  systemClock,
  typingDefaults,
  visibleText,
  type TypingClock,
} from './typingMachine';

const noSubscription = () => () => {};

export { typingDefaults };

export interface TypingTextProps {
  /** The phrases to cycle through, in order (the home banner: the six services). */
  phrases: readonly string[];
  /** ms per typed character (SPEC §9: 70). */
  typeSpeed?: number;
  /** ms per erased character (SPEC §9: 50). */
  eraseSpeed?: number;
  /** ms before the first character (SPEC §9: 1000). */
  startDelay?: number;
  /** ms a whole phrase stays before erasing starts (SPEC §9: 1000). */
  interval?: number;
  /**
   * Where time comes from: the real clock by default; stories and tests pass a manual clock
   * (`createManualClock()`) and step it, so every frame is deterministic.
   */
  clock?: TypingClock;
  /** Start paused (the visitor can still press play). */
  defaultPaused?: boolean;
  className?: string;
}

/**
 * Types and erases a list of phrases in a loop. The moving text is hidden from assistive
 * technology, which reads the whole list once as a sentence; a visible button pauses it
 * (WCAG 2.2.2), and under prefers-reduced-motion every phrase is shown still.
 */
export function TypingText({
  phrases,
  typeSpeed = typingDefaults.typeSpeed,
  eraseSpeed = typingDefaults.eraseSpeed,
  startDelay = typingDefaults.startDelay,
  interval = typingDefaults.interval,
  clock = systemClock,
  defaultPaused = false,
  className,
}: TypingTextProps) {
  const { t, i18n } = useLingui();
  const reduced = usePrefersReducedMotion();
  const [paused, setPaused] = useState(defaultPaused);

  // A stable identity for the list, so a re-render with an equal array does not restart it.
  const phrasesKey = phrases.join('\u0000');
  const list = useMemo(() => (phrasesKey ? phrasesKey.split('\u0000') : []), [phrasesKey]);

  // Creating the driver has no side effect; timers start in the effect below.
  const writer = useMemo(
    () =>
      reduced || list.length === 0
        ? null
        : createTypewriter({ phrases: list, clock, timings: { typeSpeed, eraseSpeed, startDelay, interval } }),
    [list, clock, typeSpeed, eraseSpeed, startDelay, interval, reduced],
  );
  // The server render (prerendered page, also what shows without JavaScript) holds the first
  // phrase whole; in the browser the typing then starts as usual.
  const serverState = useMemo(() => completeTypingState(initialTypingState, list), [list]);
  const state = useSyncExternalStore(
    writer?.subscribe ?? noSubscription,
    () => writer?.state() ?? initialTypingState,
    () => serverState,
  );

  useEffect(() => {
    if (!writer) return;
    if (paused) writer.pause();
    else writer.start();
  }, [writer, paused]);
  useEffect(() => () => writer?.dispose(), [writer]);

  // The whole list once, as a sentence in the current language ("A, B and C").
  const sentence = listSentence(i18n, list);

  const classes = clsx(styles.root, className);

  if (reduced) {
    return (
      <span className={classes} data-state="static">
        <span className={visuallyHidden}>{sentence}</span>
        <span className={styles.staticList} aria-hidden="true">
          {list.map((phrase, index) => (
            <Fragment key={phrase}>
              {index > 0 && <span className={styles.separator}>·</span>}
              <span className={styles.staticPhrase}>{phrase}</span>
            </Fragment>
          ))}
        </span>
      </span>
    );
  }

  return (
    <span className={classes} data-state={paused ? 'paused' : 'playing'}>
      <span className={visuallyHidden}>{sentence}</span>
      <span className={styles.stage} aria-hidden="true">
        {list.map((phrase) => (
          <span key={phrase} className={styles.sizer}>
            {phrase}
            <span className={styles.caret} />
          </span>
        ))}
        <span className={styles.layer} data-typed>
          {visibleText(state, list)}
          <span className={styles.caret} />
        </span>
      </span>
      <button
        type="button"
        className={styles.control}
        onClick={() => setPaused(!paused)}
        aria-label={paused ? t`타이핑 애니메이션 재생` : t`타이핑 애니메이션 일시정지`}
      >
        {paused ? (
          <Play className={styles.controlIcon} aria-hidden="true" />
        ) : (
          <Pause className={styles.controlIcon} aria-hidden="true" />
        )}
      </button>
    </span>
  );
}
