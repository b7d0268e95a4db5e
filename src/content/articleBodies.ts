import type { Locale } from '../i18n/locales';
import { lazyModule } from '../lib/lazyModule';
import type { TrustedHtml } from '../lib/trustedHtml';

const bodies = {
  ko: lazyModule(() => import('virtual:content/article-bodies/ko').then((module) => module.bodies)),
  en: lazyModule(() => import('virtual:content/article-bodies/en').then((module) => module.bodies)),
} satisfies Record<Locale, unknown>;

/**
 * The sanitised HTML bodies of one language's articles, by id: their own chunk, loaded by the
 * article page (not by lists or the home page). One promise per language, so React's `use()`
 * sees the same one on every render; a failed load stays failed until an error boundary's Retry
 * (`retryFailedModules`), which imports the chunk again.
 */
export function loadArticleBodies(locale: Locale): Promise<Record<number, TrustedHtml>> {
  return bodies[locale].load();
}
