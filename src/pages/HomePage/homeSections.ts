import { lazySection } from '../../lib/lazySection';

/**
 * The home page's lazy sections (src/lib/lazySection.tsx): below the fold, each its own chunk that
 * hydrates after the page. Part of the entry (src/app/pages.ts names a route's sections), so this
 * file holds loaders only.
 */
export const homeSections = {
  videos: lazySection('src/pages/HomePage/HomeVideos.tsx', () => import('./HomeVideos').then((m) => m.HomeVideos)),
};
