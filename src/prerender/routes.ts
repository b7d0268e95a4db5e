import { articles } from 'virtual:content/articles';
import { notices } from 'virtual:content/notices';
import { sectionsOf } from '../app/pages';
import { inquiryTypes } from '../contact/inquiryTypes';
import { pageNameOf, prerenderPaths } from '../app/routeTable';
import { shellSections } from '../app/shellSections';

/**
 * Every route the build prerenders (SPEC §2), as URL paths (percent-encoded: a contact type with
 * a space is `/contact/MUSIC%20PRODUCTION`). Each is written three times: /ko/…, /en/… and the
 * unprefixed x-default twin. The route registry (src/app/routeTable.ts) lists them; the dynamic
 * ones take every article id, every notice position and every inquiry type from here.
 */
export function prerenderRoutes(): string[] {
  const articleIds = [...new Set([...articles.ko, ...articles.en].map((article) => article.id))].sort((a, b) => a - b);
  const noticeCount = Math.max(notices.ko.length, notices.en.length);
  return prerenderPaths({ articleIds, noticeCount, inquiryTypes });
}

/**
 * The page module a route renders (src/app/routes.tsx loads each page lazily): the prerenderer
 * links that chunk's CSS and JS in the page's head, so the page is styled before any script runs.
 */
export function pageModuleOf(route: string): string | null {
  const name = pageNameOf(route);
  return name ? `src/pages/${name}/index.ts` : null;
}

/**
 * The modules of the lazy sections a route renders (the shell's, src/app/shellSections.ts, and the
 * page's, src/app/pages.ts): the prerenderer links their CSS in the page's head (the prerendered
 * sections are styled at first paint) but not their JS.
 */
export function sectionModulesOf(route: string): string[] {
  return [...shellSections, ...sectionsOf(route)].map((section) => section.module);
}
