// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sampleForm } from './fixtures';
import {
  AUDIO_TYPE_COVER_TEXT,
  AUDIO_TYPE_OWN_TEXT,
  budgetText,
  buildPayload,
  DISTRIBUTOR_UNDECIDED_TEXT,
  NO_STREAMING_URL,
  NO_VIDEO_TEXT,
  PROVIDER_NAME,
} from './payload';
import { inquiryTypes, type FormState, type InquiryType } from './types';

const today = new Date(2026, 10, 21);
const form = <T extends InquiryType>(type: T, patch: Partial<FormState<T>> = {}): FormState<T> => ({
  ...sampleForm(type, today),
  ...patch,
});

/** Compares the whole object AND the byte-exact JSON (key order of SPEC §3). */
function expectPayload(actual: unknown, expected: Record<string, unknown>) {
  expect(actual).toEqual(expected);
  expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
}

const person = {
  name: 'Nuri Kim',
  company: null,
  entity: 'individual',
  email: 'nuri.kim@example.com',
  phone: '010-0000-0000',
  country: 'Republic of Korea',
};

describe('the Korean constant texts', () => {
  it('are the documented values', () => {
    expect(NO_VIDEO_TEXT).toBe('없음');
    expect(AUDIO_TYPE_OWN_TEXT).toBe('본인 발매곡 또는 발매 예정곡');
    expect(AUDIO_TYPE_COVER_TEXT).toBe('커버곡 또는 기타 곡');
    expect(DISTRIBUTOR_UNDECIDED_TEXT).toBe('미정');
    expect(PROVIDER_NAME).toBe('누리뮤직');
    expect(NO_STREAMING_URL).toBe('-');
  });
});

describe('distribution → POST {api}/application/homepage', () => {
  const base = {
    ...person,
    company: '',
    type: 'distribution',
    release_experience: false,
    desired_release_date: '2026-12-05',
    desired_release_time: '18:00:00',
    ready_date: '2026-11-24',
    url_release: '',
    url_artist: 'https://music.example.com/artist/haneul',
    url_demo: 'https://files.example.com/blue-hour.zip',
    url_sns: 'https://sns.example.com/haneul',
    remark: 'Lead single is track 2.',
    has_mv: true,
    album_title: 'Blue Hour',
    album_artist: 'Haneul Park',
    language: 'ko',
  };

  it('a person, never released, with a video, in Korean (company sent as an empty string, not null)', () => {
    expectPayload(buildPayload('DISTRIBUTION', form('DISTRIBUTION'), 'ko'), base);
  });

  it('a company, released before, no video, 12:00, in English', () => {
    const payload = buildPayload(
      'DISTRIBUTION',
      form('DISTRIBUTION', {
        applicantType: 'corporation',
        company: '  Haneul Entertainment  ',
        releasedBefore: true,
        releasedUrl: 'https://music.example.com/album/first\nhttps://music.example.com/album/second',
        hasVideo: false,
        releaseTime: '12:00',
      }),
      'en',
    );
    expectPayload(payload, {
      ...base,
      company: 'Haneul Entertainment',
      entity: 'corporation',
      release_experience: true,
      desired_release_time: '12:00:00',
      url_release: 'https://music.example.com/album/first\nhttps://music.example.com/album/second',
      has_mv: false,
      language: 'en',
    });
  });

  it('does not send a released URL hidden behind "not released", nor a company typed before switching to personal', () => {
    const payload = buildPayload(
      'DISTRIBUTION',
      form('DISTRIBUTION', { releasedBefore: false, releasedUrl: 'https://stale.example.com', company: 'Stale Co.' }),
      'ko',
    );
    expect(payload.url_release).toBe('');
    expect(payload.company).toBe('');
  });

  it('trims text and leaves optional fields empty when not given', () => {
    const payload = buildPayload(
      'DISTRIBUTION',
      form('DISTRIBUTION', { name: '  Nuri Kim ', artistStreamingUrl: '', artistSnsUrl: ' ', demoUrl: '', remark: '' }),
      'ko',
    );
    expectPayload(payload, { ...base, url_artist: '', url_demo: '', url_sns: '', remark: '' });
  });
});

