import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Service, ServiceSlug } from '../content/services';
import { normalizePath } from '../lib/paths';

/** The parts of the site the header highlights (SPEC §2 Shell). */
export type NavSection = 'about' | 'services' | 'articles' | 'contact';

export interface NavLinkItem {
  href: string;
  label: MessageDescriptor;
  section: NavSection;
}

export interface ServiceNavLinkItem extends NavLinkItem {
  slug: ServiceSlug;
  /** Two-digit position, shown as a quiet index in the menus. */
  index: string;
}

export const aboutLink: NavLinkItem = {
  href: '/about',
  label: msg({ message: '회사 소개', context: 'navigation' }),
  section: 'about',
};
export const articlesLink: NavLinkItem = {
  href: '/articles',
  label: msg({ message: '아티클', context: 'navigation' }),
  section: 'articles',
};
export const contactLink: NavLinkItem = {
  href: '/contact',
  label: msg({ message: '문의', context: 'navigation' }),
  section: 'contact',
};
/** The label of the group (desktop dropdown, mobile submenu) that holds the six service links. */
export const servicesGroupLabel = msg({ message: '서비스', context: 'navigation' });

/** A service as the menus need it: its page, its name and its slug. */
export type NavService = Pick<Service, 'route' | 'label' | 'slug'>;

/** The menus' links to the services (the site passes the six `services` of src/content), numbered in order. */
export const serviceNavLinks = (services: readonly NavService[]): readonly ServiceNavLinkItem[] =>
  services.map((service, i) => ({
    href: service.route,
    label: service.label,
    section: 'services',
    slug: service.slug,
    index: String(i + 1).padStart(2, '0'),
  }));

export { normalizePath };

/** Whether `href` is the page at `currentPath` (→ `aria-current="page"`). */
export const isCurrentPage = (currentPath: string, href: string) => normalizePath(currentPath) === normalizePath(href);

/**
 * The section to highlight for a path. SPEC §2: service, article and contact links are highlighted
 * when the current path *contains* services, article or contact; About only on its own page.
 */
export function activeSection(currentPath: string): NavSection | null {
  const path = normalizePath(currentPath);
  if (path.includes('services')) return 'services';
  if (path.includes('article')) return 'articles';
  if (path.includes('contact')) return 'contact';
  if (path === '/about' || path.startsWith('/about/')) return 'about';
  return null;
}

export interface LinkState {
  /** `aria-current="page"`: the link is exactly this page. */
  current: boolean;
  /** Visual highlight (`data-active`): the link is this page or heads the section it is in. */
  active: boolean;
}

/**
 * How a header link shows for a path. Section links (About, Articles, Contact) highlight for
 * their whole section; a service link highlights only on its own page, while the services group
 * (dropdown button, submenu toggle) carries the section highlight.
 */
export function linkState(currentPath: string, link: NavLinkItem): LinkState {
  const current = isCurrentPage(currentPath, link.href);
  if (link.section === 'services') return { current, active: current };
  return { current, active: current || activeSection(currentPath) === link.section };
}
