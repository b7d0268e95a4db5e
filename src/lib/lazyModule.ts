/**
 * Code fetched with `import()` on demand (a route, a dialog, the language menu's popover, the
 * article bodies). One loader per module: it loads once, serves the same promise to everyone
 * while it is under way, and keeps the module once it has arrived.
 *
 * A failure is kept only until someone tries again: the rejected promise stays (so React's
 * `use()`, re-rendering after the rejection, reaches the error boundary instead of starting a new
 * import in a loop), and `retry()` — a Retry button, the next click on a trigger, a new dialog —
 * forgets it and imports again. `retryFailedModules()` does that for every loader at once.
 */
export interface LazyModule<T> {
  /** Starts loading (once); after a failure, the same rejected promise until `retry()`. */
  load(): Promise<T>;
  /** Forgets a failed load and loads again (or joins the load under way, or serves the module). */
  retry(): Promise<T>;
  /** The module once it has loaded. */
  current(): T | undefined;
}

const failedModules = new Set<{ forget(): void }>();

/** Lets every loader whose import failed try again on its next `load()` (error boundaries' Retry). */
export function retryFailedModules(): void {
  for (const module of [...failedModules]) module.forget();
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let pending: Promise<T> | null = null;
  let loaded: T | undefined;
  const entry = {
    forget() {
      failedModules.delete(entry);
      pending = null;
    },
  };
  const load = () => {
    pending ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        failedModules.add(entry);
        throw error;
      },
    );
    return pending;
  };
  return {
    load,
    retry() {
      if (failedModules.has(entry)) entry.forget();
      return load();
    },
    current: () => loaded,
  };
}

/** A module that is already there (what an unconnected store or i18n has: the prerender, Storybook, tests). */
export function loadedModule<T>(value: T): LazyModule<T> {
  return { load: () => Promise.resolve(value), retry: () => Promise.resolve(value), current: () => value };
}
