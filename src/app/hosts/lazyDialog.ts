import { useEffect, useState } from 'react';
import type { LazyModule } from '../../lib/lazyModule';

// A dialog's code is fetched with `import()` only when it is needed: the alert and confirm dialogs
// sanitise their HTML message with DOMPurify, which no page needs before its first dialog.
export { lazyModule, type LazyModule } from '../../lib/lazyModule';

/**
 * The module, loading it while `needed`; undefined until it has arrived. `onError` runs when
 * it cannot be loaded (offline, a new deployment removed the chunk).
 */
export function useLazyModule<T>(module: LazyModule<T>, needed: boolean, onError: () => void): T | undefined {
  const [loaded, setLoaded] = useState<{ module: T } | null>(() => {
    const current = module.current();
    return current ? { module: current } : null;
  });
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    // A new request tries again after a failed load (the visitor may be back online).
    module.retry().then(
      (arrived) => live && setLoaded({ module: arrived }),
      () => live && onError(),
    );
    return () => {
      live = false;
    };
  }, [module, needed, loaded, onError]);
  return loaded?.module ?? module.current();
}

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Loads the modules after the visitor's first interaction with the page: an alert or a confirm
 * always answers one (a submit, a click), so by the time it opens its code is there, and a
 * visitor who only reads never downloads it.
 */
export function usePreloadOnInteraction(...modules: LazyModule<unknown>[]) {
  useEffect(() => {
    const preload = () => {
      remove();
      for (const module of modules) module.load().catch(() => undefined);
    };
    const remove = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, preload, true);
    };
    for (const type of INTERACTIONS) window.addEventListener(type, preload, { capture: true, passive: true });
    return remove;
    // The modules are module-level constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** The text of an HTML message, for the browser's own dialog when ours cannot load (inert: nothing runs or loads). */
export function messageText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}
