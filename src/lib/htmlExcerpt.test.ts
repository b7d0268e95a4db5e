// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { htmlExcerpt } from './htmlExcerpt';

describe('htmlExcerpt', () => {
  it('takes the text of the first paragraph, without tags, with entities decoded', () => {
    expect(
      htmlExcerpt('<h2>Intro</h2><p>Tideline Club &amp; <strong>NURI</strong> &quot;live&quot;&#39;s</p><p>Next</p>'),
    ).toBe('Tideline Club & NURI "live"\'s');
  });

  it('uses the whole body when there is no paragraph', () => {
    expect(htmlExcerpt('<ul><li>One</li><li>Two</li></ul>')).toBe('One Two');
  });

  it('cuts long text at a word boundary with an ellipsis', () => {
    const long = `<p>${'누리뮤직 본사가 이전했습니다 '.repeat(20)}</p>`;
    const excerpt = htmlExcerpt(long, 50);
    expect(excerpt.length).toBeLessThanOrEqual(50);
    expect(excerpt.endsWith('\u2026')).toBe(true);
    expect(excerpt).not.toMatch(/\s\u2026$/);
  });

  it('is empty for empty HTML', () => {
    expect(htmlExcerpt('')).toBe('');
  });
});
