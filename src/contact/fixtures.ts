/* eslint-disable lingui/no-unlocalized-strings -- sample form data for tests, stories and e2e, never shown as UI text */
import { addDays } from 'date-fns';
import { toIsoDate } from '../lib/dates';
import { earliestReadyDate, earliestReleaseDate } from './releaseRules';
import { initialFormState, type FieldsByType, type FormState, type InquiryType } from './types';

/**
 * Completely filled, valid forms of every type, for unit tests, stories and end-to-end tests.
 * Dates are computed from `today`: the release date is the first day from the earliest allowed
 * one (today + 14) that is not a Wednesday (the mock API disables Wednesdays), the materials-ready
 * date is today + 3. Every optional field is filled too, so payload tests see every value travel.
 */
export function sampleReleaseDate(today: Date): string {
  let date = earliestReleaseDate(today);
  while (date.getDay() === 3) date = addDays(date, 1);
  return toIsoDate(date);
}

export const sampleReadyDate = (today: Date): string => toIsoDate(addDays(earliestReadyDate(today), 3));

const sampleSpecific = (today: Date): FieldsByType => ({
  DISTRIBUTION: {
    releasedBefore: false,
    releasedUrl: '',
    albumTitle: 'Blue Hour',
    artist: 'Haneul Park',
    artistStreamingUrl: 'https://music.example.com/artist/haneul',
    artistSnsUrl: 'https://sns.example.com/haneul',
    demoUrl: 'https://files.example.com/blue-hour.zip',
    hasVideo: true,
    releaseDate: sampleReleaseDate(today),
    releaseTime: '18:00',
    readyDate: sampleReadyDate(today),
    remark: 'Lead single is track 2.',
  },
  MARKETING: {
    artist: 'Haneul Park',
    streamingUrl: 'https://music.example.com/artist/haneul',
    audioUrl: 'https://files.example.com/blue-hour.wav',
    hasVideo: true,
    videoUrl: 'https://video.example.com/watch/blue-hour',
    releaseDate: sampleReleaseDate(today),
    releaseTime: '12:00',
    distributedByUs: false,
    distributorName: 'Riverside Records',
    artistSnsUrl: 'https://sns.example.com/haneul',
    budget: { range: '500~1000', other: '' },
    comment: 'Focus on short-form video.',
  },
  'MUSIC PRODUCTION': { comment: 'We need a string arrangement for a ballad.' },
  'VIDEO PRODUCTION': {
    streamingUrl: 'https://music.example.com/artist/haneul',
    videoRequest: 'A one-take performance video on a rooftop.',
    referenceUrl: 'https://video.example.com/watch/reference',
    audioUrl: 'https://files.example.com/blue-hour.wav',
    audioSource: 'own',
    distributorChoice: 'no',
    distributorName: 'Riverside Records',
    releaseDate: sampleReleaseDate(today),
    releaseTime: '18:00',
    hasVideo: true,
    videoUrl: 'https://video.example.com/watch/teaser',
    budget: 'About 3,000,000 KRW',
    comment: 'Shooting in Seoul.',
  },
  PUBLISHING: { comment: 'Can you pitch our catalogue for sync?' },
  'ABBEY ROAD STUDIOS': {
    releasedBefore: true,
    releasedUrl: 'https://music.example.com/album/blue-hour',
    artistSnsUrl: 'https://sns.example.com/haneul',
    comment: 'Mastering for a five-track EP.',
  },
  ETC: { comment: 'A question about a partnership.' },
});

/** A filled, valid form of `type` (a person; consent given). */
export function sampleForm<T extends InquiryType>(type: T, today: Date): FormState<T> {
  return {
    ...initialFormState(type),
    name: 'Nuri Kim',
    company: '',
    email: 'nuri.kim@example.com',
    phone: '010-0000-0000',
    country: 'Republic of Korea',
    ...sampleSpecific(today)[type],
    consent: true,
  } as FormState<T>;
}
