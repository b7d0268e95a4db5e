import { useLingui } from '@lingui/react/macro';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../hooks/MotionPreference';
import * as styles from './Marquee.css';

/** Scroll speed of the strip in CSS pixels per second: slow enough to read a name. */
export const MARQUEE_PIXELS_PER_SECOND = 40;

export interface MarqueeProps {
  /** The names to scroll (proper nouns, shown as they are), e.g. the footer's `marqueePlatformNames`. */
  names: readonly string[];
  /** Speed in CSS pixels per second; the loop's duration follows from the width of the list. */
  pixelsPerSecond?: number;
  className?: string;
}

/**
 * A strip of names that scrolls sideways in a seamless loop (a CSS animation whose duration is
 * the list's width divided by the speed).
 *
 * Assistive technology reads the names once, as a labelled list; the copy that closes the loop
 * is `aria-hidden`. The motion holds while the pointer or focus is inside the strip, and a
 * visible button pauses and resumes it (WCAG 2.2.2). Under prefers-reduced-motion the strip
 * starts paused and static: every name shown, wrapping onto more lines.
 */
export function Marquee({ names, pixelsPerSecond = MARQUEE_PIXELS_PER_SECOND, className }: MarqueeProps) {
  const { t } = useLingui();
  const reducedMotion = usePrefersReducedMotion();
  // null until the visitor presses the button: until then the motion preference decides.
  const [choice, setChoice] = useState<'playing' | 'paused' | null>(null);
  // Held while the pointer or keyboard focus is inside the strip (CSS :hover/:focus-within do
  // the same; the attribute makes the state visible to tests and to styles alike).
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const playing = choice === null ? !reducedMotion : choice === 'playing';
  // Reduced motion and not playing: lay the names out statically instead of freezing a loop.
  const layout = reducedMotion && !playing ? 'static' : 'track';

  const listRef = useRef<HTMLUListElement>(null);
  const [copyWidth, setCopyWidth] = useState(0);
  useEffect(() => {
    const list = listRef.current;
    if (!list || layout === 'static') return;
    // The observer reports the list's width as soon as it observes (after the next layout) and on
    // every change. Measured in the commit instead (a layout effect), it forced a layout and set
    // state there: a synchronous re-render that pulled every effect of the page being hydrated
    // (the footer hydrates with it) into the commit's task.
    const observer = new ResizeObserver(([entry]) => {
      setCopyWidth(entry?.borderBoxSize?.[0]?.inlineSize ?? list.getBoundingClientRect().width);
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [layout]);
  const seconds = copyWidth > 0 ? Math.max(copyWidth / pixelsPerSecond, 8) : 60;

  const renderItems = () =>
    names.map((name, index) => (
      <li key={`${index}-${name}`} className={styles.item}>
        {name}
      </li>
    ));

  return (
    <div className={clsx(styles.root, className)} data-motion={playing ? 'playing' : 'paused'} data-layout={layout}>
      <div
        className={styles.viewport}
        data-held={held.pointer || held.focus ? 'true' : undefined}
        onPointerEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
        onPointerLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
        onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setHeld((h) => ({ ...h, focus: false }));
        }}
      >
        <div className={styles.track} style={assignInlineVars({ [styles.loopDuration]: `${seconds.toFixed(2)}s` })}>
          <ul ref={listRef} className={styles.list} aria-label={t`스트리밍 및 소셜 플랫폼`}>
            {renderItems()}
          </ul>
          {layout === 'track' && (
            <ul className={styles.list} aria-hidden="true">
              {renderItems()}
            </ul>
          )}
        </div>
      </div>
      <button
        type="button"
        className={styles.toggle}
        aria-label={playing ? t`플랫폼 목록 일시정지` : t`플랫폼 목록 재생`}
        onClick={() => setChoice(playing ? 'paused' : 'playing')}
      >
        {playing ? <Pause size={18} aria-hidden="true" /> : <Play size={18} aria-hidden="true" />}
      </button>
    </div>
  );
}
