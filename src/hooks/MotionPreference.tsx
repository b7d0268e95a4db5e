import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** `'reduce'` forces reduced motion (stories, tests); `'system'` follows the media query. */
export type MotionPreference = 'system' | 'reduce';
const MotionPreferenceContext = createContext<MotionPreference>('system');

export function MotionPreferenceProvider({ value, children }: { value: MotionPreference; children: ReactNode }) {
  return <MotionPreferenceContext.Provider value={value}>{children}</MotionPreferenceContext.Provider>;
}

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}
const getSnapshot = () => typeof window !== 'undefined' && !!window.matchMedia?.(QUERY).matches;

/** True when nothing may move on its own: the visitor asked for reduced motion (or a story forces it). */
export function usePrefersReducedMotion(): boolean {
  const forced = useContext(MotionPreferenceContext) === 'reduce';
  const system = useSyncExternalStore(subscribe, getSnapshot, () => false);
  return forced || system;
}
