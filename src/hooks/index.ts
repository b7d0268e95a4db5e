export { MotionPreferenceProvider, usePrefersReducedMotion, type MotionPreference } from './MotionPreference';
export { useEndKeyReachesEnd } from './useEndKeyReachesEnd';
export { useFocusBelowFold, useFocusNotUnderHeader } from './useFocusBelowFold';
export { useScrollLock } from './useScrollLock';
export { useScrollY, useScrolledPast } from './useScrollY';
