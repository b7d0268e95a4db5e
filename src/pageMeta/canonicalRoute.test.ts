// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { prerenderRoutes } from '../prerender/routes';
import { canonicalRoute } from './canonicalRoute';

describe('canonicalRoute', () => {
  it('is the route itself for every prerendered page (the sitemap URLs)', () => {
    const routes = prerenderRoutes();
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) expect(canonicalRoute(route), route).toBe(route);
  });

  it.each([
    ['/about/', '/about'],
    ['/ABOUT', '/about'],
    ['/About//', '/about'],
    ['/services', '/services/'],
    ['/SERVICES/', '/services/'],
    ['/Services/music/', '/services/music'],
    ['/articles/3/', '/articles/3'],
    ['/ARTICLES/3', '/articles/3'],
    ['/contact/MUSIC PRODUCTION', '/contact/MUSIC%20PRODUCTION'],
    ['/Contact/MUSIC%20PRODUCTION/', '/contact/MUSIC%20PRODUCTION'],
    ['/contact/COMPLETE', '/contact/complete'],
    ['/notice/2/', '/notice/2'],
    ['/terms?x=1#top', '/terms'],
    ['/Accessibility/', '/accessibility'],
    ['/', '/'],
    ['', '/'],
  ])('%s → %s (one URL per page: no case or trailing-slash twins)', (route, canonical) => {
    expect(canonicalRoute(route)).toBe(canonical);
  });

  it.each([
    '/nope',
    '/about/x',
    '/accessibility/1',
    '/services/MUSIC',
    '/services/unknown',
    '/articles/03',
    '/articles/abc',
    '/articles/%3Cscript%3E',
    '/contact/%E0%A4%A',
    '/notice/0',
    '/a/b/c',
    '/%2e%2e/about',
  ])('%s is no page of the site: no canonical', (route) => {
    expect(canonicalRoute(route)).toBeNull();
  });
});
