import type { Locale } from '../i18n/locales';
import type { PolicyDocument } from './policy';
import { policy as en } from './policies/accessibility.en';
import { policy as ko } from './policies/accessibility.ko';

/**
 * The accessibility statement (`/accessibility`, linked from the footer): the standard the site
 * aims for, how it is checked, the limits we know of and where to report a problem. Written for
 * visitors, in both languages; the same four section ids in each, so `/accessibility#limits` works
 * in either. It is laid out like the privacy policy (PolicyDocument).
 */

export { accessibilityStandard, accessibilityStatementDate, checkedWidths } from './policy';

/** Both languages (tests, stories); the page loads only its language's (src/content/policies/accessibilityText.ts). */
export const accessibilityStatement: Record<Locale, PolicyDocument> = { ko, en };
