import { figures, groupThousands } from './companyBrief';
import type { LocalizedText } from './types';

/**
 * The claims of SPEC §1, written out from the numbers in company.ts so every page says the same:
 * 200+ platforms in 180 countries, 220,000+ composers, a reply in about 3–5 business days.
 */
const { platforms, countries, composers, replyBusinessDays } = figures;
const replyDays = replyBusinessDays.replace('–', '~');

export const claims = {
  /** "200+ platforms in 180 countries" */
  platforms: {
    ko: `${countries}개국 ${platforms}개 이상의 플랫폼`,
    en: `${platforms}+ platforms in ${countries} countries`,
  },
  /** "a pool of 220,000+ composers" */
  composers: {
    ko: `${composers / 10_000}만 명 이상의 작곡가 풀`,
    en: `a pool of ${groupThousands(composers)}+ composers`,
  },
  /** The reply promise of the contact form and the completion page. */
  reply: {
    ko: `문의를 남겨 주시면 영업일 기준 ${replyDays}일 안에 담당자가 이메일이나 전화로 답변을 드립니다.`,
    en: `Leave us a message and the person in charge will reply by e-mail or phone within about ${replyBusinessDays} business days.`,
  },
} as const satisfies Record<string, LocalizedText>;
