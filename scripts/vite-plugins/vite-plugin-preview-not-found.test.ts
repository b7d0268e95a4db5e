// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { notFoundPageFor } from './vite-plugin-preview-not-found.ts';

describe('the nearest 404 page', () => {
  const files = new Set(['/404.html', '/en/404.html', '/ko/404.html']);
  const exists = (file: string) => files.has(file);

  it.each([
    ['/en/nope', '/en/404.html'],
    ['/en/articles/999999', '/en/404.html'],
    ['/en/a/b/c/', '/en/404.html'],
    ['/ko/x', '/ko/404.html'],
    ['/nope', '/404.html'],
    ['/english/x', '/404.html'],
    ['/EN/x', '/404.html'],
    ['/en', '/404.html'],
    ['/%E0%A4%A/x', '/404.html'],
    ['/en/%2e%2e/%2e%2e/x', '/404.html'],
  ])('%s → %s', (urlPath, page) => {
    expect(notFoundPageFor(urlPath, exists)).toBe(page);
  });

  it('is none when the build has no 404.html', () => {
    expect(notFoundPageFor('/en/nope', () => false)).toBeNull();
  });
});
