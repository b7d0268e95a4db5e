import { describe, expect, it } from 'vitest';
import { normalizePath } from './TabStripPaths';

describe('normalizePath (which route tab is active)', () => {
  it('decodes percent-encoded parameters', () => {
    expect(normalizePath('/contact/MUSIC%20PRODUCTION')).toBe('/contact/MUSIC PRODUCTION');
    expect(normalizePath('/contact/ABBEY%20ROAD%20STUDIOS')).toBe(normalizePath('/contact/ABBEY ROAD STUDIOS'));
  });
  it('ignores trailing slashes, the query and the hash', () => {
    expect(normalizePath('/services/')).toBe('/services');
    expect(normalizePath('/services/music/?ref=home#top')).toBe('/services/music');
    expect(normalizePath('/')).toBe('/');
  });
  it('keeps a malformed escape as it is instead of throwing', () => {
    expect(normalizePath('/contact/%E0%A4%A')).toBe('/contact/%E0%A4%A');
  });
});
