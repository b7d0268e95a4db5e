// @vitest-environment node
import { setupI18n } from '@lingui/core';
import { setupServer } from 'msw/node';
import { isValidElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type ApiResponse } from '../api/client';
import { sampleForm } from '../fixtures';
import { buildPayload } from '../payload';
import { createApplicationSubmitter } from '../submit';
import { inquiryTypes, type InquiryType } from '../types';
import { messages as en } from '../../locales/en/contact.po';
import { createIdempotencyKeys } from '../idempotency';
import type { DialogMessage } from '../../store';
import {
  createHandlers,
  createMockApi,
  handlers,
  MOCK_EMAIL,
  MOCK_SUCCESS_BODY,
  mockUnavailableDates,
  payloadProblem,
} from './handlers';

// Real fetch against the mock, fully offline: MSW answers every request in-process.
const bases = { apiBase: 'http://api.test/api/v1', siteBase: 'http://site.test/web' };
const server = setupServer(...createHandlers(bases));
const client = createApiClient({ ...bases, timeoutMs: 200 });
const today = new Date(2026, 10, 21);
const i18n = setupI18n({ locale: 'en', messages: { en } });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const send = <T extends InquiryType>(type: T, email?: string) => {
  const form = { ...sampleForm(type, today), ...(email ? { email } : {}) };
  return client.submitInquiry(type, buildPayload(type, form, 'ko'));
};
async function failure(promise: Promise<ApiResponse>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected a rejection');
}

describe('calendar', () => {
  it('answers the Wednesdays of the six weeks from start, moving with the month', async () => {
    const november = await client.getUnavailableDates('2026-11-01');
    expect(november).toEqual(['2026-11-04', '2026-11-11', '2026-11-18', '2026-11-25', '2026-12-02', '2026-12-09']);
    const december = await client.getUnavailableDates('2026-11-29');
    expect(december[0]).toBe('2026-12-02');
    expect(december.at(-1)).toBe('2027-01-06');
    expect(mockUnavailableDates('2026-11-29')).toEqual(december);
  });

  it('rejects a missing or malformed start with an error_code', async () => {
    const error = await failure(client.getUnavailableDates('29/11/2026') as unknown as Promise<ApiResponse>);
    expect(error).toMatchObject({ kind: 'api', status: 400, data: { error_code: 40000 } });
  });
});

describe('inquiries', () => {
  it.each(inquiryTypes)('%s: accepts the payload built by the form', async (type) => {
    await expect(send(type)).resolves.toEqual({ status: 200, data: MOCK_SUCCESS_BODY, swallowed: false });
  });

  it('an unknown type segment is a 404 with an error_code', async () => {
    const response = await fetch('http://site.test/web/homepage/karaoke', { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error_code: 40400 });
  });

  it('a payload missing fields or with the wrong type is a 400 with an error_code', async () => {
    const payload = buildPayload('ETC', sampleForm('ETC', today), 'ko');
    const { comment: _comment, ...withoutComment } = payload;
    const error = await failure(client.submitInquiry('ETC', withoutComment as typeof payload));
    expect(error).toMatchObject({
      kind: 'api',
      status: 400,
      data: { error_code: 40000, message: 'missing fields: comment' },
    });
    expect(await failure(client.submitInquiry('PUBLISHING', payload))).toMatchObject({
      data: { message: 'type must be publishing' },
    });
    const notJson = await fetch('http://api.test/api/v1/application/homepage', { method: 'POST', body: 'hello' });
    expect(notJson.status).toBe(400);
  });

  it('payloadProblem checks loosely', () => {
    const payload = buildPayload('MARKETING', sampleForm('MARKETING', today), 'en');
    expect(payloadProblem(payload, 'marketing')).toBeNull();
    expect(payloadProblem([], 'marketing')).toBe('the body must be a JSON object');
    expect(payloadProblem({ ...payload, name: ' ' }, 'marketing')).toBe('name is required');
    expect(payloadProblem({ ...payload, entity: 'group' }, 'marketing')).toBe(
      'entity must be corporation or individual',
    );
    expect(payloadProblem({ ...payload, language: 'fr' }, 'marketing')).toBe('language must be ko or en');
  });
});

