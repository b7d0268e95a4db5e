// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canGoBackInSite, type BackEnvironment } from './backNavigation';

const env = (overrides: Partial<BackEnvironment>): BackEnvironment => ({
  usesBrowserHistory: true,
  historyLength: 2,
  referrer: '',
  origin: 'https://nurimusic.example',
  ...overrides,
});

describe('canGoBackInSite', () => {
  it('never goes back in a memory router', () => {
    expect(canGoBackInSite(env({ usesBrowserHistory: false, canGoBack: true }))).toBe(false);
  });

  describe('with the Navigation API', () => {
    it('follows navigation.canGoBack (same-origin entries only)', () => {
      expect(canGoBackInSite(env({ canGoBack: true }))).toBe(true);
      expect(canGoBackInSite(env({ canGoBack: false, referrer: 'https://nurimusic.example/articles' }))).toBe(false);
    });
  });

  describe('without it', () => {
    it('goes back when the page was opened from this site and there is a previous entry', () => {
      expect(canGoBackInSite(env({ referrer: 'https://nurimusic.example/articles' }))).toBe(true);
    });
    it('falls back when opened directly, from another site or as the first entry', () => {
      expect(canGoBackInSite(env({ referrer: '' }))).toBe(false);
      expect(canGoBackInSite(env({ referrer: 'https://search.example/?q=nuri' }))).toBe(false);
      expect(canGoBackInSite(env({ historyLength: 1, referrer: 'https://nurimusic.example/' }))).toBe(false);
      expect(canGoBackInSite(env({ referrer: 'not a url' }))).toBe(false);
    });
  });
});
