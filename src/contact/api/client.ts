/* eslint-disable lingui/no-unlocalized-strings -- the messages of ApiError are for developers
   (logs, tests); visitors see the contact flow's own translated alerts. */
import { IDEMPOTENCY_HEADER } from '../idempotency';
import type { InquiryPayload } from '../payload';
import { apiTypeOf, type InquiryType } from '../types';
import { apiBase as defaultApiBase, siteBase as defaultSiteBase } from './config';

/** The error code that the API uses for errors the caller must not see (SPEC §8). */
export const SWALLOWED_ERROR_CODE = 20000;
export const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Why a call failed:
 * - `offline`: the browser was offline when the call started and the call failed: the request
 *   never left (`navigator.onLine` is false only when there is no network at all);
 * - `network`: no answer at all (DNS, CORS, connection reset or dropped, the answer cut off):
 *   the request may have reached the server;
 * - `timeout`: no answer within the timeout (the request was aborted);
 * - `malformed`: an answer whose body is not JSON;
 * - `http`: a 4xx/5xx answer without an `error_code`;
 * - `api`: an answer whose body carries an `error_code` other than 20000 (`data` is the body).
 */
export type ApiErrorKind = 'offline' | 'network' | 'timeout' | 'malformed' | 'http' | 'api';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** HTTP status, when an answer arrived. */
    readonly status?: number,
    /** The parsed body, when there was one (for `api`: the response data passed to the caller). */
    readonly data?: unknown,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * A successful answer. `swallowed` is true when the body carried `error_code` 20000: SPEC §8
 * swallows that error, so the call resolves (never rejects) with the body as `data`, and the
 * caller decides what to do (the contact form treats it as 'nothing to show').
 */
export interface ApiResponse<T = unknown> {
  status: number;
  data: T;
  swallowed: boolean;
}

export interface ApiClientOptions {
  /** `{api}` of SPEC §7 (default `VITE_API_BASE` or `/api/v1`). */
  apiBase?: string;
  /** `{site}` of SPEC §7 (default `VITE_SITE_BASE`, else the API base). */
  siteBase?: string;
  fetch?: typeof fetch;
  /** Milliseconds before a call is aborted with a `timeout` error (default 15 s). */
  timeoutMs?: number;
  /** Whether the browser has a network (default `navigator.onLine`; true where unknown). */
  isOnline?: () => boolean;
}

export interface InquiryOptions {
  /**
   * Sent as the `Idempotency-Key` header: the same for every retry of one submission, so the API
   * can drop repeats (src/contact/idempotency.ts).
   */
  idempotencyKey?: string;
}

export interface ApiClient {
  /** GET {api}/calendar/month/unavailable?start=YYYY-MM-DD → the disabled dates (YYYY-MM-DD). */
  getUnavailableDates(start: string): Promise<string[]>;
  /** distribution → POST {api}/application/homepage; others → POST {site}/homepage/{type}. */
  submitInquiry(type: InquiryType, payload: InquiryPayload, options?: InquiryOptions): Promise<ApiResponse>;
}

const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

/** The URL of an inquiry call (SPEC §7). */
export function inquiryUrl(type: InquiryType, bases: { apiBase: string; siteBase: string }): string {
  const apiType = apiTypeOf[type];
  return apiType === 'distribution'
    ? joinUrl(bases.apiBase, '/application/homepage')
    : joinUrl(bases.siteBase, `/homepage/${apiType}`);
}

const hasErrorCode = (body: unknown): body is { error_code: unknown } =>
  typeof body === 'object' &&
  body !== null &&
  'error_code' in body &&
  (body as { error_code: unknown }).error_code != null;

/** Extracts the list of dates from the calendar answer (a bare list, or `{ data: [...] }`). */
function dateList(body: unknown): string[] {
  const list = Array.isArray(body)
    ? body
    : typeof body === 'object' && body !== null && Array.isArray((body as { data?: unknown }).data)
      ? (body as { data: unknown[] }).data
      : null;
  if (!list) throw new ApiError('malformed', 'The calendar answer is not a list of dates', undefined, body);
  return list
    .filter((d): d is string => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}/.test(d))
    .map((d) => d.slice(0, 10));
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const bases = { apiBase: options.apiBase ?? defaultApiBase, siteBase: options.siteBase ?? defaultSiteBase };
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch = (...args: Parameters<typeof fetch>) => (options.fetch ?? globalThis.fetch)(...args);
  const isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);

  async function request(
    url: string,
    init: RequestInit = {},
    extraHeaders: Record<string, string> = {},
  ): Promise<ApiResponse> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      let response: Response;
      const offlineBefore = !isOnline();
      try {
        response = await doFetch(url, {
          ...init,
          headers: {
            Accept: 'application/json',
            ...(init.body ? { 'Content-Type': 'application/json' } : {}),
            ...extraHeaders,
          },
          signal: controller.signal,
        });
      } catch (error) {
        if (timedOut)
          throw new ApiError('timeout', `No answer within ${timeoutMs} ms`, undefined, undefined, { cause: error });
        if (offlineBefore)
          throw new ApiError('offline', 'Offline: the request was not sent', undefined, undefined, { cause: error });
        throw new ApiError('network', 'No answer (the connection failed)', undefined, undefined, { cause: error });
      }

      let raw: string;
      try {
        raw = await response.text();
      } catch (error) {
        if (timedOut)
          throw new ApiError('timeout', `No answer within ${timeoutMs} ms`, response.status, undefined, {
            cause: error,
          });
        throw new ApiError('network', 'The answer was cut off', response.status, undefined, { cause: error });
      }

      let body: unknown = null;
      let parsed = raw.trim() === '';
      if (!parsed) {
        try {
          body = JSON.parse(raw);
          parsed = true;
        } catch {
          parsed = false;
        }
      }

      if (parsed && hasErrorCode(body)) {
        if (body.error_code === SWALLOWED_ERROR_CODE || body.error_code === String(SWALLOWED_ERROR_CODE)) {
          return { status: response.status, data: body, swallowed: true };
        }
        throw new ApiError('api', `API error ${String(body.error_code)}`, response.status, body);
      }
      if (!response.ok) {
        throw new ApiError('http', `HTTP ${response.status}`, response.status, parsed ? body : raw);
      }
      if (!parsed) throw new ApiError('malformed', 'The answer is not JSON', response.status, raw);
      return { status: response.status, data: body, swallowed: false };
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async getUnavailableDates(start) {
      const url = `${joinUrl(bases.apiBase, '/calendar/month/unavailable')}?${new URLSearchParams({ start })}`;
      const { data, swallowed } = await request(url, { method: 'GET' });
      return swallowed ? [] : dateList(data);
    },
    submitInquiry(type, payload, { idempotencyKey } = {}) {
      return request(
        inquiryUrl(type, bases),
        { method: 'POST', body: JSON.stringify(payload) },
        idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {},
      );
    },
  };
}

/** The site's client (bases from the environment, global fetch, 15 s timeout). */
export const apiClient: ApiClient = createApiClient();
