import { motion } from '../styles/runtimeTokens';

export interface SmoothScrollOptions {
  /** Animation length (SPEC §2: 700 ms). */
  duration?: number;
  /** Jump instead of animating (prefers-reduced-motion). */
  instant?: boolean;
  win?: Pick<Window, 'scrollTo' | 'scrollY' | 'requestAnimationFrame' | 'cancelAnimationFrame'> & {
    performance: Pick<Performance, 'now'>;
  };
}

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

let cancelCurrent: (() => void) | null = null;

/**
 * Scrolls the window to `top` over a fixed duration (the browser's own smooth scrolling has no
 * duration control). A new scroll cancels the one in flight. Resolves when done.
 */
export function smoothScrollTo(
  top: number,
  { duration = motion.smoothScrollMs, instant = false, win = window }: SmoothScrollOptions = {},
) {
  cancelCurrent?.();
  const from = win.scrollY;
  const distance = top - from;
  if (instant || duration <= 0 || distance === 0) {
    win.scrollTo(0, top);
    return Promise.resolve();
  }
  return new Promise<void>((resolve) => {
    const start = win.performance.now();
    let frame = 0;
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / duration);
      win.scrollTo(0, Math.round(from + distance * easeInOutCubic(progress)));
      if (progress < 1) frame = win.requestAnimationFrame(step);
      else {
        cancelCurrent = null;
        resolve();
      }
    };
    cancelCurrent = () => {
      win.cancelAnimationFrame(frame);
      cancelCurrent = null;
      resolve();
    };
    frame = win.requestAnimationFrame(step);
  });
}

/** Top offset of an element in document coordinates, minus the sticky header's room. */
export function scrollTopOf(element: Element, offset = 0): number {
  return Math.max(0, element.getBoundingClientRect().top + window.scrollY - offset);
}
