import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReleaseTime } from './releaseRules';

export { defaultInquiryType, inquiryTypes, isInquiryType, parseInquiryType, type InquiryType } from './inquiryTypes';
import type { InquiryType } from './inquiryTypes';

/** The `type` of the payload and, except for distribution, the `{site}/homepage/{type}` segment (SPEC §3, §7). */
export const apiTypes = [
  'distribution',
  'marketing',
  'musicproduction',
  'videoproduction',
  'publishing',
  'abbeyroadstudios',
  'other',
] as const;
export type ApiType = (typeof apiTypes)[number];

export const apiTypeOf: Record<InquiryType, ApiType> = {
  DISTRIBUTION: 'distribution',
  MARKETING: 'marketing',
  'MUSIC PRODUCTION': 'musicproduction',
  'VIDEO PRODUCTION': 'videoproduction',
  PUBLISHING: 'publishing',
  'ABBEY ROAD STUDIOS': 'abbeyroadstudios',
  ETC: 'other',
};

/** The route of an inquiry type: `/contact/MUSIC%20PRODUCTION`. */
export const contactPath = (type: InquiryType): string => `/contact/${encodeURIComponent(type)}`;
export const contactCompletePath = '/contact/complete';

const otherTabLabel = msg({ message: '기타', context: 'contact inquiry type tab' });

/**
 * The tab label of a type: the route names are shown as they are in both languages (like the
 * services tabs); only the last one is a translated 'other' (SPEC §2).
 */
export const inquiryTypeLabel = (type: InquiryType, i18n: I18n): string =>
  type === 'ETC' ? i18n._(otherTabLabel) : type;

// ---------------------------------------------------------------------------------------------
// Form state

/**
 * The applicant type, in the words of the payload's `entity` (SPEC §3): the form shows them as
 * 개인 / 회사 (SPEC §2 "personal or company").
 */
export const applicantTypes = ['individual', 'corporation'] as const;
export type ApplicantType = (typeof applicantTypes)[number];

/** 'YYYY-MM-DD', or '' when no date is chosen. */
export type IsoDateString = string;
/** A release slot, or '' when none is chosen (SPEC §9: 12:00 and 18:00 only). */
export type ReleaseTimeValue = '' | ReleaseTime;

/** Budget ranges of the marketing dropdown, in units of 10,000 KRW (SPEC §5, §9). */
// Option values (sent as they are); the dropdown renders its own labels.
// eslint-disable-next-line lingui/no-unlocalized-strings
export const budgetRanges = ['100~500', '500~1000', '1000~5000', '5000~10000', 'Others'] as const;
export type BudgetRange = (typeof budgetRanges)[number];
export interface BudgetValue {
  /** '' until something is chosen (the budget is optional). */
  range: '' | BudgetRange;
  /** Free text, used only when `range` is 'Others'. */
  other: string;
}

/** Video production: the audio is the visitor's own (released or upcoming) track, or a cover/other track. */
export const audioSources = ['own', 'cover'] as const;
export type AudioSource = (typeof audioSources)[number];

/** Video production: distributed through NURI MUSIC (yes), elsewhere (no, then a name), or not decided yet. */
export const distributorChoices = ['yes', 'no', 'undecided'] as const;
export type DistributorChoice = (typeof distributorChoices)[number];

/** Fields of every type (SPEC §2 "Common fields"). */
export interface CommonFields {
  applicantType: ApplicantType;
  name: string;
  /** Shown and required only when `applicantType` is 'corporation'. */
  company: string;
  email: string;
  phone: string;
  country: string;
  /** Personal-information consent; never stored in the draft. */
  consent: boolean;
}

