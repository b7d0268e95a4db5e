import { useEffect, useRef, type RefObject } from 'react';
import { useEndKeyReachesEnd } from '../hooks/useEndKeyReachesEnd';
import { useFocusNotUnderHeader } from '../hooks/focusInView';
import { usePrefersReducedMotion } from '../hooks/MotionPreference';
import { installNavigationEffects, type NavigationEffectsOptions } from './navigationEffects';
import { markShellBehavioursInstalled } from './shellSections';

export interface ShellBehavioursProps {
  /** The shell's polite live region, which reads the new page's title after a navigation. */
  announcer: RefObject<HTMLDivElement | null>;
  /** A client navigation made before this mounted (AppShell keeps it), settled once installed. */
  takeMissedPush: () => NavigationEffectsOptions['missedPush'];
}

/**
 * What the shell does in answer to the visitor's moves, on every page: scroll, focus and the
 * announcement on navigation (navigationEffects.ts), a keyboard focus kept clear of the sticky
 * header, and End reaching the page's end. Nothing here acts before the visitor's first move, so
 * its code is not in the page's initial JavaScript: AppShell renders it once it has loaded, which
 * starts beside the page's code (main.tsx). Renders nothing.
 */
export function ShellBehaviours({ announcer, takeMissedPush }: ShellBehavioursProps) {
  const reducedMotion = usePrefersReducedMotion();
  const reducedRef = useRef(reducedMotion);
  useFocusNotUnderHeader();
  // On every page: the home banner folds during an End scroll, and a loaded machine was seen
  // ending a services page's End scroll 110 px short of the footer.
  useEndKeyReachesEnd();
  useEffect(() => {
    reducedRef.current = reducedMotion;
  }, [reducedMotion]);

  useEffect(() => {
    const uninstall = installNavigationEffects({
      reducedMotion: () => reducedRef.current,
      announce: (text) => {
        if (!announcer.current) return;
        // Clear first so the same title twice is still announced.
        announcer.current.textContent = '';
        requestAnimationFrame(() => {
          if (announcer.current) announcer.current.textContent = text;
        });
      },
      headerOffset: () => (document.querySelector('body > #root header')?.getBoundingClientRect().height ?? 0) + 16,
      missedPush: takeMissedPush(),
    });
    markShellBehavioursInstalled();
    return uninstall;
  }, [announcer, takeMissedPush]);

  return null;
}
ShellBehaviours.displayName = 'ShellBehaviours';
