export { MotionPreferenceProvider, usePrefersReducedMotion, type MotionPreference } from './MotionPreference';
export { useEndKeyReachesEnd } from './useEndKeyReachesEnd';
export { useFocusNotUnderHeader } from './focusInView';
export { useFocusBelowFold } from './useFocusBelowFold';
export { useScrollLock } from './useScrollLock';
export { useScrollY, useScrolledPast } from './useScrollY';