export interface DistributionFields {
  releasedBefore: boolean;
  /** Released-album URL(s) (textarea), required when `releasedBefore`. → url_release */
  releasedUrl: string;
  albumTitle: string;
  /** → album_artist */
  artist: string;
  /** Artist streaming URLs. → url_artist */
  artistStreamingUrl: string;
  /** Artist social links. → url_sns */
  artistSnsUrl: string;
  /** Link to the demo/audio files. → url_demo */
  demoUrl: string;
  /** Has a music video. → has_mv */
  hasVideo: boolean;
  releaseDate: IsoDateString;
  releaseTime: ReleaseTimeValue;
  /** Materials-ready date. → ready_date */
  readyDate: IsoDateString;
  remark: string;
}

export interface MarketingFields {
  artist: string;
  streamingUrl: string;
  /** Link to the audio files. → demo_url */
  audioUrl: string;
  hasVideo: boolean;
  videoUrl: string;
  releaseDate: IsoDateString;
  releaseTime: ReleaseTimeValue;
  /** Distributed through NURI MUSIC. → distributor */
  distributedByUs: boolean;
  /** The other distributor, required when not `distributedByUs`. */
  distributorName: string;
  artistSnsUrl: string;
  budget: BudgetValue;
  comment: string;
}

/** MUSIC PRODUCTION, PUBLISHING and ETC: the inquiry text only. */
export interface InquiryFields {
  comment: string;
}

export interface VideoProductionFields {
  streamingUrl: string;
  /** Description of the requested video. → content */
  videoRequest: string;
  /** → reference */
  referenceUrl: string;
  audioUrl: string;
  audioSource: AudioSource;
  /** Own tracks only (hidden for a cover). */
  distributorChoice: DistributorChoice;
  distributorName: string;
  releaseDate: IsoDateString;
  releaseTime: ReleaseTimeValue;
  hasVideo: boolean;
  videoUrl: string;
  /** Free budget text (SPEC §2 "budget text"). */
  budget: string;
  comment: string;
}

export interface AbbeyRoadFields {
  releasedBefore: boolean;
  releasedUrl: string;
  artistSnsUrl: string;
  comment: string;
}

export interface FieldsByType {
  DISTRIBUTION: DistributionFields;
  MARKETING: MarketingFields;
  'MUSIC PRODUCTION': InquiryFields;
  'VIDEO PRODUCTION': VideoProductionFields;
  PUBLISHING: InquiryFields;
  'ABBEY ROAD STUDIOS': AbbeyRoadFields;
  ETC: InquiryFields;
}

/** The whole form of one type. */
export type FormState<T extends InquiryType = InquiryType> = CommonFields & FieldsByType[T];

/** Every field key of any type (validation reports one of these; the page focuses it). */
export type FieldKey =
  | keyof CommonFields
  | keyof DistributionFields
  | keyof MarketingFields
  | keyof InquiryFields
  | keyof VideoProductionFields
  | keyof AbbeyRoadFields;

const commonDefaults = (): CommonFields => ({
  applicantType: 'individual',
  name: '',
  company: '',
  email: '',
  phone: '',
  country: '',
  consent: false,
});

/**
 * The empty form of a type with the SPEC §4 defaults: applicant personal (`individual`);
 * released-before false; has-video TRUE for distribution, marketing and video production; distributed-through-us false.
 * Our choices where §4 is silent: video production starts with the visitor's own track (the
 * first option, and the one that shows all fields) and distributor choice 'undecided' (the
 * neutral answer, which asks for no name); the budget dropdown starts unselected.
 */
export function initialFormState<T extends InquiryType>(type: T): FormState<T> {
  const common = commonDefaults();
  const specific: FieldsByType[InquiryType] = (() => {
    switch (type) {
      case 'DISTRIBUTION':
        return {
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
        } satisfies DistributionFields;
      case 'MARKETING':
        return {
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
        } satisfies MarketingFields;
      case 'VIDEO PRODUCTION':
        return {
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
        } satisfies VideoProductionFields;
      case 'ABBEY ROAD STUDIOS':
        return { releasedBefore: false, releasedUrl: '', artistSnsUrl: '', comment: '' } satisfies AbbeyRoadFields;
      default:
        return { comment: '' } satisfies InquiryFields;
    }
  })();
  return { ...common, ...specific } as unknown as FormState<T>;
}
