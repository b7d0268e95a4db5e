import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { parseIsoDate, toIsoDate } from '../lib/dates';
import { earliestReadyDate, earliestReleaseDate, releaseTimes } from './releaseRules';
import type { FieldKey, FormState, InquiryType, ReleaseTimeValue } from './types';

/**
 * Validation messages (SPEC §5). Korean is the source text; the English catalog holds the §5
 * texts word for word where §5 gives them, and the same 'Please enter the …' style elsewhere.
 */
export const validationMessages = {
  nameRequired: msg`이름을 입력해 주세요.`,
  companyRequired: msg`회사명을 입력해 주세요.`,
  emailRequired: msg`이메일을 입력해 주세요.`,
  emailFormat: msg`이메일 형식을 확인해 주세요.`,
  phoneRequired: msg`연락처를 입력해 주세요.`,
  countryRequired: msg`거주 국가를 입력해 주세요.`,
  releasedUrlRequired: msg`발매된 앨범의 URL을 입력해 주세요.`,
  albumTitleRequired: msg`앨범명을 입력해 주세요.`,
  artistRequired: msg`아티스트명을 입력해 주세요.`,
  releaseDateTimeRequired: msg`발매 희망일과 시간을 입력해 주세요.`,
  releaseDateTooEarly: msg`발매 희망일은 오늘로부터 2주 이후의 날짜로 선택해 주세요.`,
  releaseDateUnavailable: msg`선택하신 날짜에는 발매할 수 없습니다. 다른 발매 희망일을 선택해 주세요.`,
  releaseTimeInvalid: msg`발매 시간은 12:00 또는 18:00 중에서 선택해 주세요.`,
  readyDateRequired: msg`관련 자료 준비 완료일을 입력해 주세요.`,
  readyDateInPast: msg`관련 자료 준비 완료일은 오늘 또는 그 이후의 날짜로 선택해 주세요.`,
  audioUrlRequired: msg`음원 파일 링크를 입력해 주세요.`,
  distributorNameRequired: msg`유통사명을 입력해 주세요.`,
  inquiryRequired: msg`문의 내용을 입력해 주세요.`,
  streamingUrlRequired: msg`아티스트 스트리밍 URL을 입력해 주세요.`,
  videoRequestRequired: msg`원하시는 영상에 대한 설명을 입력해 주세요.`,
  consentRequired: msg`개인정보 수집 및 이용에 동의해 주세요.`,
} satisfies Record<string, MessageDescriptor>;

export interface ValidationFailure {
  /** The form field to mark `aria-invalid` and focus after the alert closes. */
  field: FieldKey;
  message: MessageDescriptor;
}

export interface ValidationContext {
  /** The visitor's today (local time); the time of day is ignored. */
  today: Date;
  /** Dates the server lists as unavailable for a release (YYYY-MM-DD). */
  disabledDates?: ReadonlySet<string> | readonly string[];
}

/** A general e-mail pattern: something@domain.tld, no spaces, one @. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A value is missing when it is empty or only whitespace. */
export const isBlank = (value: string | null | undefined): boolean => !value || value.trim() === '';

type Check = () => ValidationFailure | null;

const fail = (field: FieldKey, message: MessageDescriptor): ValidationFailure => ({ field, message });
const required =
  (field: FieldKey, value: string, message: MessageDescriptor): Check =>
  () =>
    isBlank(value) ? fail(field, message) : null;
const when =
  (condition: boolean, check: Check): Check =>
  () =>
    condition ? check() : null;

const isDisabled = (date: string, disabled: ValidationContext['disabledDates']): boolean =>
  !!disabled && (Array.isArray(disabled) ? disabled.includes(date) : (disabled as ReadonlySet<string>).has(date));

/**
 * Release date and time (distribution, marketing, own-track video production): both required
 * ('Please enter the desired release date and time.'); then the §5 date rules — not earlier than
 * today + 14 days, not a server-disabled date — and the §9 slots. An impossible date counts as missing.
 */
const releaseDateAndTime =
  (date: string, time: ReleaseTimeValue, ctx: ValidationContext): Check =>
  () => {
    if (isBlank(date) || !parseIsoDate(date.trim()))
      return fail('releaseDate', validationMessages.releaseDateTimeRequired);
    if (isBlank(time)) return fail('releaseTime', validationMessages.releaseDateTimeRequired);
    const iso = date.trim();
    if (iso < toIsoDate(earliestReleaseDate(ctx.today)))
      return fail('releaseDate', validationMessages.releaseDateTooEarly);
    if (isDisabled(iso, ctx.disabledDates)) return fail('releaseDate', validationMessages.releaseDateUnavailable);
    if (!(releaseTimes as readonly string[]).includes(time))
      return fail('releaseTime', validationMessages.releaseTimeInvalid);
    return null;
  };

