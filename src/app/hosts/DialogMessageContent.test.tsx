// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DialogMessage } from '../../store';
import { DialogMessageContent } from './DialogMessageContent';

const i18n = setupI18n({ locale: 'en', messages: { en: { 'test.hello': 'Hello' } } });

/** The message rendered the way the dialogs render it: inside the description element. */
function html(message: DialogMessage) {
  const { container } = render(
    <I18nProvider i18n={i18n}>
      <div data-testid="message">
        <DialogMessageContent message={message} />
      </div>
    </I18nProvider>,
  );
  return container.querySelector('[data-testid="message"]')!.innerHTML;
}

describe('DialogMessageContent', () => {
  it('translates a descriptor into text', () => {
    expect(html({ id: 'test.hello', message: '안녕하세요' })).toBe('Hello');
  });

  it('renders React content as it is', () => {
    expect(
      html(
        <p>
          Under <strong>review</strong>
        </p>,
      ),
    ).toBe('<p>Under <strong>review</strong></p>');
  });

  describe('given HTML (DOMPurify with the message configuration)', () => {
    it('keeps paragraphs, emphasis and links as elements directly inside the message', () => {
      const source = '<p>Under <strong>review</strong>, see <a href="https://example.com/">the site</a>.</p><p>Two</p>';
      expect(html({ html: source })).toBe(source);
    });

    it('removes images, scripts and event handlers', () => {
      expect(html({ html: '<p>Text</p><img src="x" onerror="alert(1)"><script>alert(1)</script>' })).toBe(
        '<p>Text</p>',
      );
    });

    it('drops javascript: links but keeps their text', () => {
      expect(html({ html: '<a href="javascript:alert(1)">go</a>' })).toBe('<a>go</a>');
    });

    it('unwraps unknown elements to their text and drops controls', () => {
      expect(html({ html: '<div><h1>Title</h1><button>Click</button></div>' })).toBe('Title');
    });

    it('gives links that open a new window a safe rel', () => {
      expect(html({ html: '<a href="https://example.com/" target="_blank">x</a>' })).toContain(
        'rel="noopener noreferrer"',
      );
    });
  });
});
