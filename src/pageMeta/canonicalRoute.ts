import { serviceSlugs } from '../content/serviceSlugs';

/**
 * The one URL form of a route (without its /ko or /en prefix), as the sitemap lists it and every
 * page's canonical names it, or null when the route is no page of the site (SPEC §2).
 *
 * The router matches case-insensitively and with or without a trailing slash, so `/ABOUT`,
 * `/about/` and `/about` all show About: they all have the canonical `/about`. The page names
 * keep their case (`/about`, `/services/`); a service slug and a number (`/articles/3`, not `03`)
 * are matched exactly the way the pages match them, a contact type is written percent-encoded
 * once (`/contact/MUSIC%20PRODUCTION`; the page itself renders an unknown type as not found,
 * noindex). `/services` and `/services/` are `/services/` (SPEC §2).
 */
export function canonicalRoute(route: string): string | null {
  const [page = '', param, extra] = route
    .replace(/[?#].*$/, '')
    .split('/')
    .filter(Boolean);
  const name = page.toLowerCase();
  if (!page) return '/';
  if (extra !== undefined || !/^(about|services|articles|contact|terms|accessibility|notice)$/.test(name)) return null;
  if (param === undefined) return name === 'services' ? '/services/' : `/${name}`;
  if (name === 'contact') {
    if (param.toLowerCase() === 'complete') return '/contact/complete';
    try {
      return `/contact/${encodeURIComponent(decodeURIComponent(param))}`;
    } catch {
      return null; // a malformed escape such as %E0%A4%A
    }
  }
  const valid =
    name === 'services'
      ? (serviceSlugs as readonly string[]).includes(param)
      : (name === 'articles' || name === 'notice') && /^[1-9]\d*$/.test(param);
  return valid ? `/${name}/${param}` : null;
}
