import type { Locale } from '../i18n/locales';
import type { PolicyDocument } from './policy';
import { policy as en } from './policies/privacy.en';
import { policy as ko } from './policies/privacy.ko';

/**
 * The privacy policy (SPEC §2 Privacy policy): Korean text when the locale is ko, English otherwise.
 * Sections 1–6; effective 2022-01-01. Company details are *sample* values from company.ts; the
 * reporting agencies are the real Korean public bodies, named as text only.
 */

export {
  clearFormLabel,
  collectedItems,
  policyEffectiveDate,
  policyNoticeDays,
  type PolicyBlock,
  type PolicyDocument,
  type PolicySection,
} from './policy';

/** Both languages (tests, stories); the page loads only its language's (src/content/policies/privacyText.ts). */
export const privacyPolicy: Record<Locale, PolicyDocument> = { ko, en };
