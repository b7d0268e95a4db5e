import { i18n as globalI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createElement, Fragment, type ReactElement } from 'react';
import { apiClient, ApiError, isApiError, type ApiClient } from './api/client';
import { brand as brandFacts } from '../content/brand';
import type { Locale } from '../i18n/locales';
import type { AppActions, DialogMessage, DialogText } from '../store';
import { clearDraft, saveDraft, sessionDraftStorage, type DraftStorage } from './draft';
import { createIdempotencyKeys, type IdempotencyKeys } from './idempotency';
import { RIGHTS_HOLDER_SITE_URL } from './links';
import { buildPayload } from './payload';
import type { FormState, InquiryType } from './types';

/** Distribution response codes with a message (SPEC §8). */
export const MEMBER_EMAIL_CODE = 10;
export const UNDER_REVIEW_CODE = 8;

const brand = brandFacts.brand;

export const submitMessages = {
  releaseTitle: msg`발매 신청 안내`,
  memberEmail: msg`입력하신 이메일은 이미 ${brand} 유통 시스템에 가입된 회원의 이메일입니다. 회원은 권리자 사이트에서 발매 신청을 해 주세요.`,
  openRightsHolderSite: msg`권리자 사이트 열기`,
  newWindow: msg`(새 창에서 열림)`,
  underReview: msg`이전에 보내 주신 발매 신청을 아직 검토하고 있습니다. 검토 결과(승인 또는 보류)가 나온 뒤에 새로 신청하실 수 있습니다.`,
  notSentTitle: msg`전송하지 못했습니다`,
  /** The browser was offline: the request never left. */
  offline: msg`인터넷에 연결되어 있지 않아 아무것도 전송되지 않았습니다. 작성하신 내용은 양식에 그대로 남아 있으니 인터넷에 연결된 뒤 다시 보내 주세요.`,
  /** The server answered that it did not accept the inquiry (an error status or an API error). */
  notAccepted: msg`서버가 문의를 접수하지 못했습니다. 일시적인 문제일 수 있습니다. 작성하신 내용은 양식에 그대로 남아 있으니 잠시 후 다시 보내 주세요.`,
  unconfirmedTitle: msg`전송 여부를 확인하지 못했습니다`,
  /** No (readable) answer after the request left: it may have been received. */
  unconfirmed: msg`문의가 전송되었는지 확인하지 못했습니다. 저희에게 이미 도착했을 수도 있습니다. 다시 보내기 전에 저희가 보낸 접수 확인 이메일이 왔는지 확인해 주세요. 작성하신 내용은 양식에 그대로 남아 있습니다.`,
};

/**
 * What the visitor is told after a failed send — only what is known:
 * - `offline`: the browser was offline, the request provably never left → nothing was sent;
 * - `not-accepted`: the server answered with an error (4xx, 500, 503, an API error) → it did
 *   not take the inquiry;
 * - `unconfirmed`: the request left but no usable answer came back — a timeout (the client gave
 *   up, the server may still have received it), a connection dropped or reset (the browser
 *   cannot tell before or after the server read it), an answer cut off or unreadable, or a
 *   gateway's 502/504 (the server behind it may have processed it) → we cannot confirm.
 */
export type FailureNotice = 'offline' | 'not-accepted' | 'unconfirmed';

/** HTTP statuses of a gateway that lost the answer of the server behind it. */
const GATEWAY_LOST_ANSWER = new Set([502, 504]);

export function failureNotice(error: ApiError): FailureNotice {
  switch (error.kind) {
    case 'offline':
      return 'offline';
    case 'timeout':
    case 'network':
    case 'malformed':
      return 'unconfirmed';
    case 'http':
      return error.status !== undefined && GATEWAY_LOST_ANSWER.has(error.status) ? 'unconfirmed' : 'not-accepted';
    case 'api':
      return 'not-accepted';
  }
}

const noticeMessages = {
  offline: [submitMessages.notSentTitle, submitMessages.offline],
  'not-accepted': [submitMessages.notSentTitle, submitMessages.notAccepted],
  unconfirmed: [submitMessages.unconfirmedTitle, submitMessages.unconfirmed],
} as const;

export type SubmitResult =
  /** Sent: the page clears the form and goes to /contact/complete. */
  | { ok: true }
  /** Ignored: another send of this submitter was still running (double submit). */
  | { ok: false; reason: 'busy' }
  /** Distribution codes 10 and 8: an alert was shown. */
  | { ok: false; reason: 'member' | 'under-review'; code: number }
  /** Any other answer code: nothing is shown besides the loading overlay hiding (SPEC §8). */
  | { ok: false; reason: 'code'; code: number }
  /** An `error_code` 20000 answer: swallowed (SPEC §8), nothing is shown. */
  | { ok: false; reason: 'swallowed' }
  /** Network failure, timeout, HTTP error, malformed answer, API error without a code: alert shown. */
  | { ok: false; reason: 'failed'; error: ApiError; notice: FailureNotice };

