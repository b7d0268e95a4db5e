import type { Locale } from '../i18n/locales';

const cache = new Map<Locale, Promise<Record<number, string>>>();

/**
 * The sanitised HTML bodies of one language's articles, by id: their own chunk, loaded by the
 * article page (not by lists or the home page). The promise is cached per language so React's
 * `use()` sees the same one on every render.
 */
export function loadArticleBodies(locale: Locale): Promise<Record<number, string>> {
  let bodies = cache.get(locale);
  if (!bodies) {
    bodies = (
      locale === 'en' ? import('virtual:content/article-bodies/en') : import('virtual:content/article-bodies/ko')
    ).then((module) => module.bodies);
    cache.set(locale, bodies);
  }
  return bodies;
}
