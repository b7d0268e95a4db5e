// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { normalizePath } from './paths';

describe('normalizePath (current page, active route tab)', () => {
  it('decodes, so a contact type with spaces matches its encoded URL', () => {
    expect(normalizePath('/contact/MUSIC%20PRODUCTION')).toBe('/contact/MUSIC PRODUCTION');
    expect(normalizePath('/contact/ABBEY%20ROAD%20STUDIOS')).toBe(normalizePath('/contact/ABBEY ROAD STUDIOS'));
  });
  it('drops the query, the hash and trailing slashes; the root stays /', () => {
    expect(normalizePath('/contact/MUSIC%20PRODUCTION/?a=1#x')).toBe('/contact/MUSIC PRODUCTION');
    expect(normalizePath('/services/')).toBe('/services');
    expect(normalizePath('/services/music/?ref=home#top')).toBe('/services/music');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
  });
  it('keeps a malformed escape as it is', () => {
    expect(normalizePath('/contact/%E0%A4%A')).toBe('/contact/%E0%A4%A');
  });
});
