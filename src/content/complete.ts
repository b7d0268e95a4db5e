import { claims } from './claims';
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
  reply: claims.reply,
  highlight: {
    ko: '그동안 음악은 계속 만드세요. Do your music!',
    en: 'Meanwhile, keep making music. Do your music!',
  },
};
