// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contactPath, isServiceSlug, serviceBySlug, serviceContactTypes, serviceSlugs, services } from './services';

describe('services', () => {
  it('has the six services of SPEC §2 in order, each with its route and contact type', () => {
    expect(services.map((s) => s.slug)).toEqual([...serviceSlugs]);
    expect(services.map((s) => s.route)).toEqual([
      '/services/distribution',
      '/services/marketing',
      '/services/music',
      '/services/video',
      '/services/publishing',
      '/services/abbeyroad',
    ]);
    expect(services.map((s) => s.contactType)).toEqual([...serviceContactTypes]);
  });

  it('encodes contact routes the way the spec writes them', () => {
    expect(serviceBySlug.abbeyroad.contactRoute).toBe('/contact/ABBEY%20ROAD%20STUDIOS');
    expect(contactPath('MARKETING')).toBe('/contact/MARKETING');
  });

  it('labels each service with a Korean source message in the "service name" context', () => {
    expect(serviceBySlug.distribution.label.message).toBe('음원 유통');
    expect(services.every((s) => typeof s.label.id === 'string' && s.label.id.length > 0)).toBe(true);
  });

  it('recognises slugs', () => {
    expect(isServiceSlug('music')).toBe(true);
    expect(isServiceSlug('MUSIC')).toBe(false);
    expect(isServiceSlug(undefined)).toBe(false);
  });
});
