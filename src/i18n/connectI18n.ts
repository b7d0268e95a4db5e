import type { I18n } from '@lingui/core';
import { subscribeKey } from 'valtio/utils';
import { loadCatalog } from './catalogs';
import type { Locale } from './locales';

/** What Lingui follows: any valtio state with a `language` (the app store's; no import of the store). */
export interface LanguageSource {
  state: { language: Locale };
}

/**
 * Makes Lingui follow the store's language. `ready` resolves once the starting catalog is
 * active, so the first render is already in the right language (no flash of the other one).
 */
export function connectI18n(store: LanguageSource, i18n: I18n): { ready: Promise<void>; disconnect: () => void } {
  let latest: Locale = store.state.language;
  const activate = async (locale: Locale) => {
    latest = locale;
    const messages = await loadCatalog(locale);
    // A quicker, later switch wins over a slow earlier one.
    if (latest === locale) i18n.loadAndActivate({ locale, messages });
  };
  const ready = activate(store.state.language);
  const disconnect = subscribeKey(store.state, 'language', (locale) => void activate(locale));
  return { ready, disconnect };
}
