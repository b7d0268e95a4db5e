/* eslint-disable lingui/no-unlocalized-strings -- route paths and module names, no UI text */

/** The lazily loaded pages of SPEC §2 (NotFoundPage is part of the entry). */
export const pageNames = [
  'HomePage',
  'AboutPage',
  'ServicesPage',
  'ArticlesPage',
  'ArticleDetailPage',
  'ContactPage',
  'ContactCompletePage',
  'TermsPage',
  'AccessibilityPage',
  'NoticeListPage',
  'NoticeDetailPage',
] as const;
export type PageName = (typeof pageNames)[number];

/**
 * The page a route (without its /ko or /en prefix) renders, or null for the not-found page. The
 * router matches the same shapes (src/app/routes.tsx); this is what runs before it: preloading
 * the page's chunk before hydration, and the prerenderer's head links.
 */
export function pageNameOf(route: string): PageName | null {
  const path = route.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
  if (path === '/') return 'HomePage';
  if (path === '/about') return 'AboutPage';
  if (path === '/services' || /^\/services\/[^/]+$/.test(path)) return 'ServicesPage';
  if (path === '/articles') return 'ArticlesPage';
  if (/^\/articles\/[^/]+$/.test(path)) return 'ArticleDetailPage';
  if (path === '/contact/complete') return 'ContactCompletePage';
  if (path === '/contact' || /^\/contact\/[^/]+$/.test(path)) return 'ContactPage';
  if (path === '/terms') return 'TermsPage';
  if (path === '/accessibility') return 'AccessibilityPage';
  if (path === '/notice') return 'NoticeListPage';
  if (/^\/notice\/[^/]+$/.test(path)) return 'NoticeDetailPage';
  return null;
}
