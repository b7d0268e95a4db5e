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
  'src/pages/TermsPage/index.ts': {
    file: 'assets/TermsPage-j.js',
    imports: ['index.html', '_PolicyDocument-k.js'],
  },
  '_PolicyDocument-k.js': {
    file: 'assets/PolicyDocument-k.js',
    dynamicImports: ['src/content/policies/privacy.ko.ts', 'src/content/policies/privacy.en.ts'],
  },
  'src/content/policies/privacy.ko.ts': { file: 'assets/privacy.ko-l.js', isDynamicEntry: true },
  'src/content/policies/privacy.en.ts': { file: 'assets/privacy.en-m.js', isDynamicEntry: true },
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

  it('names the feature catalog of a page that has one (src/app/pages.ts), and no article list there', () => {
    const files = preloads(headTags('dist', { page: 'ServicesPage', locale: 'en', path: '/en/services' }, manifest));
    expect(files).toContain('assets/services-e.js');
    expect(files).toContain('assets/messages-d.js');
    expect(files).not.toContain('assets/3-h.js');
    expect(files).not.toContain('assets/en-f.js');
  });

  it('names the article list on a page that shows articles (src/app/pages.ts `pagesWithArticles`)', () => {
    for (const [page, path] of [
      ['ArticleDetailPage', '/en/articles/3'],
      ['HomePage', '/en/'],
    ]) {
      const files = preloads(headTags('dist', { page, locale: 'en', path }, manifest));
      expect(files, page).toContain('assets/en-f.js');
    }
  });

  it('names a policy page’s text in the page’s language, from the dynamic imports of its code', () => {
    const files = preloads(headTags('dist', { page: 'TermsPage', locale: 'en', path: '/en/terms' }, manifest));
    expect(files).toEqual(
      expect.arrayContaining(['assets/TermsPage-j.js', 'assets/PolicyDocument-k.js', 'assets/privacy.en-m.js']),
    );
    expect(files).not.toContain('assets/privacy.ko-l.js');
  });
});
