// @vitest-environment node
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../locales/en/contact.po';
import { messages as ko } from '../locales/ko/contact.po';
import {
  apiTypeOf,
  contactPath,
  initialFormState,
  inquiryTypeLabel,
  inquiryTypes,
  isInquiryType,
  parseInquiryType,
  type FormState,
} from './types';

describe('inquiry types (SPEC §2, §7)', () => {
  it('are the seven route names in tab order', () => {
    expect(inquiryTypes).toEqual([
      'DISTRIBUTION',
      'MARKETING',
      'MUSIC PRODUCTION',
      'VIDEO PRODUCTION',
      'PUBLISHING',
      'ABBEY ROAD STUDIOS',
      'ETC',
    ]);
  });
  it('map to the API type segments', () => {
    expect(apiTypeOf).toEqual({
      DISTRIBUTION: 'distribution',
      MARKETING: 'marketing',
      'MUSIC PRODUCTION': 'musicproduction',
      'VIDEO PRODUCTION': 'videoproduction',
      PUBLISHING: 'publishing',
      'ABBEY ROAD STUDIOS': 'abbeyroadstudios',
      ETC: 'other',
    });
  });
  it('isInquiryType', () => {
    expect(isInquiryType('MUSIC PRODUCTION')).toBe(true);
    expect(isInquiryType('music production')).toBe(false);
    expect(isInquiryType('OTHER')).toBe(false);
    expect(isInquiryType(undefined)).toBe(false);
    expect(isInquiryType(3)).toBe(false);
  });
});

describe('parseInquiryType (route parameter)', () => {
  it('no parameter means DISTRIBUTION', () => {
    expect(parseInquiryType(undefined)).toBe('DISTRIBUTION');
    expect(parseInquiryType(null)).toBe('DISTRIBUTION');
    expect(parseInquiryType('')).toBe('DISTRIBUTION');
  });
  it('accepts encoded and already-decoded names', () => {
    expect(parseInquiryType('MUSIC%20PRODUCTION')).toBe('MUSIC PRODUCTION');
    expect(parseInquiryType('ABBEY%20ROAD%20STUDIOS')).toBe('ABBEY ROAD STUDIOS');
    expect(parseInquiryType('VIDEO PRODUCTION')).toBe('VIDEO PRODUCTION');
    expect(parseInquiryType('ETC')).toBe('ETC');
  });
  it('unknown, lower-case or malformed names are null (404)', () => {
    expect(parseInquiryType('marketing')).toBeNull();
    expect(parseInquiryType('OTHER')).toBeNull();
    expect(parseInquiryType('MUSIC+PRODUCTION')).toBeNull();
    expect(parseInquiryType('%E0%A4%A')).toBeNull();
  });
  it('round-trips with contactPath', () => {
    for (const type of inquiryTypes) {
      const param = contactPath(type).slice('/contact/'.length);
      expect(parseInquiryType(param)).toBe(type);
    }
    expect(contactPath('ABBEY ROAD STUDIOS')).toBe('/contact/ABBEY%20ROAD%20STUDIOS');
  });
});

it('tab labels: route names as they are, ETC a translated "other"', () => {
  const i18n = setupI18n({ locale: 'ko', messages: { ko, en } });
  expect(inquiryTypeLabel('MUSIC PRODUCTION', i18n)).toBe('MUSIC PRODUCTION');
  expect(inquiryTypeLabel('ETC', i18n)).toBe('기타');
  i18n.activate('en');
  expect(inquiryTypeLabel('ETC', i18n)).toBe('Other');
});

describe('initialFormState (SPEC §4 defaults)', () => {
  const common = {
    applicantType: 'individual',
    name: '',
    company: '',
    email: '',
    phone: '',
    country: '',
    consent: false,
  };

  it('distribution: not released before, has a video', () => {
    expect(initialFormState('DISTRIBUTION')).toEqual({
      ...common,
      releasedBefore: false,
      releasedUrl: '',
      albumTitle: '',
      artist: '',
      artistStreamingUrl: '',
      artistSnsUrl: '',
      demoUrl: '',
      hasVideo: true,
      releaseDate: '',
      releaseTime: '',
      readyDate: '',
      remark: '',
    });
  });
  it('marketing: has a video, not distributed through us, no budget chosen', () => {
    expect(initialFormState('MARKETING')).toEqual({
      ...common,
      artist: '',
      streamingUrl: '',
      audioUrl: '',
      hasVideo: true,
      videoUrl: '',
      releaseDate: '',
      releaseTime: '',
      distributedByUs: false,
      distributorName: '',
      artistSnsUrl: '',
      budget: { range: '', other: '' },
      comment: '',
    });
  });
  it('video production: own track, distributor undecided, has a video', () => {
    expect(initialFormState('VIDEO PRODUCTION')).toEqual({
      ...common,
      streamingUrl: '',
      videoRequest: '',
      referenceUrl: '',
      audioUrl: '',
      audioSource: 'own',
      distributorChoice: 'undecided',
      distributorName: '',
      releaseDate: '',
      releaseTime: '',
      hasVideo: true,
      videoUrl: '',
      budget: '',
      comment: '',
    });
  });
  it('abbey road: not released before', () => {
    expect(initialFormState('ABBEY ROAD STUDIOS')).toEqual({
      ...common,
      releasedBefore: false,
      releasedUrl: '',
      artistSnsUrl: '',
      comment: '',
    });
  });
  it.each(['MUSIC PRODUCTION', 'PUBLISHING', 'ETC'] as const)('%s: the inquiry text only', (type) => {
    expect(initialFormState(type)).toEqual({ ...common, comment: '' });
  });
  it('returns a fresh object every time (no shared budget object)', () => {
    const a: FormState<'MARKETING'> = initialFormState('MARKETING');
    const b = initialFormState('MARKETING');
    a.budget.other = 'changed';
    expect(b.budget.other).toBe('');
  });
});
