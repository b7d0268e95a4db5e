// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resolveStartLanguage } from './startLanguage';

describe('the language start rule (SPEC §1)', () => {
  it('lets a stored choice win over the browser language', () => {
    expect(resolveStartLanguage({ stored: 'en', browserLanguage: 'ko-KR' })).toBe('en');
    expect(resolveStartLanguage({ stored: 'ko', browserLanguage: 'en-US' })).toBe('ko');
  });

  it('chooses English when nothing is stored and the browser language does not contain ko', () => {
    expect(resolveStartLanguage({ stored: null, browserLanguage: 'en-US' })).toBe('en');
    expect(resolveStartLanguage({ stored: null, browserLanguage: 'ja' })).toBe('en');
    expect(resolveStartLanguage({ stored: null, browserLanguage: undefined })).toBe('en');
  });

  it('chooses Korean when nothing is stored and the browser language contains ko', () => {
    expect(resolveStartLanguage({ stored: null, browserLanguage: 'ko' })).toBe('ko');
    expect(resolveStartLanguage({ stored: null, browserLanguage: 'ko-KR' })).toBe('ko');
    expect(resolveStartLanguage({ stored: null, browserLanguage: 'KO-kr' })).toBe('ko');
  });

  it('ignores a stored value that is not a supported language', () => {
    expect(resolveStartLanguage({ stored: 'fr', browserLanguage: 'ko-KR' })).toBe('ko');
  });
});
