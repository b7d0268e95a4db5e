import { lazySection, type LazySectionCode } from '../lib/lazySection';

/**
 * The shell's lazy sections (src/lib/lazySection.tsx), on every route: prerendered like the rest,
 * hydrated on their own once their code has arrived (it starts loading as the page hydrates). The
 * prerenderer links their CSS on every page (src/prerender/routes.ts).
 */
export const LazySiteFooter = lazySection('src/app/SiteFooterSection.tsx', () =>
  import('./SiteFooterSection').then((m) => m.SiteFooterSection),
);

export const shellSections: readonly LazySectionCode[] = [LazySiteFooter];
