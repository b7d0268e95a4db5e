import type { Locale } from '../i18n/locales';

/**
 * What the privacy policy and the accessibility statement are made of (PolicyDocument lays both
 * out), and the facts their texts quote. The texts themselves are one module per document and
 * language (src/content/policies), so a page loads only its language's (the loaders:
 * policies/privacyText.ts and accessibilityText.ts); src/content/terms.ts and accessibility.ts put
 * both languages side by side.
 */

export type PolicyBlock = { kind: 'p'; text: string } | { kind: 'list'; items: readonly string[] };

export interface PolicySection {
  /** Anchor id, the same in both languages. */
  id: string;
  /** Shown before the title (1–6). */
  number: number;
  title: string;
  blocks: readonly PolicyBlock[];
}

export interface PolicyDocument {
  title: string;
  intro: string;
  /** ISO date the policy took effect. */
  effectiveDate: string;
  /** Sentence stating the effective date. */
  effective: string;
  sections: readonly PolicySection[];
}

export const p = (text: string): PolicyBlock => ({ kind: 'p', text });
export const list = (...items: string[]): PolicyBlock => ({ kind: 'list', items });

// The privacy policy's facts.

/** The personal data collected (SPEC §2), in both languages. */
export const collectedItems = {
  ko: ['이름', '회사명', '이메일 주소', '전화번호', '거주 국가', '아티스트명'],
  en: ['Name', 'Company name', 'E-mail address', 'Phone number', 'Country of residence', 'Artist name'],
} as const satisfies Record<Locale, readonly string[]>;

/** Privacy policy changes: notice periods in days (SPEC §9). */
export const policyNoticeDays = { change: 7, itemsOrPurposes: 30 } as const;

export const policyEffectiveDate = '2022-01-01';

/**
 * The label of the contact form's "clear the form" button (the Lingui message 양식 지우기 and its
 * English), which the policy names when it explains the draft kept in the browser tab.
 */
export const clearFormLabel = { ko: '양식 지우기', en: 'Clear the form' } as const satisfies Record<Locale, string>;

// The accessibility statement's facts.

/** The standard the site aims for, as the statement names it. */
export const accessibilityStandard = 'WCAG 2.2 AA';

/** The day this statement was written; update it with the text. */
export const accessibilityStatementDate = '2026-11-25';

/** The widths (CSS px) the checks use, as the statement quotes them. */
export const checkedWidths = { phone: 390, desktop: 1280, reflow: 320 } as const;