describe('marketing → POST {site}/homepage/marketing', () => {
  const base = {
    ...person,
    type: 'marketing',
    artist: 'Haneul Park',
    streaming_url: 'https://music.example.com/artist/haneul',
    demo_url: 'https://files.example.com/blue-hour.wav',
    mv: true,
    mv_url: 'https://video.example.com/watch/blue-hour',
    release_date: '2026-12-05',
    release_time: '12:00:00',
    distributor: false,
    distributor_name: 'Riverside Records',
    artist_sns: 'https://sns.example.com/haneul',
    budget: '500~1000',
    comment: 'Focus on short-form video.',
    language: 'en',
  };

  it('with a video, another distributor, a budget range', () => {
    expectPayload(buildPayload('MARKETING', form('MARKETING'), 'en'), base);
  });

  it('without a video and without an audio link: demo_url is the Korean none text, mv_url empty', () => {
    const payload = buildPayload(
      'MARKETING',
      form('MARKETING', { hasVideo: false, audioUrl: '  ', videoUrl: 'https://stale' }),
      'en',
    );
    expectPayload(payload, { ...base, demo_url: '없음', mv: false, mv_url: '' });
  });

  it('without a video but with an audio link typed anyway: demo_url is still the Korean none text (SPEC §3)', () => {
    const payload = buildPayload('MARKETING', form('MARKETING', { hasVideo: false, videoUrl: '' }), 'en');
    expectPayload(payload, { ...base, demo_url: '없음', mv: false, mv_url: '' });
  });

  it('distributed through us: distributor true and our Korean name, whatever was typed', () => {
    const payload = buildPayload(
      'MARKETING',
      form('MARKETING', { distributedByUs: true, distributorName: 'Stale' }),
      'ko',
    );
    expectPayload(payload, { ...base, distributor: true, distributor_name: '누리뮤직', language: 'ko' });
  });

  it('budget "Others" sends the typed text; no choice sends an empty string', () => {
    expectPayload(
      buildPayload('MARKETING', form('MARKETING', { budget: { range: 'Others', other: ' 2억 원 ' } }), 'en'),
      {
        ...base,
        budget: '2억 원',
      },
    );
    expect(buildPayload('MARKETING', form('MARKETING', { budget: { range: '', other: 'ignored' } }), 'en').budget).toBe(
      '',
    );
    expect(budgetText({ range: '5000~10000', other: 'ignored' })).toBe('5000~10000');
    expect(budgetText({ range: 'Others', other: '' })).toBe('');
  });

  it('a company applicant: company name and corporation', () => {
    const payload = buildPayload(
      'MARKETING',
      form('MARKETING', { applicantType: 'corporation', company: 'Haneul Ent.' }),
      'en',
    );
    expect(payload.company).toBe('Haneul Ent.');
    expect(payload.entity).toBe('corporation');
  });
});

describe.each([
  ['MUSIC PRODUCTION', 'musicproduction', 'We need a string arrangement for a ballad.'],
  ['PUBLISHING', 'publishing', 'Can you pitch our catalogue for sync?'],
  ['ETC', 'other', 'A question about a partnership.'],
] as const)('%s → POST {site}/homepage/%s', (type, apiType, comment) => {
  it('a person in Korean', () => {
    expectPayload(buildPayload(type, form(type), 'ko'), { ...person, type: apiType, comment, language: 'ko' });
  });
  it('a company in English (company null only for a person)', () => {
    expectPayload(buildPayload(type, form(type, { applicantType: 'corporation', company: 'Haneul Ent.' }), 'en'), {
      ...person,
      company: 'Haneul Ent.',
      entity: 'corporation',
      type: apiType,
      comment,
      language: 'en',
    });
  });
  it('a person never sends a company typed before switching back to personal', () => {
    expect(
      buildPayload(type, form(type, { applicantType: 'individual', company: 'Stale Co.' }), 'ko').company,
    ).toBeNull();
  });
});

