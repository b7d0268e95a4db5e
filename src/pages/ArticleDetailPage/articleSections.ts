import { lazySection } from '../../components/LazySection';

/**
 * An article's lazy sections (src/components/LazySection/lazySection.tsx), each its own chunk that hydrates after the
 * page: its video (the player's code), and the official channels under it (their marks are most of
 * its code). Part of the entry (src/app/pages.ts names a route's sections), so this file holds
 * loaders only.
 */
export const articleSections = {
  video: lazySection(import.meta.env.SSR ? 'src/pages/ArticleDetailPage/ArticleVideo.tsx' : '', () =>
    import('./ArticleVideo').then((m) => m.ArticleVideo),
  ),
  channels: lazySection(import.meta.env.SSR ? 'src/pages/ArticleDetailPage/ArticleChannels.tsx' : '', () =>
    import('./ArticleChannels').then((m) => m.ArticleChannels),
  ),
};
