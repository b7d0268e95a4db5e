// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatArticleDate } from './formatArticleDate';

describe('formatArticleDate', () => {
  it('shows an ISO date as YYYY.MM.DD', () => {
    expect(formatArticleDate('2025-03-07')).toBe('2025.03.07');
  });
  it('ignores the time of a timestamp', () => {
    expect(formatArticleDate('2024-12-31T23:59:00+09:00')).toBe('2024.12.31');
  });
  it('leaves anything else unchanged', () => {
    expect(formatArticleDate('soon')).toBe('soon');
  });
});
