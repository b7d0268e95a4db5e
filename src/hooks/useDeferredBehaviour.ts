import { useEffect, type RefObject } from 'react';

/** A behaviour installed on an element; returns what takes it off again. */
export type Behaviour<T extends HTMLElement> = (element: T) => () => void;

/**
 * Installs a behaviour on an element once its code has loaded: after the first render, from its
 * own chunk, so none of it weighs on the page's initial JavaScript. Until it is there (or if it
 * cannot load), the browser's own behaviour applies. Taken off on unmount, also when the code
 * arrives after it. `load` must be stable (a module-level function).
 */
export function useDeferredBehaviour<T extends HTMLElement>(
  element: RefObject<T | null>,
  load: () => Promise<Behaviour<T>>,
) {
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    let stop: (() => void) | undefined;
    let done = false;
    load().then(
      (install) => {
        if (!done) stop = install(target);
      },
      () => undefined,
    );
    return () => {
      done = true;
      stop?.();
    };
  }, [element, load]);
}
