// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resolveStartLanguage } from '../i18n/startLanguage';
import { startRuleScript } from './startRuleScript';

/** Runs the inline script against a fake location/navigator/storage; returns where it went. */
function run(pathname: string, { stored = null as string | null, languages = [] as string[], language = '' } = {}) {
  let replaced: string | null = null;
  const location = { pathname, search: '?q=1', hash: '#h', replace: (url: string) => (replaced = url) };
  const localStorage = { getItem: () => stored };
  const navigator = { languages, language };
  new Function('location', 'localStorage', 'navigator', startRuleScript)(location, localStorage, navigator);
  return replaced;
}

describe('the start-rule script of the x-default pages', () => {
  it('sends a browser without ko to the /en twin, keeping query and hash', () => {
    expect(run('/about', { languages: ['en-US'], language: 'en-US' })).toBe('/en/about?q=1#h');
    expect(run('/', { languages: ['ja'], language: 'ja' })).toBe('/en/?q=1#h');
  });

  it('leaves a Korean browser on the Korean page', () => {
    expect(run('/about', { languages: ['en-US', 'ko-KR'], language: 'en-US' })).toBeNull();
  });

  it('lets a stored choice win', () => {
    expect(run('/about', { stored: 'ko', languages: ['en-US'] })).toBeNull();
    expect(run('/about', { stored: 'en', languages: ['ko-KR'] })).toBe('/en/about?q=1#h');
  });

  it('never acts on a language URL', () => {
    expect(run('/ko/about', { languages: ['en-US'] })).toBeNull();
    expect(run('/en', { languages: ['en-US'] })).toBeNull();
  });

  it('agrees with the store’s start rule', () => {
    for (const [stored, languages] of [
      [null, ['en-US']],
      [null, ['ko-KR']],
      ['en', ['ko']],
      ['ko', ['de']],
      ['fr', ['ko-KR']],
    ] as const) {
      const expected = resolveStartLanguage({ stored, browserLanguage: languages.join(',') });
      expect(run('/x', { stored, languages: [...languages] }) ? 'en' : 'ko').toBe(expected);
    }
  });
});
