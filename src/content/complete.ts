import { figures } from './companyBrief';
import type { LocalizedText } from './types';

/** The contact completion page (SPEC §2): a thank-you in three parts, the third highlighted. */
export interface CompletionCopy {
  /** First part: the thanks. */
  thanks: LocalizedText;
  /** Second part: what happens next (the reply promise of SPEC §1). */
  reply: LocalizedText;
  /** Third part, shown highlighted. */
  highlight: LocalizedText;
}

export const completion: CompletionCopy = {
  thanks: {
    ko: '문의해 주셔서 감사합니다. 보내 주신 내용이 잘 접수되었습니다.',
    en: 'Thank you for getting in touch. We have received your inquiry.',
  },
  reply: {
    ko: `담당자가 영업일 기준 ${figures.replyBusinessDays.replace('–', '~')}일 안에 이메일이나 전화로 답변을 드립니다.`,
    en: `The person in charge will reply by e-mail or phone within about ${figures.replyBusinessDays} business days.`,
  },
  highlight: {
    ko: '그동안 음악은 계속 만드세요. Do your music!',
    en: 'Meanwhile, keep making music. Do your music!',
  },
};
