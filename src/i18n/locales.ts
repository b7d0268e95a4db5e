/** The two UI languages (SPEC §1). Korean is the source and default; English the fallback. */
export const locales = ['ko', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ko';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);

/** Each language's own name, shown in its own script and tagged with its own `lang`. */
// Language names are deliberately not translated: each is written in its own language.
// eslint-disable-next-line lingui/no-unlocalized-strings
export const localeNames: Record<Locale, string> = { ko: '한국어', en: 'English' };