describe('trigger inputs', () => {
  it('member@ → distribution data.code 10 (case-insensitive); other types accept it', async () => {
    await expect(send('DISTRIBUTION', MOCK_EMAIL.member)).resolves.toMatchObject({ data: { data: { code: 10 } } });
    await expect(send('DISTRIBUTION', 'Member@NuriMusic.example')).resolves.toMatchObject({
      data: { data: { code: 10 } },
    });
    await expect(send('MARKETING', MOCK_EMAIL.member)).resolves.toMatchObject({ data: MOCK_SUCCESS_BODY });
  });

  it('pending@ → distribution data.code 8', async () => {
    await expect(send('DISTRIBUTION', MOCK_EMAIL.pending)).resolves.toMatchObject({ data: { data: { code: 8 } } });
    await expect(send('ETC', MOCK_EMAIL.pending)).resolves.toMatchObject({ data: MOCK_SUCCESS_BODY });
  });

  it.each(inquiryTypes)('%s: error500@ → HTTP 500 (http), malformed@ → malformed, rejected@ → api', async (type) => {
    expect(await failure(send(type, MOCK_EMAIL.error500))).toMatchObject({ kind: 'http', status: 500 });
    expect(await failure(send(type, MOCK_EMAIL.malformed))).toMatchObject({ kind: 'malformed', status: 200 });
    expect(await failure(send(type, MOCK_EMAIL.rejected))).toMatchObject({
      kind: 'api',
      status: 400,
      data: { error_code: 40001 },
    });
  });

  it('timeout@ → never answers; the client gives up with a timeout', async () => {
    const started = Date.now();
    expect(await failure(send('DISTRIBUTION', MOCK_EMAIL.timeout))).toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
  });

  it('swallowed@ → error_code 20000, which the client swallows', async () => {
    await expect(send('VIDEO PRODUCTION', MOCK_EMAIL.swallowed)).resolves.toMatchObject({
      swallowed: true,
      status: 400,
      data: { error_code: 20000 },
    });
  });

  it('offline@ → a network error', async () => {
    expect(await failure(send('ABBEY ROAD STUDIOS', MOCK_EMAIL.offline))).toMatchObject({ kind: 'network' });
  });
});

const actions = {
  setLoading: (_flag: boolean) => {},
  alert: (_message: DialogMessage) => {},
};

