import { useLingui } from '@lingui/react';
import { createContext, useContext, useEffect } from 'react';
import { useLocation, useRouter } from 'wouter';
import { isLocale, defaultLocale } from '../i18n/locales';
import {
  applyPageHead,
  pageHead,
  splitLocalePath,
  type CanonicalRoute,
  type PageMetaInput,
  type UrlVariant,
} from './pageMeta';

export { pageTitle } from './pageMeta';

/**
 * Collects the page's meta during a server render (src/entry-server.tsx): effects do not run
 * there, so `usePageMeta` records what the page asked for and the prerenderer writes the head.
 */
export interface PageMetaCollector {
  readonly input: PageMetaInput | null;
  collect(input: PageMetaInput): void;
}
export function createPageMetaCollector(): PageMetaCollector {
  let latest: PageMetaInput | null = null;
  return {
    get input() {
      return latest;
    },
    collect(input) {
      latest = input;
    },
  };
}
export const PageMetaCollectorContext = createContext<PageMetaCollector | null>(null);

/**
 * The site's rule for a route's one URL form, given by the app (src/App.tsx: the route registry's
 * `canonicalRoute`; this folder knows no routes). Without it (a page in a story) a head names no
 * canonical, never the path as typed.
 */
export const CanonicalRouteContext = createContext<CanonicalRoute>(() => null);

/**
 * Title 'Section | NURI MUSIC', description (brand name when none), canonical, hreflang and Open
 * Graph tags of the route on screen (SPEC §2) — the same `pageHead` the prerenderer uses.
 * `indexable: false` (the not-found page, a notice that does not exist): `noindex`, no canonical,
 * alternates or og:url — after a client render as in the prerendered HTML.
 */
export function usePageMeta(
  section: string | null,
  description?: string | null,
  { indexable = true }: { indexable?: boolean } = {},
) {
  const collector = useContext(PageMetaCollectorContext);
  const canonicalOf = useContext(CanonicalRouteContext);
  const [route] = useLocation();
  const { base } = useRouter();
  const { i18n } = useLingui();
  const variant: UrlVariant = splitLocalePath(base ?? '').locale ?? 'x-default';
  const locale = isLocale(i18n.locale) ? i18n.locale : defaultLocale;
  const input: PageMetaInput = { section, description, route, variant, locale, indexable };
  // Server render only: the collector is absent on the client.
  collector?.collect(input);

  useEffect(() => {
    applyPageHead(pageHead({ section, description, route, variant, locale, indexable }, canonicalOf));
  }, [section, description, route, variant, locale, indexable, canonicalOf]);
}
