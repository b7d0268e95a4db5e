import { readFileSync } from 'node:fs';
import path from 'node:path';

// The route list of the route sweep (e2e/sweep.spec.ts: policy, hydration, wheel, axe, reflow, keys
// and focus on every page): every route of the built site, read from its sitemap, which the
// prerenderer writes from the route registry (src/app/routeTable.ts). A page added to the registry
// is swept without a line here.

/** The SPEC routes a sitemap lists (its /ko URLs without the prefix), in its order. */
export function routesInSitemap(xml: string): string[] {
  const routes = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname)
    .filter((pathname) => pathname === '/ko/' || pathname.startsWith('/ko/'))
    .map((pathname) => pathname.slice('/ko'.length));
  return [...new Set(routes)];
}

/** Every route of the site (dynamic ones with every value), from the build under test (E2E_DIST). */
export const routes = routesInSitemap(readFileSync(path.join(process.env.E2E_DIST ?? 'dist', 'sitemap.xml'), 'utf8'));
