// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps formatting and drops scripts and event handlers', () => {
    const out = sanitizeHtml('<b>Hi</b><script>alert(1)</script><img src="x" onerror="alert(1)">');
    expect(out).toContain('<b>Hi</b>');
    expect(out).not.toContain('script');
    expect(out).not.toContain('onerror');
  });

  it('adds rel="noopener noreferrer" to links that open a new window', () => {
    const out = sanitizeHtml('<a href="https://example.com" target="_blank">x</a>');
    expect(out).toContain('rel="noopener noreferrer"');
  });

  it('drops javascript: URLs', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).not.toContain('javascript:');
  });
});
