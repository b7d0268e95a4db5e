import type { I18n } from '@lingui/core';
import { subscribeKey } from 'valtio/utils';
import { lazyModule, loadedModule, type LazyModule } from '../lib/lazyModule';
import { loadCatalogs, type FeatureCatalog } from './catalogs';
import type { Locale } from './locales';

/** What Lingui follows: any valtio state with a `language` (the app store's; no import of the store). */
export interface LanguageSource {
  state: { language: Locale };
}

/** The feature catalogs of each connected i18n (`featureCatalog`). */
const connections = new WeakMap<I18n, (catalog: FeatureCatalog) => LazyModule<true>>();

/**
 * Makes Lingui follow the store's language. `ready` resolves once the starting catalog is
 * active, so the first render is already in the right language (no flash of the other one).
 * A feature catalog a page asks for (`featureCatalog`) is merged into the active language, and
 * from then on every language switch loads it too before the new language becomes active.
 */
export function connectI18n(store: LanguageSource, i18n: I18n): { ready: Promise<void>; disconnect: () => void } {
  let latest: Locale = store.state.language;
  /** The feature catalogs asked for so far (kept for every later language). */
  const wanted = new Set<FeatureCatalog>();
  let requests = 0;
  let current: Promise<void> = Promise.resolve();
  /** Loads the latest language's site catalog and wanted feature catalogs, then makes them active. */
  const activate = (): Promise<void> => {
    const request = ++requests;
    const locale = latest;
    const catalogs = [...wanted];
    // A later request (a quicker switch, a catalog asked for meanwhile) wins over a slow earlier
    // one: who waited for the earlier one waits for that instead.
    current = loadCatalogs(locale, ['messages', ...catalogs]).then(
      (messages) => {
        if (request !== requests) return current;
        i18n.loadAndActivate({ locale, messages });
      },
      (error: unknown) => {
        if (request !== requests) return current;
        throw error;
      },
    );
    return current;
  };
  const loaders = new Map<FeatureCatalog, LazyModule<true>>();
  const loaderOf = (catalog: FeatureCatalog): LazyModule<true> => {
    let loader = loaders.get(catalog);
    if (!loader) {
      loader = lazyModule(async () => {
        wanted.add(catalog);
        try {
          await activate();
        } catch (error) {
          // Not loaded: a language switch does not wait for it until it is asked for again.
          wanted.delete(catalog);
          throw error;
        }
        return true as const;
      });
      loaders.set(catalog, loader);
    }
    return loader;
  };
  connections.set(i18n, loaderOf);
  const ready = activate();
  const unsubscribe = subscribeKey(store.state, 'language', (locale) => {
    latest = locale;
    void activate();
  });
  const disconnect = () => {
    unsubscribe();
    connections.delete(i18n);
  };
  return { ready, disconnect };
}

const alreadyThere = loadedModule(true as const);

/**
 * A feature catalog (`contact`) in `i18n`, loaded like lazy code: `load()` merges it into the
 * active language and keeps it in every language `i18n` switches to afterwards; `current()` says
 * whether it is there. A failed load is kept until a retry (`retryFailedModules`: the route's
 * Try again). An i18n that `connectI18n` does not drive (the prerender, Storybook, unit tests)
 * was set up with every catalog it renders: for it the catalog is already there.
 */
export function featureCatalog(i18n: I18n, catalog: FeatureCatalog): LazyModule<true> {
  return connections.get(i18n)?.(catalog) ?? alreadyThere;
}
