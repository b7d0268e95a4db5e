// @vitest-environment node
import { setupI18n, type MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../locales/en/contact.po';
import { messages as ko } from '../locales/ko/contact.po';
import { mockUnavailableDates } from './mocks/handlers';
import { calendarStart } from './releaseRules';
import { chosenDays, morningOf } from '../../tests/clock/clock';
import { sampleForm } from './fixtures';
import { inquiryTypes, type FieldKey, type FormState, type InquiryType } from './types';
import { EMAIL_PATTERN, isBlank, validate, validationMessages, type ValidationContext } from './validation';

// Saturday 2026-11-21, late in the evening: the time of day must not matter.
const today = new Date(2026, 10, 21, 23, 30);
const DISABLED = '2026-12-09'; // a date the server lists (a Wednesday, like the mock)
const ctx: ValidationContext = { today, disabledDates: [DISABLED] };

const i18n = setupI18n({ locale: 'ko', messages: { ko, en } });
const render = (locale: 'ko' | 'en', message: MessageDescriptor) => {
  i18n.activate(locale);
  return i18n._(message);
};

type Form = FormState & Record<string, unknown>;
interface Rule {
  rule: string;
  /** Breaks exactly this rule (blank values are whitespace: whitespace counts as missing). */
  breaks: (form: Form) => void;
  field: FieldKey;
  /** The exact English text (SPEC §5 where it gives one). */
  en: string;
}

const common: Rule[] = [
  { rule: 'name required', breaks: (f) => void (f.name = '   '), field: 'name', en: 'Please enter the Name.' },
  {
    rule: 'company required for a company',
    breaks: (f) => {
      f.applicantType = 'corporation';
      f.company = ' \t ';
    },
    field: 'company',
    en: 'Please enter the Company name.',
  },
  { rule: 'e-mail required', breaks: (f) => void (f.email = '  '), field: 'email', en: 'Please enter the Email.' },
  {
    rule: 'e-mail pattern',
    breaks: (f) => void (f.email = 'nuri.kim@example'),
    field: 'email',
    en: 'Please check your email format.',
  },
  { rule: 'phone required', breaks: (f) => void (f.phone = ' '), field: 'phone', en: 'Please enter the Phone number.' },
  {
    rule: 'country required',
    breaks: (f) => void (f.country = '\n'),
    field: 'country',
    en: 'Please enter the Country.',
  },
];

const releaseDateRules: Rule[] = [
  {
    rule: 'release date required',
    breaks: (f) => void (f.releaseDate = ''),
    field: 'releaseDate',
    en: 'Please enter the desired release date and time.',
  },
  {
    rule: 'release time required',
    breaks: (f) => void (f.releaseTime = ''),
    field: 'releaseTime',
    en: 'Please enter the desired release date and time.',
  },
  {
    rule: 'release date at least today + 14 days',
    breaks: (f) => void (f.releaseDate = '2026-12-04'),
    field: 'releaseDate',
    en: 'Please choose a desired release date at least 2 weeks from today.',
  },
  {
    rule: 'release date not server-disabled',
    breaks: (f) => void (f.releaseDate = DISABLED),
    field: 'releaseDate',
    en: 'Releases are not possible on the selected date. Please choose another desired release date.',
  },
  {
    rule: 'release time only 12:00 or 18:00',
    breaks: (f) => void (f.releaseTime = '09:00'),
    field: 'releaseTime',
    en: 'Please choose 12:00 or 18:00 as the release time.',
  },
];

const consent: Rule = {
  rule: 'consent last',
  breaks: (f) => void (f.consent = false),
  field: 'consent',
  en: 'Please check the consent to personal information.',
};

const inquiryRule: Rule = {
  rule: 'inquiry required',
  breaks: (f) => void (f.comment = '  '),
  field: 'comment',
  en: 'Please enter the Inquiries.',
};

/** Every rule of every type, in the SPEC §5 order. */
const rulesByType: Record<InquiryType, Rule[]> = {
  DISTRIBUTION: [
    ...common,
    {
      rule: 'released-album URL required when released before',
      breaks: (f) => {
        f.releasedBefore = true;
        f.releasedUrl = ' ';
      },
      field: 'releasedUrl',
      en: 'Please enter the Released album URL.',
    },
    {
      rule: 'album title required',
      breaks: (f) => void (f.albumTitle = ''),
      field: 'albumTitle',
      en: 'Please enter the Album Title.',
    },
    {
      rule: 'artist required',
      breaks: (f) => void (f.artist = ' '),
      field: 'artist',
      en: 'Please enter the Artist name.',
    },
    ...releaseDateRules,
    {
      rule: 'materials-ready date required',
      breaks: (f) => void (f.readyDate = ' '),
      field: 'readyDate',
      en: 'Please enter the completion date for related materials.',
    },
    {
      rule: 'materials-ready date not before today',
      breaks: (f) => void (f.readyDate = '2026-11-20'),
      field: 'readyDate',
      en: 'Please choose today or a later date as the completion date for related materials.',
    },
    consent,
  ],
  MARKETING: [
    ...common,
    {
      rule: 'artist required',
      breaks: (f) => void (f.artist = ''),
      field: 'artist',
      en: 'Please enter the Artist name.',
    },
    {
      rule: 'audio file link required with a video',
      breaks: (f) => {
        f.hasVideo = true;
        f.audioUrl = ' ';
      },
      field: 'audioUrl',
      en: 'Please enter the Audio file link.',
    },
    {
      rule: 'distributor name required when not distributed through us',
      breaks: (f) => {
        f.distributedByUs = false;
        f.distributorName = '  ';
      },
      field: 'distributorName',
      en: 'Please enter the Distributor name.',
    },
    ...releaseDateRules,
    consent,
  ],
  'MUSIC PRODUCTION': [...common, inquiryRule, consent],
  PUBLISHING: [...common, inquiryRule, consent],
  ETC: [...common, inquiryRule, consent],
  'VIDEO PRODUCTION': [
    ...common,
    {
      rule: 'artist streaming URL required',
      breaks: (f) => void (f.streamingUrl = ' '),
      field: 'streamingUrl',
      en: 'Please enter the Artist streaming URL.',
    },
    {
      rule: 'video request required',
      breaks: (f) => void (f.videoRequest = ''),
      field: 'videoRequest',
      en: 'Please enter the Video request.',
    },
    {
      rule: 'audio file link required',
      breaks: (f) => void (f.audioUrl = ' '),
      field: 'audioUrl',
      en: 'Please enter the Audio file link.',
    },
    ...releaseDateRules,
    {
      rule: 'distributor name required when the choice is no',
      breaks: (f) => {
        f.distributorChoice = 'no';
        f.distributorName = ' ';
      },
      field: 'distributorName',
      en: 'Please enter the Distributor name.',
    },
    consent,
  ],
  'ABBEY ROAD STUDIOS': [
    ...common,
    {
      rule: 'URL required when released before',
      breaks: (f) => {
        f.releasedBefore = true;
        f.releasedUrl = '';
      },
      field: 'releasedUrl',
      en: 'Please enter the Released album URL.',
    },
    inquiryRule,
    consent,
  ],
};

const valid = (type: InquiryType) => sampleForm(type, today) as Form;
const HANGUL = /[가-힣]/;

describe.each(inquiryTypes)('validate %s (SPEC §5)', (type) => {
  const rules = rulesByType[type];

  it('accepts the filled sample form', () => {
    expect(validate(type, valid(type), ctx)).toBeNull();
  });

  it.each(rules.map((r, index) => [index + 1, r.rule, r] as const))(
    'rule %i: %s — alone, in both languages',
    (_n, _name, r) => {
      const form = valid(type);
      r.breaks(form);
      const failure = validate(type, form, ctx);
      expect(failure?.field).toBe(r.field);
      expect(render('en', failure!.message)).toBe(r.en);
      const korean = render('ko', failure!.message);
      expect(korean).toMatch(HANGUL);
      expect(korean).not.toBe(r.en);
      expect(korean).toBe(failure!.message.message); // Korean is the source text
    },
  );

  it('reports the earliest failure when several rules are broken (checked in order, consent last)', () => {
    for (let first = 0; first < rules.length; first++) {
      const form = valid(type);
      // Break this rule and every later one; later ones first, so an earlier rule on the same
      // field (e-mail required before e-mail pattern) has the last word.
      for (let k = rules.length - 1; k >= first; k--) rules[k]!.breaks(form);
      const failure = validate(type, form, ctx);
      expect({ rule: rules[first]!.rule, field: failure?.field, en: render('en', failure!.message) }).toEqual({
        rule: rules[first]!.rule,
        field: rules[first]!.field,
        en: rules[first]!.en,
      });
    }
  });

  it('treats an empty string like whitespace: missing', () => {
    expect(validate(type, { ...valid(type), name: '' }, ctx)?.field).toBe('name');
  });
});

describe('conditional rules that do not apply', () => {
  it('does not ask a person for a company name', () => {
    expect(validate('ETC', { ...sampleForm('ETC', today), applicantType: 'individual', company: '' }, ctx)).toBeNull();
  });
  it('accepts a company with its name', () => {
    expect(
      validate('ETC', { ...sampleForm('ETC', today), applicantType: 'corporation', company: 'Haneul Ent.' }, ctx),
    ).toBeNull();
  });
  it('does not ask for a released URL when nothing was released (distribution, abbey road)', () => {
    expect(
      validate('DISTRIBUTION', { ...sampleForm('DISTRIBUTION', today), releasedBefore: false, releasedUrl: '' }, ctx),
    ).toBeNull();
    expect(
      validate(
        'ABBEY ROAD STUDIOS',
        { ...sampleForm('ABBEY ROAD STUDIOS', today), releasedBefore: false, releasedUrl: '' },
        ctx,
      ),
    ).toBeNull();
  });
  it('marketing: no audio link needed without a video; no distributor name when distributed through us', () => {
    const form = sampleForm('MARKETING', today);
    expect(validate('MARKETING', { ...form, hasVideo: false, audioUrl: '' }, ctx)).toBeNull();
    expect(validate('MARKETING', { ...form, distributedByUs: true, distributorName: '' }, ctx)).toBeNull();
  });
  it('video production: a cover skips release date, time and distributor', () => {
    const cover = {
      ...sampleForm('VIDEO PRODUCTION', today),
      audioSource: 'cover' as const,
      releaseDate: '',
      releaseTime: '' as const,
      distributorChoice: 'no' as const,
      distributorName: '',
    };
    expect(validate('VIDEO PRODUCTION', cover, ctx)).toBeNull();
  });
  it('video production: no distributor name for yes or undecided', () => {
    const form = sampleForm('VIDEO PRODUCTION', today);
    expect(validate('VIDEO PRODUCTION', { ...form, distributorChoice: 'yes', distributorName: '' }, ctx)).toBeNull();
    expect(
      validate('VIDEO PRODUCTION', { ...form, distributorChoice: 'undecided', distributorName: '' }, ctx),
    ).toBeNull();
  });
});

describe('date rules (SPEC §5, §9)', () => {
  const distribution = (patch: Partial<FormState<'DISTRIBUTION'>>, context: ValidationContext = ctx) =>
    validate('DISTRIBUTION', { ...sampleForm('DISTRIBUTION', today), ...patch }, context);

  it('allows the release date from exactly today + 14 days', () => {
    expect(distribution({ releaseDate: '2026-12-05' })).toBeNull();
    expect(distribution({ releaseDate: '2026-12-04' })?.message).toBe(validationMessages.releaseDateTooEarly);
  });
  it('rejects a server-disabled date given as an array or a set, and nothing without a list', () => {
    expect(distribution({ releaseDate: DISABLED })?.message).toBe(validationMessages.releaseDateUnavailable);
    expect(distribution({ releaseDate: DISABLED }, { today, disabledDates: new Set([DISABLED]) })?.message).toBe(
      validationMessages.releaseDateUnavailable,
    );
    expect(distribution({ releaseDate: DISABLED }, { today })).toBeNull();
  });
  it('allows the materials-ready date from today, not before', () => {
    expect(distribution({ readyDate: '2026-11-21' })).toBeNull();
    expect(distribution({ readyDate: '2026-11-20' })?.message).toBe(validationMessages.readyDateInPast);
  });
  it('treats an impossible or malformed date as missing', () => {
    expect(distribution({ releaseDate: '2026-02-30' })?.message).toBe(validationMessages.releaseDateTimeRequired);
    expect(distribution({ releaseDate: '12/10/2026' })?.field).toBe('releaseDate');
    expect(distribution({ readyDate: '2026-13-01' })?.message).toBe(validationMessages.readyDateRequired);
  });
  it('accepts both release slots', () => {
    expect(distribution({ releaseTime: '12:00' })).toBeNull();
    expect(distribution({ releaseTime: '18:00' })).toBeNull();
  });
  it('applies the same release-date rules to marketing and own-track video production', () => {
    expect(validate('MARKETING', { ...sampleForm('MARKETING', today), releaseDate: '2026-11-30' }, ctx)?.message).toBe(
      validationMessages.releaseDateTooEarly,
    );
    expect(
      validate('VIDEO PRODUCTION', { ...sampleForm('VIDEO PRODUCTION', today), releaseDate: DISABLED }, ctx)?.message,
    ).toBe(validationMessages.releaseDateUnavailable);
  });
});

/**
 * The date rules at each of the chosen days (tests/clock/clock.ts), with the server's closed days as the
 * mock answers them (every Wednesday). The expected dates are written out, not computed: a month or
 * a year boundary, a closed earliest day and a closed today each have their row.
 */
describe('date rules at the chosen days', () => {
  const expected: Record<
    (typeof chosenDays)[number]['day'],
    { tooEarly: string; earliest: string; firstOpen: string; yesterday: string }
  > = {
    // Today is a closed Wednesday, and so is today + 14: the first open release day is the 17th.
    '2026-12-02': { tooEarly: '2026-12-15', earliest: '2026-12-16', firstOpen: '2026-12-17', yesterday: '2026-12-01' },
    '2026-11-30': { tooEarly: '2026-12-13', earliest: '2026-12-14', firstOpen: '2026-12-14', yesterday: '2026-11-29' },
    '2026-12-31': { tooEarly: '2027-01-13', earliest: '2027-01-14', firstOpen: '2027-01-14', yesterday: '2026-12-30' },
    '2026-11-20': { tooEarly: '2026-12-03', earliest: '2026-12-04', firstOpen: '2026-12-04', yesterday: '2026-11-19' },
  };
  /** The mock's closed days around a date: the calendars of its month and the next, as the page loads them. */
  const closedAround = (iso: string) => {
    const month = new Date(`${iso}T00:00`);
    const next = new Date(month.getFullYear(), month.getMonth() + 1, 1);
    return [...mockUnavailableDates(calendarStart(month)), ...mockUnavailableDates(calendarStart(next))];
  };

  describe.each(chosenDays)('today $day ($why)', ({ day }) => {
    const today = morningOf(day);
    const { tooEarly, earliest, firstOpen, yesterday } = expected[day];
    const context: ValidationContext = { today, disabledDates: closedAround(earliest) };
    const distribution = (patch: Partial<FormState<'DISTRIBUTION'>>) =>
      validate('DISTRIBUTION', { ...sampleForm('DISTRIBUTION', today), ...patch }, context);

    it('allows the release date from today + 14 days, not the day before, and never a closed day', () => {
      expect(distribution({ releaseDate: tooEarly })?.message).toBe(validationMessages.releaseDateTooEarly);
      expect(distribution({ releaseDate: firstOpen })).toBeNull();
      if (firstOpen !== earliest)
        expect(distribution({ releaseDate: earliest })?.message).toBe(validationMessages.releaseDateUnavailable);
    });
    it('allows the materials-ready date from today (closed days do not apply to it), not yesterday', () => {
      expect(distribution({ readyDate: day })).toBeNull();
      expect(distribution({ readyDate: yesterday })?.message).toBe(validationMessages.readyDateInPast);
    });
    it('accepts the sample form of every dated type as the tests fill it (release on the first open day)', () => {
      expect(sampleForm('DISTRIBUTION', today).releaseDate).toBe(firstOpen);
      for (const type of ['DISTRIBUTION', 'MARKETING', 'VIDEO PRODUCTION'] as const)
        expect(validate(type, sampleForm(type, today), context)).toBeNull();
    });
  });
});

describe('e-mail pattern', () => {
  it.each(['a@b.co', 'nuri.kim+demo@mail.example.com', '  padded@example.com  ', '한글@example.kr'])(
    'accepts %j',
    (email) => {
      expect(validate('ETC', { ...sampleForm('ETC', today), email }, ctx)).toBeNull();
    },
  );
  it.each(['plain', 'a@b', '@example.com', 'a@.', 'a b@example.com', 'a@@example.com', 'a@example .com'])(
    'rejects %j',
    (email) => {
      expect(validate('ETC', { ...sampleForm('ETC', today), email }, ctx)?.message).toBe(
        validationMessages.emailFormat,
      );
    },
  );
  it('is a general pattern, not a list of domains', () => {
    expect(EMAIL_PATTERN.test('someone@any-domain.museum')).toBe(true);
  });
});

it('isBlank: empty and whitespace-only are missing', () => {
  expect(isBlank('')).toBe(true);
  expect(isBlank(' \t\n ')).toBe(true);
  expect(isBlank('\u3000')).toBe(true); // ideographic space (Korean IME)
  expect(isBlank(' a ')).toBe(false);
});

it('every validation message is translated to English', () => {
  for (const message of Object.values(validationMessages)) {
    const english = render('en', message);
    expect(english).not.toMatch(HANGUL);
    expect(english).toMatch(/^Please |^Releases /);
  }
});
