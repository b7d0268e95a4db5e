import type { Locale } from '../i18n/locales';
import { lazyModule, type LazyModule } from '../lib/lazyModule';
import { noHtml, type TrustedHtml } from '../lib/trustedHtml';

/** Per language, by article id, a loader of that article's body (the loaders are a small chunk). */
const loaders = {
  ko: lazyModule(() => import('virtual:content/article-bodies/ko').then((module) => module.bodies)),
  en: lazyModule(() => import('virtual:content/article-bodies/en').then((module) => module.bodies)),
} satisfies Record<Locale, unknown>;

/** An article's body: its sanitised HTML and its description for the meta tag (both made at build time). */
export interface ArticleBody {
  html: TrustedHtml;
  /** Plain text, at most 160 characters (src/lib/htmlExcerpt.ts); '' for an empty body. */
  excerpt: string;
}

const noBody: ArticleBody = { html: noHtml, excerpt: '' };

const bodies = new Map<string, LazyModule<ArticleBody>>();

/**
 * The body of one article in one language: its own chunk, loaded by the article page (not by
 * lists or the home page), so a page loads only the body it shows. An id without a body gives an
 * empty one. One promise per article and language, so React's `use()` sees the same one on every
 * render; a failed load stays failed until an error boundary's Retry (`retryFailedModules`),
 * which imports the chunk again.
 */
export function loadArticleBody(locale: Locale, id: number): Promise<ArticleBody> {
  const key = `${locale}/${id}`;
  let body = bodies.get(key);
  if (!body) {
    body = lazyModule(async () => {
      const load = (await loaders[locale].load())[id];
      if (!load) return noBody;
      const { body: html, excerpt } = await load();
      return { html, excerpt };
    });
    bodies.set(key, body);
  }
  return body.load();
}