/** Materials-ready date: required, and not before today (SPEC §5). */
const readyDate =
  (date: string, ctx: ValidationContext): Check =>
  () => {
    if (isBlank(date) || !parseIsoDate(date.trim())) return fail('readyDate', validationMessages.readyDateRequired);
    if (date.trim() < toIsoDate(earliestReadyDate(ctx.today)))
      return fail('readyDate', validationMessages.readyDateInPast);
    return null;
  };

function commonChecks(form: FormState): Check[] {
  return [
    required('name', form.name, validationMessages.nameRequired),
    when(form.applicantType === 'corporation', required('company', form.company, validationMessages.companyRequired)),
    required('email', form.email, validationMessages.emailRequired),
    () => (EMAIL_PATTERN.test(form.email.trim()) ? null : fail('email', validationMessages.emailFormat)),
    required('phone', form.phone, validationMessages.phoneRequired),
    required('country', form.country, validationMessages.countryRequired),
  ];
}

/** The type-specific checks, in the order SPEC §5 lists them. */
function typeChecks(type: InquiryType, form: FormState, ctx: ValidationContext): Check[] {
  switch (type) {
    case 'DISTRIBUTION': {
      const f = form as FormState<'DISTRIBUTION'>;
      return [
        when(f.releasedBefore, required('releasedUrl', f.releasedUrl, validationMessages.releasedUrlRequired)),
        required('albumTitle', f.albumTitle, validationMessages.albumTitleRequired),
        required('artist', f.artist, validationMessages.artistRequired),
        releaseDateAndTime(f.releaseDate, f.releaseTime, ctx),
        readyDate(f.readyDate, ctx),
      ];
    }
    case 'MARKETING': {
      const f = form as FormState<'MARKETING'>;
      return [
        required('artist', f.artist, validationMessages.artistRequired),
        when(f.hasVideo, required('audioUrl', f.audioUrl, validationMessages.audioUrlRequired)),
        when(
          !f.distributedByUs,
          required('distributorName', f.distributorName, validationMessages.distributorNameRequired),
        ),
        releaseDateAndTime(f.releaseDate, f.releaseTime, ctx),
      ];
    }
    case 'VIDEO PRODUCTION': {
      const f = form as FormState<'VIDEO PRODUCTION'>;
      const ownTrack = f.audioSource !== 'cover';
      return [
        required('streamingUrl', f.streamingUrl, validationMessages.streamingUrlRequired),
        required('videoRequest', f.videoRequest, validationMessages.videoRequestRequired),
        required('audioUrl', f.audioUrl, validationMessages.audioUrlRequired),
        when(ownTrack, releaseDateAndTime(f.releaseDate, f.releaseTime, ctx)),
        when(
          ownTrack && f.distributorChoice === 'no',
          required('distributorName', f.distributorName, validationMessages.distributorNameRequired),
        ),
      ];
    }
    case 'ABBEY ROAD STUDIOS': {
      const f = form as FormState<'ABBEY ROAD STUDIOS'>;
      return [
        when(f.releasedBefore, required('releasedUrl', f.releasedUrl, validationMessages.releasedUrlRequired)),
        required('comment', f.comment, validationMessages.inquiryRequired),
      ];
    }
    case 'MUSIC PRODUCTION':
    case 'PUBLISHING':
    case 'ETC': {
      const f = form as FormState<'ETC'>;
      return [required('comment', f.comment, validationMessages.inquiryRequired)];
    }
  }
}

/**
 * The first failure of a form, checked exactly in the SPEC §5 order — common fields (name,
 * company if a company, e-mail required, e-mail pattern, phone, country), then the type's own
 * rules in the order §5 lists them, consent last — or `null` when the form can be sent.
 * Date rules are checked right after the presence check of the same date.
 */
export function validate<T extends InquiryType>(
  type: T,
  form: FormState<T>,
  ctx: ValidationContext,
): ValidationFailure | null {
  const checks: Check[] = [
    ...commonChecks(form),
    ...typeChecks(type, form, ctx),
    () => (form.consent ? null : fail('consent', validationMessages.consentRequired)),
  ];
  for (const check of checks) {
    const failure = check();
    if (failure) return failure;
  }
  return null;
}
