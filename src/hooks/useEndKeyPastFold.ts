import { useEffect, type RefObject } from 'react';

/**
 * End on a page with a folding banner reaches the folded page's end: see `answerEndPastFold`
 * (./endKeyPastFold.ts). Its code comes after the first render, in its own chunk (the home page's
 * initial JavaScript stays within its size ratchet): until it is there, or if it cannot load, the
 * browser's End applies, finished by the shell's `useEndKeyReachesEnd`.
 */
export function useEndKeyPastFold(banner: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const section = banner.current;
    if (!section) return;
    let stop: (() => void) | undefined;
    let done = false;
    import('./endKeyPastFold').then(
      ({ answerEndPastFold }) => {
        if (!done) stop = answerEndPastFold(section);
      },
      () => undefined,
    );
    return () => {
      done = true;
      stop?.();
    };
  }, [banner]);
}
