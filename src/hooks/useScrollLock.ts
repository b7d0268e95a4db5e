import { useEffect } from 'react';
import { lockScroll } from '../lib/scrollLock';

/** Locks page scrolling while `active` is true (reference-counted across components). */
export function useScrollLock(active: boolean) {
  useEffect(() => (active ? lockScroll() : undefined), [active]);
}
