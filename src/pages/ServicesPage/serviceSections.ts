import { isServiceSlug, serviceSlugs, type ServiceSlug } from '../../content/services';
import { lazySection, type LazySectionCode } from '../../components/LazySection';

/**
 * The six service sections, each its own chunk (src/components/LazySection/lazySection.tsx): `/services/{name}`
 * needs only its own section's code, and `/services/` hydrates the page's header first, then the
 * tab strip and each section as its code arrives. Part of the entry (src/app/pages.ts names a route's
 * sections), so this file holds loaders only.
 */
export const serviceSections = {
  distribution: lazySection(import.meta.env.SSR ? 'src/pages/ServicesPage/DistributionSection.tsx' : '', () =>
    import('./DistributionSection').then((m) => m.DistributionSection),
  ),
  marketing: lazySection(import.meta.env.SSR ? 'src/pages/ServicesPage/MarketingSection.tsx' : '', () =>
    import('./MarketingSection').then((m) => m.MarketingSection),
  ),
  music: lazySection(import.meta.env.SSR ? 'src/pages/ServicesPage/MusicSection.tsx' : '', () =>
    import('./MusicSection').then((m) => m.MusicSection),
  ),
  video: lazySection(import.meta.env.SSR ? 'src/pages/ServicesPage/VideoSection.tsx' : '', () =>
    import('./VideoSection').then((m) => m.VideoSection),
  ),
  publishing: lazySection(import.meta.env.SSR ? 'src/pages/ServicesPage/PublishingSection.tsx' : '', () =>
    import('./PublishingSection').then((m) => m.PublishingSection),
  ),
  abbeyroad: lazySection(import.meta.env.SSR ? 'src/pages/ServicesPage/AbbeyRoadSection.tsx' : '', () =>
    import('./AbbeyRoadSection').then((m) => m.AbbeyRoadSection),
  ),
} satisfies Record<ServiceSlug, LazySectionCode>;

/** The services' tab strip (Radix Tabs), above every service: its own chunk too (./ServiceTabs.tsx). */
export const serviceTabs = lazySection(import.meta.env.SSR ? 'src/pages/ServicesPage/ServiceTabs.tsx' : '', () =>
  import('./ServiceTabs').then((m) => m.ServiceTabs),
);

/**
 * The lazy sections `/services/{name}` shows, in the order they load: the tab strip, then the
 * service (all six without a name); none for an unknown name (the 404 page).
 */
export function serviceSectionsOf(name: string | undefined): LazySectionCode[] {
  if (!name) return [serviceTabs, ...serviceSlugs.map((slug) => serviceSections[slug])];
  return isServiceSlug(name) ? [serviceTabs, serviceSections[name]] : [];
}
