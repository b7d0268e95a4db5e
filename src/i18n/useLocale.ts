import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { localize, type Localized } from './localize';
import { defaultLocale, isLocale, type Locale } from './locales';

/**
 * The language on screen: Lingui's active locale, the one source for rendering text. (The store's
 * `language` is the language requested; Lingui follows it once that catalog has loaded, so during
 * a switch the page's own content and its translated messages never disagree.)
 */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : defaultLocale;
}

/**
 * Content of src/content in the language on screen (see `localize`), computed again only when the
 * content or the language changes — pass module-level content, not an object made during render.
 */
export function useLocalized<T>(content: T): Localized<T> {
  const locale = useLocale();
  return useMemo(() => localize(content, locale), [content, locale]);
}
