import { i18n as globalI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { apiClient, ApiError, isApiError, type ApiClient } from '../api/client';
import { company } from '../content/company';
import type { Locale } from '../i18n/locales';
import type { AppActions } from '../store';
import { clearDraft, saveDraft, sessionDraftStorage, type DraftStorage } from './draft';
import { RIGHTS_HOLDER_SITE_URL } from './links';
import { buildPayload } from './payload';
import type { FormState, InquiryType } from './types';

/** Distribution response codes with a message (SPEC §8). */
export const MEMBER_EMAIL_CODE = 10;
export const UNDER_REVIEW_CODE = 8;

const brand = company.brand;

export const submitMessages = {
  releaseTitle: msg`발매 신청 안내`,
  memberEmail: msg`입력하신 이메일은 이미 ${brand} 유통 시스템에 가입된 회원의 이메일입니다. 회원은 권리자 사이트에서 발매 신청을 해 주세요.`,
  openRightsHolderSite: msg`권리자 사이트 열기`,
  newWindow: msg`(새 창에서 열림)`,
  underReview: msg`이전에 보내 주신 발매 신청을 아직 검토하고 있습니다. 검토 결과(승인 또는 보류)가 나온 뒤에 새로 신청하실 수 있습니다.`,
  notSentTitle: msg`전송하지 못했습니다`,
  notSent: msg`입력하신 내용이 전송되지 않았습니다. 네트워크 연결이나 서버에 일시적인 문제가 있었을 수 있습니다. 작성하신 내용은 양식에 그대로 남아 있으니 잠시 후 다시 보내 주세요.`,
};

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
  | { ok: false; reason: 'failed'; error: ApiError };

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

// HTML markup and developer-facing error messages below are not UI text.
/* eslint-disable lingui/no-unlocalized-strings */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The code-10 alert: the sentence, then a link that opens the rights-holder site in a new window. */
export function memberEmailAlertHtml(i18n: I18n): string {
  const label = `${i18n._(submitMessages.openRightsHolderSite)} ${i18n._(submitMessages.newWindow)}`;
  return (
    `<p>${escapeHtml(i18n._(submitMessages.memberEmail))}</p>` +
    `<p><a href="${RIGHTS_HOLDER_SITE_URL}" target="_blank" rel="noopener noreferrer">${escapeHtml(label)}</a></p>`
  );
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * Sends one inquiry (SPEC §4, §8): loading on; send; loading off after EVERY answer; then
 * - success (no code or code 0) → `{ ok: true }`, the draft of the type is cleared;
 * - distribution code 10 / 8 → the member / under-review alert;
 * - any other code, or an `error_code` 20000 answer → nothing shown (SPEC §8);
 * - anything else (offline, timeout, 4xx/5xx, malformed JSON, API error without a code) → an alert
 *   that nothing was sent and the form is intact (beyond the seed, which failed silently).
 * The form is never touched here; the draft is saved before sending so a reload keeps it.
 */
export function createApplicationSubmitter() {
  let sending = false;

  async function submit<T extends InquiryType>(options: SubmitApplicationOptions<T>): Promise<SubmitResult> {
    if (sending) return { ok: false, reason: 'busy' };
    sending = true;
    const { type, form, language, actions, api = apiClient, i18n = globalI18n, onAlertClose } = options;
    const storage = options.draftStorage === undefined ? sessionDraftStorage() : options.draftStorage;
    const alert = (html: string, title?: string) =>
      actions.alert(html, title, onAlertClose ? { onClose: onAlertClose } : {});

    try {
      saveDraft(type, form, storage);
      actions.setLoading(true);
      let body: unknown;
      let swallowed = false;
      let error: ApiError | null = null;
      try {
        const response = await api.submitInquiry(type, buildPayload(type, form, language));
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
        return { ok: true };
      }
      if (type === 'DISTRIBUTION' && code === MEMBER_EMAIL_CODE) {
        alert(memberEmailAlertHtml(i18n), i18n._(submitMessages.releaseTitle));
        return { ok: false, reason: 'member', code };
      }
      if (type === 'DISTRIBUTION' && code === UNDER_REVIEW_CODE) {
        alert(paragraph(i18n._(submitMessages.underReview)), i18n._(submitMessages.releaseTitle));
        return { ok: false, reason: 'under-review', code };
      }
      if (code !== undefined && code !== 0) return { ok: false, reason: 'code', code };

      // eslint-disable-next-line lingui/no-unlocalized-strings -- developer-facing
      const failure = error ?? new ApiError('api', 'An error answer without a code', undefined, body);
      alert(paragraph(i18n._(submitMessages.notSent)), i18n._(submitMessages.notSentTitle));
      return { ok: false, reason: 'failed', error: failure };
    } finally {
      sending = false;
    }
  }

  return { submit, isSending: () => sending };
}

const defaultSubmitter = createApplicationSubmitter();

/** Sends an inquiry with the page's single submitter (a second call while sending is ignored). */
export const submitApplication = defaultSubmitter.submit;
export const isSendingApplication = defaultSubmitter.isSending;
