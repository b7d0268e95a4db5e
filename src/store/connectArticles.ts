import { subscribeKey } from 'valtio/utils';
import type { ArticleSummary } from '../content/types';
import type { Locale } from '../i18n/locales';
import type { AppStore } from './appStore';

export type ArticleLoader = (locale: Locale) => Promise<ArticleSummary[]>;

/** Each language's article list is its own chunk: a page loads only the language on screen. */
export const loadArticles: ArticleLoader = async (locale) =>
  (locale === 'en' ? await import('virtual:content/articles/en') : await import('virtual:content/articles/ko'))
    .articles;

/**
 * Keeps the store's article list in the language on screen (SPEC §1, §3). `ready` resolves once the
 * starting language's list is in the store, so the first render already has it; on a language
 * change the other list is loaded and the latest request wins.
 */
export function connectArticles(
  store: AppStore,
  load: ArticleLoader = loadArticles,
): { ready: Promise<void>; disconnect: () => void } {
  let latest: Locale = store.state.language;
  const show = async (locale: Locale) => {
    latest = locale;
    const articles = await load(locale);
    if (latest === locale) store.actions.setArticles(articles);
  };
  const ready = show(store.state.language);
  const disconnect = subscribeKey(store.state, 'language', (locale) => void show(locale));
  return { ready, disconnect };
}
