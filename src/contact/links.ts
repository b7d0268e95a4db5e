import type { Locale } from '../i18n/locales';

/**
 * External addresses of the contact flow. *sample* values on the reserved `.example` domain
 * (shared/CONTENT.md) that a real company would replace; candidates for src/content/company.ts.
 */

/**
 * The distribution system's own site (the rights-holder site): existing members apply for a
 * release there (SPEC §2 DISTRIBUTION note, §8 code 10). *sample*
 */
export const RIGHTS_HOLDER_SITE_URL = 'https://artist.nurimusic.example';

/**
 * The form for changing rights-holder or distributed-music information, one per language
 * (SPEC §2: "Korean or English by locale"). *sample*
 */
export const changeRequestFormUrls: Record<Locale, string> = {
  ko: 'https://forms.nurimusic.example/change-request/ko',
  en: 'https://forms.nurimusic.example/change-request/en',
};

export const changeRequestFormUrl = (locale: Locale): string => changeRequestFormUrls[locale];