describe('idempotency keys', () => {
  // A session of its own, to see what it recorded.
  const sessionBases = { apiBase: 'http://idem.test/api/v1', siteBase: 'http://idem.test/api/v1' };
  const post = (path: string, body: unknown, key?: string) =>
    fetch(`http://idem.test/api/v1${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
      body: JSON.stringify(body),
    });
  const etc = (email = 'nuri.kim@example.com') => buildPayload('ETC', { ...sampleForm('ETC', today), email }, 'ko');

  it('a repeated key returns the first answer without recording the inquiry again', async () => {
    const mock = createMockApi(sessionBases);
    server.use(...mock.handlers);
    const first = await post('/homepage/other', etc(), 'key-a');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual(MOCK_SUCCESS_BODY);
    const again = await post('/homepage/other', etc(), 'key-a');
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(MOCK_SUCCESS_BODY);
    expect(mock.inquiries).toEqual([{ path: '/api/v1/homepage/other', key: 'key-a', body: etc() }]);
    // another key, or none, is another inquiry
    await post('/homepage/other', etc(), 'key-b');
    await post('/homepage/other', etc());
    await post('/homepage/other', etc());
    expect(mock.inquiries.map((inquiry) => inquiry.key)).toEqual(['key-a', 'key-b', null, null]);
  });

  it('the same key with another payload is refused (422); failures record nothing, their retries count', async () => {
    const mock = createMockApi(sessionBases);
    server.use(...mock.handlers);
    await post('/homepage/other', etc(), 'key-c');
    const reused = await post('/homepage/other', { ...etc(), comment: 'changed' }, 'key-c');
    expect(reused.status).toBe(422);
    expect(await reused.json()).toMatchObject({ error_code: 42200 });
    expect((await post('/homepage/other', etc(MOCK_EMAIL.error500), 'key-d')).status).toBe(500);
    expect((await post('/homepage/other', etc(MOCK_EMAIL.error500), 'key-d')).status).toBe(500);
    expect(mock.inquiries).toHaveLength(1);
  });

  it('timeout@ and dropped@ are received before the failure: a retry with the key gets the success', async () => {
    const mock = createMockApi(sessionBases);
    server.use(...mock.handlers);
    const sessionClient = createApiClient({ ...sessionBases, timeoutMs: 100 });
    for (const [email, kind] of [
      [MOCK_EMAIL.timeout, 'timeout'],
      [MOCK_EMAIL.dropped, 'network'],
    ] as const) {
      const payload = etc(email);
      const key = `retry-${kind}`;
      expect(await failure(sessionClient.submitInquiry('ETC', payload, { idempotencyKey: key }))).toMatchObject({
        kind,
      });
      await expect(sessionClient.submitInquiry('ETC', payload, { idempotencyKey: key })).resolves.toMatchObject({
        status: 200,
        data: MOCK_SUCCESS_BODY,
      });
    }
    expect(mock.inquiries.map((inquiry) => inquiry.key)).toEqual(['retry-timeout', 'retry-network']);
  });

  it('the submitter retries an unconfirmed send with the same key: one inquiry recorded', async () => {
    const mock = createMockApi(sessionBases);
    server.use(...mock.handlers);
    const sessionClient = createApiClient({ ...sessionBases, timeoutMs: 100 });
    const { submit } = createApplicationSubmitter(createIdempotencyKeys());
    const form = { ...sampleForm('ETC', today), email: MOCK_EMAIL.dropped };
    const run = () =>
      submit({ type: 'ETC', form, language: 'en', actions, api: sessionClient, i18n, draftStorage: null });
    expect(await run()).toMatchObject({ ok: false, notice: 'unconfirmed' });
    expect(await run()).toEqual({ ok: true });
    expect(mock.inquiries).toHaveLength(1);
  });
});

describe('what the mock received', () => {
  it('requests: every inquiry in order with its key and body, refused and failed ones too', async () => {
    const mock = createMockApi({ apiBase: 'http://seen.test/api/v1', siteBase: 'http://seen.test/api/v1' });
    server.use(...mock.handlers);
    const payload = buildPayload('ETC', sampleForm('ETC', today), 'en');
    const failing = buildPayload('ETC', { ...sampleForm('ETC', today), email: MOCK_EMAIL.error500 }, 'en');
    const post = (body: string, key: string) =>
      fetch('http://seen.test/api/v1/homepage/other', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body,
      });
    expect((await post(JSON.stringify(failing), 'k-1')).status).toBe(500);
    expect((await post('not json', 'k-2')).status).toBe(400);
    expect((await post(JSON.stringify(payload), 'k-3')).status).toBe(200);
    expect(mock.requests).toEqual([
      { path: '/api/v1/homepage/other', key: 'k-1', body: failing },
      { path: '/api/v1/homepage/other', key: 'k-2', body: 'not json' },
      { path: '/api/v1/homepage/other', key: 'k-3', body: payload },
    ]);
    expect(mock.inquiries).toEqual([{ path: '/api/v1/homepage/other', key: 'k-3', body: payload }]);
  });

  it('a `*` base answers any origin; beforeAnswer holds the answer until it resolves', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const mock = createMockApi({ apiBase: '*/api/v1', siteBase: '*/api/v1', beforeAnswer: () => held });
    server.use(...mock.handlers);
    const anyOrigin = createApiClient({ apiBase: 'http://any.test/api/v1', siteBase: 'http://any.test/api/v1' });
    const payload = buildPayload('PUBLISHING', sampleForm('PUBLISHING', today), 'ko');
    let answered = false;
    const sending = anyOrigin.submitInquiry('PUBLISHING', payload).then((response) => {
      answered = true;
      return response;
    });
    await expect.poll(() => mock.requests.length).toBe(1);
    expect(answered).toBe(false);
    release();
    await expect(sending).resolves.toMatchObject({ status: 200, data: MOCK_SUCCESS_BODY });
    expect(mock.inquiries).toEqual([{ path: '/api/v1/homepage/publishing', key: null, body: payload }]);
    expect(await anyOrigin.getUnavailableDates('2026-11-29')).toEqual(mockUnavailableDates('2026-11-29'));
  });
});

it('the default handlers use the configured bases (same as the site client)', () => {
  const paths = handlers.map((handler) => handler.info.path);
  expect(paths).toEqual([
    '/api/v1/calendar/month/unavailable',
    '/api/v1/application/homepage',
    '/api/v1/homepage/:type',
  ]);
});

describe('the whole flow against the mock (submitApplication + real client)', () => {
  const alerts: string[] = [];
  const actions = {
    setLoading: (_flag: boolean) => {},
    // What the alert says, as text (a descriptor translated, React content rendered).
    alert: (message: DialogMessage) =>
      void alerts.push(
        isValidElement(message) ? renderToStaticMarkup(message) : 'html' in message ? message.html : i18n._(message),
      ),
  };
  const submitAs = async <T extends InquiryType>(type: T, email: string) => {
    alerts.length = 0;
    const form = { ...sampleForm(type, today), email };
    const { submit } = createApplicationSubmitter();
    const result = await submit({ type, form, language: 'en', actions, api: client, i18n, draftStorage: null });
    return { result, alerts: [...alerts] };
  };

  it('a normal address is sent', async () => {
    expect(await submitAs('DISTRIBUTION', 'nuri.kim@example.com')).toEqual({ result: { ok: true }, alerts: [] });
  });
  it('member@ → the rights-holder alert; pending@ → the under-review alert', async () => {
    const member = await submitAs('DISTRIBUTION', MOCK_EMAIL.member);
    expect(member.result).toMatchObject({ reason: 'member', code: 10 });
    expect(member.alerts[0]).toContain('https://artist.nurimusic.example');
    expect((await submitAs('DISTRIBUTION', MOCK_EMAIL.pending)).result).toMatchObject({ reason: 'under-review' });
  });
  it.each([
    [MOCK_EMAIL.error500, 'http', 'Our server could not accept your inquiry.'],
    [MOCK_EMAIL.timeout, 'timeout', 'We could not confirm that your inquiry was sent.'],
    [MOCK_EMAIL.malformed, 'malformed', 'We could not confirm that your inquiry was sent.'],
    [MOCK_EMAIL.offline, 'network', 'We could not confirm that your inquiry was sent.'],
    [MOCK_EMAIL.dropped, 'network', 'We could not confirm that your inquiry was sent.'],
    [MOCK_EMAIL.rejected, 'api', 'Our server could not accept your inquiry.'],
  ])('%s → failed (%s) with an alert that says what is known', async (email, kind, text) => {
    const { result, alerts: shown } = await submitAs('MARKETING', email);
    expect(result).toMatchObject({ ok: false, reason: 'failed', error: { kind } });
    expect(shown).toEqual([expect.stringContaining(text)]);
  });
  it('swallowed@ → nothing shown', async () => {
    expect(await submitAs('ETC', MOCK_EMAIL.swallowed)).toEqual({
      result: { ok: false, reason: 'swallowed' },
      alerts: [],
    });
  });
});
