import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export { serviceSlugs, type ServiceSlug } from './serviceSlugs';
import { serviceSlugs, type ServiceSlug } from './serviceSlugs';

/** The contact-form types a service maps to (SPEC §2 Contact form; `ETC` belongs to the form only). */
export const serviceContactTypes = [
  'DISTRIBUTION',
  'MARKETING',
  'MUSIC PRODUCTION',
  'VIDEO PRODUCTION',
  'PUBLISHING',
  'ABBEY ROAD STUDIOS',
] as const;
export type ServiceContactType = (typeof serviceContactTypes)[number];

export type ServiceRoute = `/services/${ServiceSlug}`;

export interface Service {
  slug: ServiceSlug;
  /** In-app route of the service page, `/services/{slug}`. */
  route: ServiceRoute;
  /**
   * Name of the service as a tab and navigation label. Korean is the source; the English
   * catalog holds the upper-case label of the header and tab bar (DISTRIBUTION, …).
   * Render with `i18n._(service.label)` or `t(service.label)`.
   */
  label: MessageDescriptor;
  /** The contact-form type its inquiry button opens. */
  contactType: ServiceContactType;
  /** In-app route of that form, e.g. `/contact/MUSIC%20PRODUCTION`. */
  contactRoute: string;
}

export const servicePath = (slug: ServiceSlug): ServiceRoute => `/services/${slug}`;
export const contactPath = (type: string): string => `/contact/${encodeURIComponent(type)}`;

export const isServiceSlug = (value: unknown): value is ServiceSlug =>
  typeof value === 'string' && (serviceSlugs as readonly string[]).includes(value);

const service = (slug: ServiceSlug, label: MessageDescriptor, contactType: ServiceContactType): Service => ({
  slug,
  route: servicePath(slug),
  label,
  contactType,
  contactRoute: contactPath(contactType),
});

// The labels share the context "service name" so they never merge with a same-looking
// sentence elsewhere (e.g. a plain "마케팅" translated in title case).
export const services: readonly Service[] = [
  service('distribution', msg({ message: '음원 유통', context: 'service name' }), 'DISTRIBUTION'),
  service('marketing', msg({ message: '마케팅', context: 'service name' }), 'MARKETING'),
  service('music', msg({ message: '음악 제작', context: 'service name' }), 'MUSIC PRODUCTION'),
  service('video', msg({ message: '영상 제작', context: 'service name' }), 'VIDEO PRODUCTION'),
  service('publishing', msg({ message: '퍼블리싱', context: 'service name' }), 'PUBLISHING'),
  service('abbeyroad', msg({ message: '애비 로드 스튜디오', context: 'service name' }), 'ABBEY ROAD STUDIOS'),
];

export const serviceBySlug = Object.fromEntries(services.map((s) => [s.slug, s])) as Record<ServiceSlug, Service>;
