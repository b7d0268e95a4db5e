import { lazySection } from '../../lib/lazySection';

/**
 * An article's lazy section (src/lib/lazySection.tsx): the official channels under it (their marks
 * are most of its code), its own chunk that hydrates after the page. Part of the entry
 * (src/app/pages.ts names a route's sections), so this file holds a loader only.
 */
export const articleSections = {
  channels: lazySection('src/pages/ArticleDetailPage/ArticleChannels.tsx', () =>
    import('./ArticleChannels').then((m) => m.ArticleChannels),
  ),
};
