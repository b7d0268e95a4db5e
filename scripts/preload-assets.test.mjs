// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { headTags } from './preload-assets.mjs';

// A build manifest as Vite writes it, reduced to what the head tags read.
const manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true },
  'src/pages/ArticleDetailPage/index.ts': { file: 'assets/ArticleDetailPage-b.js', imports: ['index.html'] },
  'src/pages/ServicesPage/index.ts': { file: 'assets/ServicesPage-c.js', imports: ['index.html'] },
  'src/locales/en/messages.po': { file: 'assets/messages-d.js' },
  'src/locales/en/services.po': { file: 'assets/services-e.js' },
  'virtual:content/articles/en': { file: 'assets/en-f.js' },
  'virtual:content/article-bodies/en': { file: 'assets/en-g.js' },
  'virtual:content/article-body/en/3': { file: 'assets/3-h.js' },
  'virtual:content/article-body/en/4': { file: 'assets/4-i.js' },
};
const preloads = (tags) => tags.route.map((tag) => /href="\/([^"]+)"/.exec(tag)?.[1]);

describe('the head of a prerendered page', () => {
  it('names an article’s own body and its language’s body loaders, never another article’s body', () => {
    const files = preloads(
      headTags('dist', { page: 'ArticleDetailPage', locale: 'en', path: '/en/articles/3' }, manifest),
    );
    expect(files).toEqual(
      expect.arrayContaining([
        'assets/ArticleDetailPage-b.js',
        'assets/messages-d.js',
        'assets/en-g.js',
        'assets/3-h.js',
      ]),
    );
    expect(files).not.toContain('assets/4-i.js');
    expect(files).not.toContain('assets/index-a.js');
  });

  it('names the feature catalog of a page that has one (src/app/pages.ts)', () => {
    const files = preloads(headTags('dist', { page: 'ServicesPage', locale: 'en', path: '/en/services' }, manifest));
    expect(files).toContain('assets/services-e.js');
    expect(files).not.toContain('assets/3-h.js');
  });
});
