import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type ElementType, type ReactNode, type RefObject } from 'react';
import { useEndKeyPastFold } from '../../hooks/useEndKeyPastFold';
import { useFocusBelowFold } from '../../hooks/useFocusBelowFold';
import { useScrollY } from '../../hooks/useScrollY';
import * as styles from './Banner.css';
import { BannerArtwork } from './BannerArtwork';

export interface BannerProps {
  /** The slogan, the page's main heading ("Do your music!"). */
  slogan: ReactNode;
  /** The slogan's element: `h1` on the home page. */
  sloganAs?: ElementType;
  /** A short line above the slogan (the brand). */
  eyebrow?: ReactNode;
  /** The typing line: a `TypingText` of the six services. */
  typing?: ReactNode;
  /** The company statement under it. */
  statement?: ReactNode;
  /** Anything after the statement (a call to action). */
  children?: ReactNode;
  className?: string;
}

/**
 * The home page's full-screen hero on charcoal (SPEC §2): its height is the viewport height minus
 * twice the scroll distance, never below zero, so it folds away as the page scrolls. Where its
 * content is taller than the viewport (a phone on its side, 200 % text), it starts as tall as the
 * content and folds from there: nothing is cut off. Slots for the
 * slogan, the typing line and the statement; all text sits on solid charcoal.
 */
export function Banner({
  slogan,
  sloganAs: Slogan = 'h1',
  eyebrow,
  typing,
  statement,
  children,
  className,
}: BannerProps) {
  const scrollY = useScrollY();
  const sectionRef = useRef<HTMLElement>(null);
  const foldRef = useRef<HTMLDivElement>(null);
  useFocusBelowFold(sectionRef);
  useEndKeyPastFold(sectionRef);
  const headingId = useId();
  const foldHeight = useFoldHeight(foldRef);
  const collapsed = scrollY > 0 && scrollY * 2 >= foldHeight;

  return (
    <section
      ref={sectionRef}
      className={clsx(styles.root, className)}
      // Only once scrolled: the prerendered page carries no inline style attribute (CSP), and the
      // root's own default (0px) applies until then.
      style={scrollY > 0 ? assignInlineVars({ [styles.scrollOffset]: `${scrollY}px` }) : undefined}
      aria-labelledby={headingId}
      data-collapsed={collapsed}
    >
      <div className={styles.artwork}>
        <BannerArtwork />
      </div>
      <div ref={foldRef} className={styles.fold}>
        <div className={styles.inner}>
          <div className={styles.copy}>
            {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
            <Slogan id={headingId} className={styles.slogan}>
              {slogan}
            </Slogan>
            {typing && <p className={styles.typing}>{typing}</p>}
            {statement && <p className={styles.statement}>{statement}</p>}
            {children}
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * The unfolded banner's height (its fold box: the viewport or the content, whichever is taller),
 * followed with a ResizeObserver; the viewport's height until the first measure. Scrolling does not
 * change it (only the box's bottom margin), so it re-renders on a resize or a text-size change only.
 */
function useFoldHeight(fold: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const element = fold.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [fold]);
  return height ?? (typeof window === 'undefined' ? 0 : window.innerHeight);
}
