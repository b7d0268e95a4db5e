// @vitest-environment node
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../locales/en/messages.po';
import { messages as ko } from '../locales/ko/messages.po';
import { listSentence } from './listSentence';

const i18n = setupI18n({ locale: 'ko', messages: { ko, en } });
const items = [
  '글로벌 음원 유통',
  'Artist marketing',
  '영상 콘텐츠 제작',
  'Music publishing',
  '음악 프로듀싱',
  'Recording',
];

describe('listSentence', () => {
  for (const locale of ['ko', 'en'] as const) {
    it(`writes 0 to 6 items as Intl.ListFormat does in ${locale}`, () => {
      i18n.activate(locale);
      const format = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
      for (let count = 0; count <= items.length; count++) {
        const list = items.slice(0, count);
        expect(listSentence(i18n, list), `${count} items`).toBe(format.format(list));
      }
    });
  }
});
