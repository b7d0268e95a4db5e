// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { services } from '../content/services';
import {
  aboutLink,
  activeSection,
  articlesLink,
  contactLink,
  isCurrentPage,
  linkState,
  serviceNavLinks,
} from './siteNavigation';

const serviceLinks = serviceNavLinks(services);

describe('activeSection (SPEC §2: the path contains services / article / contact)', () => {
  it.each([
    ['/', null],
    ['/about', 'about'],
    ['/services', 'services'],
    ['/services/music', 'services'],
    ['/articles', 'articles'],
    ['/articles/3', 'articles'],
    ['/contact', 'contact'],
    ['/contact/MARKETING', 'contact'],
    ['/contact/complete', 'contact'],
    ['/terms', null],
    ['/notice/1', null],
  ])('%s → %s', (path, section) => {
    expect(activeSection(path)).toBe(section);
  });
});

describe('linkState', () => {
  it('marks the exact page current and its section active', () => {
    expect(linkState('/articles', articlesLink)).toEqual({ current: true, active: true });
    expect(linkState('/articles/3', articlesLink)).toEqual({ current: false, active: true });
    expect(linkState('/contact/MARKETING', contactLink)).toEqual({ current: false, active: true });
    expect(linkState('/contact/MARKETING', aboutLink)).toEqual({ current: false, active: false });
  });

  it('highlights a service link only on its own page', () => {
    const [distribution, marketing] = serviceLinks;
    expect(linkState('/services/marketing', marketing!)).toEqual({ current: true, active: true });
    expect(linkState('/services/marketing', distribution!)).toEqual({ current: false, active: false });
    expect(linkState('/services', distribution!)).toEqual({ current: false, active: false });
  });

  it('compares decoded paths', () => {
    expect(isCurrentPage('/contact/ABBEY%20ROAD%20STUDIOS', '/contact/ABBEY ROAD STUDIOS')).toBe(true);
  });
});

describe('serviceLinks', () => {
  it('lists the six services in order with their routes', () => {
    expect(serviceLinks.map((l) => l.href)).toEqual(services.map((s) => `/services/${s.slug}`));
    expect(serviceLinks.map((l) => l.index)).toEqual(['01', '02', '03', '04', '05', '06']);
  });
});
