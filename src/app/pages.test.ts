import { existsSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { articleSections } from '../pages/ArticleDetailPage/articleSections';
import { homeSections } from '../pages/HomePage/homeSections';
import { serviceSlugs } from '../content/serviceSlugs';
import { serviceSections, serviceTabs } from '../pages/ServicesPage/serviceSections';
import { sectionsOf } from './pages';

describe('sectionsOf', () => {
  it("names the lazy sections a route renders, in the order they load: the services' tabs and one service or all six, the home page's three, an article's video and channels, or none", () => {
    expect(sectionsOf('/services/marketing')).toEqual([serviceTabs, serviceSections.marketing]);
    expect(sectionsOf('/services/')).toEqual([serviceTabs, ...serviceSlugs.map((slug) => serviceSections[slug])]);
    expect(sectionsOf('/services')).toHaveLength(7);
    expect(sectionsOf('/services/nope')).toEqual([]);
    expect(sectionsOf('/about')).toEqual([]);
    expect(sectionsOf('/')).toEqual([homeSections.typing, homeSections.servicesAndArticles, homeSections.videos]);
    expect(sectionsOf('/articles/3')).toEqual([articleSections.video, articleSections.channels]);
    expect(sectionsOf('/articles')).toEqual([]);
  });
});

describe("a lazy section's module", () => {
  it("is named in the server build, for the prerenderer, and left out of the browser's entry", async () => {
    expect(serviceSections.marketing.module).toBe('');
    vi.stubEnv('SSR', true);
    vi.resetModules();
    try {
      const server = await import('../pages/ServicesPage/serviceSections');
      expect(server.serviceSections.marketing.module).toBe('src/pages/ServicesPage/MarketingSection.tsx');
      const { shellSections } = await import('./shellSections');
      const { sectionsOf: serverSectionsOf } = await import('./pages');
      const all = new Set([
        ...shellSections,
        ...['/', '/services/', '/articles/1', '/contact'].flatMap(serverSectionsOf),
      ]);
      expect(all.size).toBe(15);
      for (const section of all) expect(existsSync(section.module), section.module).toBe(true);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
