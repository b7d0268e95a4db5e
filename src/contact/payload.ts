import { brand as brandFacts } from '../content/brand';
import type { Locale } from '../i18n/locales';
import { toPayloadTime } from './releaseRules';
import type { BudgetValue, FormState, InquiryType, ReleaseTimeValue } from './types';

// The constant texts of the payloads (SPEC §3) are data for the back office, which reads Korean:
// they are sent in Korean whatever the UI language, and are never shown on the site.
/* eslint-disable lingui/no-unlocalized-strings */
/** marketing `demo_url` when there is no video ('none'), whatever the audio link field holds. */
export const NO_VIDEO_TEXT = '없음';
/** videoproduction `audio_type` for the visitor's own released or upcoming track. */
export const AUDIO_TYPE_OWN_TEXT = '본인 발매곡 또는 발매 예정곡';
/** videoproduction `audio_type` for a cover or another artist's track. */
export const AUDIO_TYPE_COVER_TEXT = '커버곡 또는 기타 곡';
/** videoproduction `distributor` when the visitor has not decided yet. */
export const DISTRIBUTOR_UNDECIDED_TEXT = '미정';
/* eslint-enable lingui/no-unlocalized-strings */
/** `distributor_name` / `distributor` when distributed through us: the Korean company name 누리뮤직. */
export const PROVIDER_NAME: string = brandFacts.brandKo;
/** abbeyroadstudios `streaming_url` when nothing has been released. */
export const NO_STREAMING_URL = '-';

interface CommonPayload<Type extends string> {
  name: string;
  company: string | null;
  entity: 'corporation' | 'individual';
  email: string;
  phone: string;
  country: string;
  type: Type;
}

export interface DistributionPayload extends CommonPayload<'distribution'> {
  release_experience: boolean;
  desired_release_date: string;
  desired_release_time: string;
  ready_date: string;
  url_release: string;
  url_artist: string;
  url_demo: string;
  url_sns: string;
  remark: string;
  has_mv: boolean;
  album_title: string;
  album_artist: string;
  language: Locale;
}

export interface MarketingPayload extends CommonPayload<'marketing'> {
  artist: string;
  streaming_url: string;
  demo_url: string;
  mv: boolean;
  mv_url: string;
  release_date: string;
  release_time: string;
  distributor: boolean;
  distributor_name: string;
  artist_sns: string;
  budget: string;
  comment: string;
  language: Locale;
}

export interface InquiryTextPayload<
  Type extends 'musicproduction' | 'publishing' | 'other',
> extends CommonPayload<Type> {
  comment: string;
  language: Locale;
}

export interface VideoProductionPayload extends CommonPayload<'videoproduction'> {
  streaming_url: string;
  content: string;
  reference: string;
  audio_url: string;
  audio_type: string;
  budget: string;
  comment: string;
  /** The five own-track fields: all `null` for a cover. */
  distributor: string | null;
  release_date: string | null;
  release_time: string | null;
  mv: boolean | null;
  mv_url: string | null;
  language: Locale;
}

export interface AbbeyRoadPayload extends CommonPayload<'abbeyroadstudios'> {
  streaming_url: string;
  artist_sns: string;
  comment: string;
  language: Locale;
}

export interface PayloadByType {
  DISTRIBUTION: DistributionPayload;
  MARKETING: MarketingPayload;
  'MUSIC PRODUCTION': InquiryTextPayload<'musicproduction'>;
  'VIDEO PRODUCTION': VideoProductionPayload;
  PUBLISHING: InquiryTextPayload<'publishing'>;
  'ABBEY ROAD STUDIOS': AbbeyRoadPayload;
  ETC: InquiryTextPayload<'other'>;
}
export type InquiryPayload = PayloadByType[InquiryType];

const text = (value: string): string => value.trim();
const time = (value: ReleaseTimeValue): string => (value === '' ? '' : toPayloadTime(value));

/** Marketing budget: the typed text for 'Others', otherwise the range ('' when none was chosen). */
export const budgetText = (budget: BudgetValue): string =>
  budget.range === 'Others' ? text(budget.other) : budget.range;

function common<Type extends string>(
  form: FormState,
  type: Type,
  companyWhenPersonal: string | null,
): CommonPayload<Type> {
  const isCompany = form.applicantType === 'corporation';
  return {
    name: text(form.name),
    company: isCompany ? text(form.company) : companyWhenPersonal,
    entity: form.applicantType,
    email: text(form.email),
    phone: text(form.phone),
    country: text(form.country),
    type,
  };
}

