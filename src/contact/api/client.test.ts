// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPayload } from '../payload';
import type { ApiError } from './client';
import { sampleForm } from '../fixtures';
import { inquiryTypes } from '../types';
import { apiBase, siteBase } from './config';
import { createApiClient, DEFAULT_TIMEOUT_MS, inquiryUrl, isApiError, SWALLOWED_ERROR_CODE } from './client';

const bases = { apiBase: 'https://api.example.com/api/v1', siteBase: 'https://site.example.com' };
const today = new Date(2026, 10, 21);

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch that records calls and answers with `respond`. */
function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init };
    calls.push(call);
    return respond(call);
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(isApiError(error)).toBe(true);
    return error as ApiError;
  }
  throw new Error('expected a rejection');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('getUnavailableDates', () => {
  it('GETs {api}/calendar/month/unavailable?start=… and returns the dates', async () => {
    const { fetch, calls } = fakeFetch(() => json(['2026-12-02', '2026-12-09']));
    const client = createApiClient({ ...bases, fetch });
    await expect(client.getUnavailableDates('2026-11-29')).resolves.toEqual(['2026-12-02', '2026-12-09']);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://api.example.com/api/v1/calendar/month/unavailable?start=2026-11-29');
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.body).toBeUndefined();
  });

  it('also reads { data: [...] }, keeps only dates and trims date-times to the day', async () => {
    const { fetch } = fakeFetch(() => json({ data: ['2026-12-02T00:00:00', 7, null, 'soon', '2026-12-09'] }));
    await expect(createApiClient({ ...bases, fetch }).getUnavailableDates('2026-11-29')).resolves.toEqual([
      '2026-12-02',
      '2026-12-09',
    ]);
  });

  it('rejects an answer that is not a list as malformed', async () => {
    const { fetch } = fakeFetch(() => json({ dates: 'none' }));
    expect((await rejection(createApiClient({ ...bases, fetch }).getUnavailableDates('2026-11-29'))).kind).toBe(
      'malformed',
    );
  });

  it('tolerates a trailing slash on the base', async () => {
    const { fetch, calls } = fakeFetch(() => json([]));
    await createApiClient({ apiBase: '/api/v1/', fetch }).getUnavailableDates('2026-11-29');
    expect(calls[0]!.url).toBe('/api/v1/calendar/month/unavailable?start=2026-11-29');
  });
});

describe('submitInquiry: endpoints and bodies (SPEC §7)', () => {
  const expected = {
    DISTRIBUTION: 'https://api.example.com/api/v1/application/homepage',
    MARKETING: 'https://site.example.com/homepage/marketing',
    'MUSIC PRODUCTION': 'https://site.example.com/homepage/musicproduction',
    'VIDEO PRODUCTION': 'https://site.example.com/homepage/videoproduction',
    PUBLISHING: 'https://site.example.com/homepage/publishing',
    'ABBEY ROAD STUDIOS': 'https://site.example.com/homepage/abbeyroadstudios',
    ETC: 'https://site.example.com/homepage/other',
  } as const;

  it.each(inquiryTypes)('%s: POSTs the JSON payload to its endpoint', async (type) => {
    const { fetch, calls } = fakeFetch(() => json({ data: { code: 0 } }));
    const payload = buildPayload(type, sampleForm(type, today), 'ko');
    const response = await createApiClient({ ...bases, fetch }).submitInquiry(type, payload);
    expect(response).toEqual({ status: 200, data: { data: { code: 0 } }, swallowed: false });
    expect(calls[0]!.url).toBe(expected[type]);
    expect(inquiryUrl(type, bases)).toBe(expected[type]);
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe(JSON.stringify(payload));
    expect(calls[0]!.init.headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(calls[0]!.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends the idempotency key as the Idempotency-Key header, only when given', async () => {
    const { fetch, calls } = fakeFetch(() => json({ data: { code: 0 } }));
    const client = createApiClient({ ...bases, fetch });
    const payload = buildPayload('ETC', sampleForm('ETC', today), 'ko');
    await client.submitInquiry('ETC', payload, { idempotencyKey: '3b241101-e2bb-4255-8caf-4136c566a962' });
    await client.submitInquiry('ETC', payload);
    expect(new Headers(calls[0]!.init.headers).get('Idempotency-Key')).toBe('3b241101-e2bb-4255-8caf-4136c566a962');
    expect(new Headers(calls[0]!.init.headers).get('Content-Type')).toBe('application/json');
    expect(new Headers(calls[1]!.init.headers).has('Idempotency-Key')).toBe(false);
  });

  it('defaults both bases to the configured ones (/api/v1, same origin, without VITE_ variables)', async () => {
    expect(apiBase).toBe(import.meta.env.VITE_API_BASE ?? '/api/v1');
    expect(siteBase).toBe(import.meta.env.VITE_SITE_BASE ?? apiBase);
    const { fetch, calls } = fakeFetch(() => json({ data: { code: 0 } }));
    const client = createApiClient({ fetch });
    await client.submitInquiry('ETC', buildPayload('ETC', sampleForm('ETC', today), 'ko'));
    await client.submitInquiry('DISTRIBUTION', buildPayload('DISTRIBUTION', sampleForm('DISTRIBUTION', today), 'ko'));
    expect(calls.map((c) => c.url)).toEqual([`${siteBase}/homepage/other`, `${apiBase}/application/homepage`]);
  });

  it('an empty success body resolves with data null', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 204 }));
    const response = await createApiClient({ ...bases, fetch }).submitInquiry(
      'ETC',
      buildPayload('ETC', sampleForm('ETC', today), 'ko'),
    );
    expect(response).toEqual({ status: 204, data: null, swallowed: false });
  });
});

