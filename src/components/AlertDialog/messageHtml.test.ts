// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { messageHtml } from './messageHtml';

describe('messageHtml', () => {
  it('keeps paragraphs, emphasis and links', () => {
    const html = '<p>Under <strong>review</strong>, see <a href="https://example.com/">the site</a>.</p>';
    expect(messageHtml(html)).toBe(html);
  });

  it('removes images, scripts and event handlers', () => {
    const out = messageHtml('<p>Text</p><img src="x" onerror="alert(1)"><script>alert(1)</script>');
    expect(out).toBe('<p>Text</p>');
  });

  it('drops javascript: links but keeps their text', () => {
    expect(messageHtml('<a href="javascript:alert(1)">go</a>')).toBe('<a>go</a>');
  });

  it('unwraps unknown elements to their text and drops controls', () => {
    expect(messageHtml('<div><h1>Title</h1><button>Click</button></div>')).toBe('Title');
  });

  it('gives links that open a new window a safe rel', () => {
    expect(messageHtml('<a href="https://example.com/" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });
});
