import { lazySection } from '../../components/LazySection';

/**
 * The home page's lazy sections (src/components/LazySection/lazySection.tsx), each its own chunk that hydrates after
 * the page: the banner's typing line, the services and latest articles, the videos. Part of the
 * entry (src/app/pages.ts names a route's sections), so this file holds loaders only.
 */
export const homeSections = {
  typing: lazySection(import.meta.env.SSR ? 'src/pages/HomePage/HomeTyping.tsx' : '', () =>
    import('./HomeTyping').then((m) => m.HomeTyping),
  ),
  servicesAndArticles: lazySection(import.meta.env.SSR ? 'src/pages/HomePage/HomeServicesAndArticles.tsx' : '', () =>
    import('./HomeServicesAndArticles').then((m) => m.HomeServicesAndArticles),
  ),
  videos: lazySection(import.meta.env.SSR ? 'src/pages/HomePage/HomeVideos.tsx' : '', () =>
    import('./HomeVideos').then((m) => m.HomeVideos),
  ),
};