describe('videoproduction → POST {site}/homepage/videoproduction', () => {
  const base = {
    ...person,
    type: 'videoproduction',
    streaming_url: 'https://music.example.com/artist/haneul',
    content: 'A one-take performance video on a rooftop.',
    reference: 'https://video.example.com/watch/reference',
    audio_url: 'https://files.example.com/blue-hour.wav',
    audio_type: '본인 발매곡 또는 발매 예정곡',
    budget: 'About 3,000,000 KRW',
    comment: 'Shooting in Seoul.',
    distributor: 'Riverside Records',
    release_date: '2026-12-05',
    release_time: '18:00:00',
    mv: true,
    mv_url: 'https://video.example.com/watch/teaser',
    language: 'ko',
  };

  it('own track distributed elsewhere (choice no): the entered label', () => {
    expectPayload(buildPayload('VIDEO PRODUCTION', form('VIDEO PRODUCTION'), 'ko'), base);
  });

  it('own track through us (choice yes): our Korean name', () => {
    expectPayload(
      buildPayload(
        'VIDEO PRODUCTION',
        form('VIDEO PRODUCTION', { distributorChoice: 'yes', distributorName: 'Stale' }),
        'ko',
      ),
      { ...base, distributor: '누리뮤직' },
    );
  });

  it('own track, distributor undecided, no video: the undecided text, mv false, mv_url empty', () => {
    expectPayload(
      buildPayload(
        'VIDEO PRODUCTION',
        form('VIDEO PRODUCTION', { distributorChoice: 'undecided', hasVideo: false, videoUrl: 'https://stale' }),
        'en',
      ),
      { ...base, distributor: '미정', mv: false, mv_url: '', language: 'en' },
    );
  });

  it('a cover: the cover text and the five own-track fields null', () => {
    expectPayload(buildPayload('VIDEO PRODUCTION', form('VIDEO PRODUCTION', { audioSource: 'cover' }), 'en'), {
      ...base,
      audio_type: '커버곡 또는 기타 곡',
      distributor: null,
      release_date: null,
      release_time: null,
      mv: null,
      mv_url: null,
      language: 'en',
    });
  });
});

describe('abbeyroadstudios → POST {site}/homepage/abbeyroadstudios', () => {
  const base = {
    ...person,
    type: 'abbeyroadstudios',
    streaming_url: 'https://music.example.com/album/blue-hour',
    artist_sns: 'https://sns.example.com/haneul',
    comment: 'Mastering for a five-track EP.',
    language: 'en',
  };

  it('released before: the released URL', () => {
    expectPayload(buildPayload('ABBEY ROAD STUDIOS', form('ABBEY ROAD STUDIOS'), 'en'), base);
  });

  it("not released: '-' (even if a URL was typed before answering no)", () => {
    expectPayload(buildPayload('ABBEY ROAD STUDIOS', form('ABBEY ROAD STUDIOS', { releasedBefore: false }), 'en'), {
      ...base,
      streaming_url: '-',
    });
  });

  it("released before but the URL is blank: '-'", () => {
    expect(
      buildPayload('ABBEY ROAD STUDIOS', form('ABBEY ROAD STUDIOS', { releasedUrl: ' ' }), 'en').streaming_url,
    ).toBe('-');
  });
});

it('every type carries language and the common fields first, in order', () => {
  for (const type of inquiryTypes) {
    const keys = Object.keys(buildPayload(type, form(type), 'en'));
    expect(keys.slice(0, 7)).toEqual(['name', 'company', 'entity', 'email', 'phone', 'country', 'type']);
    expect(keys.at(-1)).toBe('language');
  }
});
