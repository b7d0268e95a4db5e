import { subscribeKey } from 'valtio/utils';
import type { ArticleSummary } from '../content/types';
import type { Locale } from '../i18n/locales';
import { reportError } from '../lib/errors';
import { lazyModule, loadedModule, type LazyModule } from '../lib/lazyModule';
import type { AppStore } from './appStore';

export type ArticleLoader = (locale: Locale) => Promise<ArticleSummary[]>;

/** Each language's article list is its own chunk: a page loads only the language on screen. */
export const loadArticles: ArticleLoader = async (locale) =>
  (locale === 'en' ? await import('virtual:content/articles/en') : await import('virtual:content/articles/ko'))
    .articles;

/** The article list of each connected store (`articleList`). */
const connections = new WeakMap<AppStore, LazyModule<true>>();

/**
 * Keeps the store's article list in the language on screen (SPEC §1, §3), from the moment a page
 * that shows articles asks for it (`articleList`, one of the page's needs: src/app/pages.ts): it
 * loads with that page's code, before its first render, and from then on every language change
 * loads the other list (the latest request wins). A page without articles (the policy, contact,
 * the services) never loads it.
 */
export function connectArticles(store: AppStore, load: ArticleLoader = loadArticles): { disconnect: () => void } {
  let wanted = false;
  let requests = 0;
  let current: Promise<void> = Promise.resolve();
  /** Loads one language's list into the store; who waits for an overtaken request waits for the latest. */
  const show = (locale: Locale): Promise<void> => {
    const request = ++requests;
    current = load(locale).then(
      (articles) => {
        if (request !== requests) return current;
        store.actions.setArticles(articles);
      },
      (error: unknown) => {
        if (request !== requests) return current;
        throw error;
      },
    );
    return current;
  };
  connections.set(
    store,
    lazyModule(async () => {
      wanted = true;
      try {
        await show(store.state.language);
      } catch (error) {
        // Not loaded: a language change does not load it until a page asks again (Try again).
        wanted = false;
        throw error;
      }
      return true as const;
    }),
  );
  const unsubscribe = subscribeKey(store.state, 'language', (locale) => {
    // A list that cannot load stays in the other language (said to the error reporter).
    if (wanted) show(locale).catch((error: unknown) => reportError({ error, where: 'articles' }));
  });
  return {
    disconnect: () => {
      unsubscribe();
      connections.delete(store);
    },
  };
}

const alreadyThere = loadedModule(true as const);

/**
 * The article list in `store`, loaded like lazy code: `load()` puts the language on screen's list
 * in the store and keeps it following the language; `current()` says whether it is there. A
 * failed load is kept until a retry (`retryFailedModules`: the route's Try again). A store that
 * `connectArticles` does not drive (the prerender, Storybook, unit tests) was created with its
 * articles: for it the list is already there.
 */
export function articleList(store: AppStore): LazyModule<true> {
  return connections.get(store) ?? alreadyThere;
}
