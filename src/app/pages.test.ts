import { describe, expect, it } from 'vitest';
import { articleSections } from '../pages/ArticleDetailPage/articleSections';
import { homeSections } from '../pages/HomePage/homeSections';
import { serviceSections } from '../pages/ServicesPage/serviceSections';
import { sectionsOf } from './pages';

describe('sectionsOf', () => {
  it("names the lazy sections a route renders: one service, all six, the home page's videos, an article's channels, or none", () => {
    expect(sectionsOf('/services/marketing')).toEqual([serviceSections.marketing]);
    expect(sectionsOf('/services/')).toHaveLength(6);
    expect(sectionsOf('/services')).toHaveLength(6);
    expect(sectionsOf('/services/nope')).toEqual([]);
    expect(sectionsOf('/about')).toEqual([]);
    expect(sectionsOf('/')).toEqual([homeSections.videos]);
    expect(sectionsOf('/articles/3')).toEqual([articleSections.channels]);
    expect(sectionsOf('/articles')).toEqual([]);
    expect(serviceSections.marketing.module).toBe('src/pages/ServicesPage/MarketingSection.tsx');
  });
});
