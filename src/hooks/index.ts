export { MotionPreferenceProvider, usePrefersReducedMotion, type MotionPreference } from './MotionPreference';
export { useEndKeyReachesEnd } from './useEndKeyReachesEnd';
export { useScrollLock } from './useScrollLock';
export { useScrollY, useScrolledPast } from './useScrollY';
