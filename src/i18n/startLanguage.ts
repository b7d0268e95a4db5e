import { isLocale, type Locale } from './locales';

export const LANGUAGE_STORAGE_KEY = 'nuri.language';

export interface LanguageEnvironment {
  /** The visitor's stored choice, if any (read from localStorage). */
  stored: string | null;
  /** `navigator.language` (may be empty). */
  browserLanguage: string | undefined;
}

/**
 * SPEC §1 start rule: a stored choice wins; otherwise English if the browser language
 * does not contain "ko"; otherwise Korean.
 */
export function resolveStartLanguage({ stored, browserLanguage }: LanguageEnvironment): Locale {
  if (isLocale(stored)) return stored;
  return (browserLanguage ?? '').toLowerCase().includes('ko') ? 'ko' : 'en';
}
