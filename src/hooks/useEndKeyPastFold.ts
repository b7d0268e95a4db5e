import type { RefObject } from 'react';
import { useDeferredBehaviour } from './useDeferredBehaviour';

const loadEndPastFold = () => import('./endKeyPastFold').then((module) => module.answerEndPastFold);

/**
 * End on a page with a folding banner reaches the folded page's end: see `answerEndPastFold`
 * (./endKeyPastFold.ts), installed after the first render (the home page's initial JavaScript
 * stays within its size ratchet). Until it is there, or if it cannot load, the browser's End
 * applies, finished by the shell's `useEndKeyReachesEnd`.
 */
export function useEndKeyPastFold(banner: RefObject<HTMLElement | null>) {
  useDeferredBehaviour(banner, loadEndPastFold);
}