describe('errors (SPEC §8 and beyond)', () => {
  const send = (fetch: typeof globalThis.fetch, timeoutMs?: number) =>
    createApiClient({ ...bases, fetch, timeoutMs }).submitInquiry(
      'DISTRIBUTION',
      buildPayload('DISTRIBUTION', sampleForm('DISTRIBUTION', today), 'ko'),
    );

  it('a body with error_code other than 20000 rejects with the response data (kind api)', async () => {
    const body = { error_code: 40001, message: 'rejected', data: { code: 10 } };
    const error = await rejection(send(fakeFetch(() => json(body, 400)).fetch));
    expect(error).toMatchObject({ kind: 'api', status: 400, data: body });
    // …whatever the HTTP status
    expect(await rejection(send(fakeFetch(() => json({ error_code: 50000 }, 200)).fetch))).toMatchObject({
      kind: 'api',
      status: 200,
    });
  });

  it('error_code 20000 is swallowed: the call resolves with swallowed true and the body', async () => {
    expect(SWALLOWED_ERROR_CODE).toBe(20000);
    const body = { error_code: 20000, message: 'quiet' };
    await expect(send(fakeFetch(() => json(body, 400)).fetch)).resolves.toEqual({
      status: 400,
      data: body,
      swallowed: true,
    });
    await expect(send(fakeFetch(() => json({ error_code: '20000' }, 200)).fetch)).resolves.toMatchObject({
      swallowed: true,
    });
  });

  it('HTTP 5xx/4xx without error_code → kind http (JSON or not)', async () => {
    expect(await rejection(send(fakeFetch(() => json({ message: 'boom' }, 500)).fetch))).toMatchObject({
      kind: 'http',
      status: 500,
      data: { message: 'boom' },
    });
    expect(
      await rejection(send(fakeFetch(() => new Response('<h1>Not Found</h1>', { status: 404 })).fetch)),
    ).toMatchObject({
      kind: 'http',
      status: 404,
      data: '<h1>Not Found</h1>',
    });
  });

  it('a 2xx body that is not JSON → kind malformed', async () => {
    const error = await rejection(send(fakeFetch(() => new Response('{"data": {"code"', { status: 200 })).fetch));
    expect(error).toMatchObject({ kind: 'malformed', status: 200 });
  });

  it('a failing fetch while the browser is offline → kind offline (the request never left)', async () => {
    const failing = fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const offline = createApiClient({ ...bases, fetch: failing.fetch, isOnline: () => false });
    const payload = buildPayload('ETC', sampleForm('ETC', today), 'ko');
    expect(await rejection(offline.submitInquiry('ETC', payload))).toMatchObject({ kind: 'offline' });
    // online: the connection failed somewhere after the request started — kind network
    const online = createApiClient({ ...bases, fetch: failing.fetch, isOnline: () => true });
    expect(await rejection(online.submitInquiry('ETC', payload))).toMatchObject({ kind: 'network' });
    // offline but an answer came: offline means nothing then
    const answered = createApiClient({ ...bases, fetch: fakeFetch(() => json({})).fetch, isOnline: () => false });
    await expect(answered.submitInquiry('ETC', payload)).resolves.toMatchObject({ status: 200 });
  });

  it('a failing fetch → kind network, with the cause', async () => {
    const cause = new TypeError('Failed to fetch');
    const error = await rejection(
      send(
        fakeFetch(() => {
          throw cause;
        }).fetch,
      ),
    );
    expect(error.kind).toBe('network');
    expect(error.cause).toBe(cause);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
  });

  it('no answer within the timeout → the request is aborted, kind timeout', async () => {
    let signal: AbortSignal | undefined;
    const hanging = fakeFetch(
      ({ init }) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const error = await rejection(send(hanging.fetch, 20));
    expect(error.kind).toBe('timeout');
    expect(signal?.aborted).toBe(true);
  });

  it('a body cut off by the timeout → kind timeout', async () => {
    const stalled = fakeFetch(({ init }) => {
      const stream = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"data":'));
          init.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
        },
      });
      return new Response(stream, { status: 200 });
    });
    expect((await rejection(send(stalled.fetch, 20))).kind).toBe('timeout');
  });

  it('the default timeout is 15 s and the timer is cleared after an answer', async () => {
    vi.useFakeTimers();
    expect(DEFAULT_TIMEOUT_MS).toBe(15_000);
    let aborted = false;
    const hanging = fakeFetch(
      ({ init }) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );
    const pending = rejection(send(hanging.fetch));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).kind).toBe('timeout');

    await send(fakeFetch(() => json({ data: { code: 0 } })).fetch);
    expect(vi.getTimerCount()).toBe(0);
  });
});
