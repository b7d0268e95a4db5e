export { MotionPreferenceProvider, usePrefersReducedMotion, type MotionPreference } from './MotionPreference';
export { useScrollLock } from './useScrollLock';
export { useScrollY, useScrolledPast } from './useScrollY';