/**
 * The request body of an inquiry, field for field and in the order of SPEC §3: the common fields,
 * the type's own fields, then `language` (the UI locale). Text is trimmed; a field that is hidden
 * by the form (a URL behind a 'no' answer) is sent empty rather than with stale text.
 * Expects a form that passed `validate`.
 */
export function buildPayload<T extends InquiryType>(type: T, form: FormState<T>, language: Locale): PayloadByType[T] {
  const payload: InquiryPayload = (() => {
    switch (type) {
      case 'DISTRIBUTION': {
        const f = form as FormState<'DISTRIBUTION'>;
        return {
          // "Company sent as entered": the company name as typed for a company; for a person the
          // (hidden) field is sent as an empty string, never null and never stale text.
          ...common(f, 'distribution' as const, ''),
          release_experience: f.releasedBefore,
          desired_release_date: f.releaseDate,
          desired_release_time: time(f.releaseTime),
          ready_date: f.readyDate,
          url_release: f.releasedBefore ? text(f.releasedUrl) : '',
          url_artist: text(f.artistStreamingUrl),
          url_demo: text(f.demoUrl),
          url_sns: text(f.artistSnsUrl),
          remark: text(f.remark),
          has_mv: f.hasVideo,
          album_title: text(f.albumTitle),
          album_artist: text(f.artist),
          language,
        } satisfies DistributionPayload;
      }
      case 'MARKETING': {
        const f = form as FormState<'MARKETING'>;
        return {
          ...common(f, 'marketing' as const, null),
          artist: text(f.artist),
          streaming_url: text(f.streamingUrl),
          // SPEC §3: the audio link (required with a video) is sent only with a video; without one
          // `demo_url` is the Korean 'none' text, even if a link was typed.
          demo_url: f.hasVideo ? text(f.audioUrl) : NO_VIDEO_TEXT,
          mv: f.hasVideo,
          mv_url: f.hasVideo ? text(f.videoUrl) : '',
          release_date: f.releaseDate,
          release_time: time(f.releaseTime),
          distributor: f.distributedByUs,
          distributor_name: f.distributedByUs ? PROVIDER_NAME : text(f.distributorName),
          artist_sns: text(f.artistSnsUrl),
          budget: budgetText(f.budget),
          comment: text(f.comment),
          language,
        } satisfies MarketingPayload;
      }
      case 'VIDEO PRODUCTION': {
        const f = form as FormState<'VIDEO PRODUCTION'>;
        const own = f.audioSource !== 'cover';
        const distributor =
          f.distributorChoice === 'yes'
            ? PROVIDER_NAME
            : f.distributorChoice === 'no'
              ? text(f.distributorName)
              : DISTRIBUTOR_UNDECIDED_TEXT;
        return {
          ...common(f, 'videoproduction' as const, null),
          streaming_url: text(f.streamingUrl),
          content: text(f.videoRequest),
          reference: text(f.referenceUrl),
          audio_url: text(f.audioUrl),
          audio_type: own ? AUDIO_TYPE_OWN_TEXT : AUDIO_TYPE_COVER_TEXT,
          budget: text(f.budget),
          comment: text(f.comment),
          distributor: own ? distributor : null,
          release_date: own ? f.releaseDate : null,
          release_time: own ? time(f.releaseTime) : null,
          mv: own ? f.hasVideo : null,
          mv_url: own ? (f.hasVideo ? text(f.videoUrl) : '') : null,
          language,
        } satisfies VideoProductionPayload;
      }
      case 'ABBEY ROAD STUDIOS': {
        const f = form as FormState<'ABBEY ROAD STUDIOS'>;
        const released = f.releasedBefore ? text(f.releasedUrl) : '';
        return {
          ...common(f, 'abbeyroadstudios' as const, null),
          streaming_url: released || NO_STREAMING_URL,
          artist_sns: text(f.artistSnsUrl),
          comment: text(f.comment),
          language,
        } satisfies AbbeyRoadPayload;
      }
      case 'MUSIC PRODUCTION':
        return {
          ...common(form, 'musicproduction' as const, null),
          comment: text((form as FormState<'ETC'>).comment),
          language,
        };
      case 'PUBLISHING':
        return {
          ...common(form, 'publishing' as const, null),
          comment: text((form as FormState<'ETC'>).comment),
          language,
        };
      case 'ETC':
        return { ...common(form, 'other' as const, null), comment: text((form as FormState<'ETC'>).comment), language };
    }
    throw new RangeError(`Unknown inquiry type: ${String(type)}`);
  })();
  return payload as PayloadByType[T];
}