export interface SubmitApplicationOptions<T extends InquiryType> {
  type: T;
  /** A form that passed `validate`. */
  form: FormState<T>;
  /** The UI locale, sent as `language`. */
  language: Locale;
  actions: Pick<AppActions, 'setLoading' | 'alert'>;
  /** Default: the site's client. */
  api?: Pick<ApiClient, 'submitInquiry'>;
  /** Renders the alerts (default: the global Lingui instance, which follows the UI language). */
  i18n?: I18n;
  /** Default: the tab's sessionStorage. */
  draftStorage?: DraftStorage | null;
  /** Runs when an alert of this send is closed (e.g. to put the focus back on the submit button). */
  onAlertClose?: () => void;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The `code` of an answer body: `data.code` (the documented "response data code"), else a
 * top-level `code`. Numbers and numeric strings are accepted.
 */
export function responseCode(body: unknown): number | undefined {
  if (!isObject(body)) return undefined;
  const raw = isObject(body.data) && 'code' in body.data ? body.data.code : body.code;
  const code = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof code === 'number' && Number.isFinite(code) ? code : undefined;
}

/**
 * The code-10 alert as React content: the sentence, then a link that opens the rights-holder site
 * in a new window (React escapes the translated text; no HTML is built).
 */
export function memberEmailAlert(i18n: I18n): ReactElement {
  const label = `${i18n._(submitMessages.openRightsHolderSite)} ${i18n._(submitMessages.newWindow)}`;
  return createElement(
    Fragment,
    null,
    createElement('p', null, i18n._(submitMessages.memberEmail)),
    createElement(
      'p',
      null,
      createElement('a', { href: RIGHTS_HOLDER_SITE_URL, target: '_blank', rel: 'noopener noreferrer' }, label),
    ),
  );
}

/**
 * Sends one inquiry (SPEC §4, §8): loading on; send; loading off after EVERY answer; then
 * - success (no code or code 0) → `{ ok: true }`, the draft of the type is cleared;
 * - distribution code 10 / 8 → the member / under-review alert;
 * - any other code, or an `error_code` 20000 answer → nothing shown (SPEC §8);
 * - anything else (offline, timeout, 4xx/5xx, malformed JSON, API error without a code) → an alert
 *   that says what is known (`failureNotice`) and that the form is intact (beyond the seed,
 *   which failed silently).
 * The form is never touched here; the draft is saved before sending so a reload keeps it.
 *
 * Every send carries an idempotency key (`keys`, by default one set shared by the page's
 * submitters, so it survives leaving and coming back to the contact page): the same for retries
 * of one submission, dropped after a success or by `newSubmission()`.
 */
export function createApplicationSubmitter(keys: IdempotencyKeys = sharedIdempotencyKeys) {
  let sending = false;

  async function submit<T extends InquiryType>(options: SubmitApplicationOptions<T>): Promise<SubmitResult> {
    if (sending) return { ok: false, reason: 'busy' };
    sending = true;
    const { type, form, language, actions, api = apiClient, i18n = globalI18n, onAlertClose } = options;
    const storage = options.draftStorage === undefined ? sessionDraftStorage() : options.draftStorage;
    const alert = (message: DialogMessage, title: DialogText) =>
      actions.alert(message, title, onAlertClose ? { onClose: onAlertClose } : {});

    try {
      saveDraft(type, form, storage);
      actions.setLoading(true);
      let body: unknown;
      let swallowed = false;
      let error: ApiError | null = null;
      try {
        const payload = buildPayload(type, form, language);
        const response = await api.submitInquiry(type, payload, { idempotencyKey: keys.keyFor(type, payload) });
        body = response.data;
        swallowed = response.swallowed;
      } catch (caught) {
        error = isApiError(caught)
          ? caught
          : // eslint-disable-next-line lingui/no-unlocalized-strings -- developer-facing
            new ApiError('network', 'Unexpected failure while sending', undefined, undefined, { cause: caught });
        body = error.kind === 'api' ? error.data : undefined;
      } finally {
        actions.setLoading(false);
      }

      if (swallowed) return { ok: false, reason: 'swallowed' };
      const code = error && error.kind !== 'api' ? undefined : responseCode(body);
      if (!error && (code === undefined || code === 0)) {
        clearDraft(type, storage);
        keys.reset();
        return { ok: true };
      }
      if (type === 'DISTRIBUTION' && code === MEMBER_EMAIL_CODE) {
        alert(memberEmailAlert(i18n), submitMessages.releaseTitle);
        return { ok: false, reason: 'member', code };
      }
      if (type === 'DISTRIBUTION' && code === UNDER_REVIEW_CODE) {
        alert(submitMessages.underReview, submitMessages.releaseTitle);
        return { ok: false, reason: 'under-review', code };
      }
      if (code !== undefined && code !== 0) return { ok: false, reason: 'code', code };

      // eslint-disable-next-line lingui/no-unlocalized-strings -- developer-facing
      const failure = error ?? new ApiError('api', 'An error answer without a code', undefined, body);
      const notice = failureNotice(failure);
      const [title, message] = noticeMessages[notice];
      alert(message, title);
      return { ok: false, reason: 'failed', error: failure, notice };
    } finally {
      sending = false;
    }
  }

  return {
    submit,
    isSending: () => sending,
    /** The form was cleared or the type changed: the next send gets a new idempotency key. */
    newSubmission: () => keys.reset(),
  };
}

/** The idempotency keys of the page (one submission at a time, in memory for the visit). */
const sharedIdempotencyKeys = createIdempotencyKeys();
