import { setupI18n } from '@lingui/core';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { dialogText, messageText } from './lazyDialog';

const i18n = setupI18n({ locale: 'en', messages: { en: { 'test.hello': 'Hello' } } });

describe('messageText', () => {
  it('keeps the text of an HTML message and runs nothing', () => {
    expect(
      messageText({ html: '<p>Hello <strong>there</strong></p><img src="x" onerror="alert(1)"><p>!</p>' }, i18n),
    ).toBe('Hello there!');
  });

  it('translates a descriptor', () => {
    expect(messageText({ id: 'test.hello', message: '안녕하세요' }, i18n)).toBe('Hello');
  });

  it('reads the strings of React content', () => {
    const content = createElement('p', null, 'Under ', createElement('strong', null, 'review'), '.');
    expect(messageText(content, i18n)).toBe('Under review.');
  });
});

describe('dialogText', () => {
  it('keeps a string and translates a descriptor', () => {
    expect(dialogText('Title', i18n)).toBe('Title');
    expect(dialogText({ id: 'test.hello' }, i18n)).toBe('Hello');
    expect(dialogText(undefined, i18n)).toBeUndefined();
  });
});
