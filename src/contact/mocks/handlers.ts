import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { apiBase as defaultApiBase, siteBase as defaultSiteBase } from '../api/config.ts';
import { IDEMPOTENCY_HEADER } from '../idempotency.ts';

/**
 * The mock of the documented API (SPEC §7) used by `npm run dev`, Storybook and tests.
 *
 * - GET  {api}/calendar/month/unavailable?start=YYYY-MM-DD → a JSON list of dates. They move with
 *   the requested month: every Wednesday of the six weeks from `start`, so the calendar always has
 *   something to disable. A missing or malformed `start` → 400 with an `error_code`.
 * - POST {api}/application/homepage (distribution) and POST {site}/homepage/:type (musicproduction,
 *   marketing, videoproduction, publishing, abbeyroadstudios, other) → 200
 *   `{ "data": { "code": 0, "status": "received" } }` for an acceptable payload. The payload is
 *   checked loosely: a JSON object with the common fields, a `type` matching the endpoint, a
 *   `language` of ko/en and every type-specific field name of SPEC §3 present; otherwise 400
 *   `{ "error_code": 40000, "message": … }`. An unknown :type → 404 with an `error_code`.
 *
 * Trigger inputs — the e-mail address of the payload (any letter case) chooses a failure:
 *
 * | e-mail                          | endpoints         | answer                                                        |
 * | ------------------------------- | ----------------- | ------------------------------------------------------------- |
 * | member@nurimusic.example        | distribution only | 200 `{ data: { code: 10 } }` — already a distribution member  |
 * | pending@nurimusic.example       | distribution only | 200 `{ data: { code: 8 } }` — earlier application under review|
 * | error500@nurimusic.example      | all inquiries     | 500 `{ message }` without `error_code` (client: `http`)       |
 * | timeout@nurimusic.example       | all inquiries     | records the inquiry, never answers (client aborts: `timeout`) |
 * | malformed@nurimusic.example     | all inquiries     | 200 with a body that is not JSON (client: `malformed`)        |
 * | swallowed@nurimusic.example     | all inquiries     | 400 `{ error_code: 20000 }` (client resolves, swallowed)      |
 * | rejected@nurimusic.example      | all inquiries     | 400 `{ error_code: 40001, message }` (client: `api`)          |
 * | offline@nurimusic.example       | all inquiries     | network error, nothing recorded (client: `network`)           |
 * | dropped@nurimusic.example       | all inquiries     | records the inquiry, then a network error (client: `network`) |
 *
 * On other endpoints the member and pending addresses are accepted like any other.
 *
 * Idempotency: an inquiry carrying an `Idempotency-Key` header that the mock has
 * already recorded within its session (one `createMockApi`: the page in dev and Storybook, the
 * server process in `vite preview`) is not recorded again: the mock answers what it answered the
 * first time (or, for timeout@ and dropped@, the success it never delivered), with
 * `Idempotent-Replayed: true`. The same key with another payload → 422 with an `error_code`.
 * Failed requests (triggers, 400) record nothing, so their retries are processed afresh.
 */

export const MOCK_EMAIL = {
  member: 'member@nurimusic.example',
  pending: 'pending@nurimusic.example',
  error500: 'error500@nurimusic.example',
  timeout: 'timeout@nurimusic.example',
  malformed: 'malformed@nurimusic.example',
  swallowed: 'swallowed@nurimusic.example',
  rejected: 'rejected@nurimusic.example',
  offline: 'offline@nurimusic.example',
  dropped: 'dropped@nurimusic.example',
} as const;

/** One inquiry the mock has recorded (accepted, or received before a timeout or dropped connection). */
export interface MockInquiry {
  path: string;
  /** The `Idempotency-Key` header, or null without one. */
  key: string | null;
  body: unknown;
}

/**
 * One inquiry request as it arrived, whatever the answer (accepted, refused, failed): what e2e
 * tests and stories compare with the payload SPEC §3 expects.
 */
export interface MockRequest {
  path: string;
  /** The `Idempotency-Key` header, or null without one. */
  key: string | null;
  /** The parsed JSON body, or the raw text when it is not JSON. */
  body: unknown;
}

/** The body of an accepted inquiry. */
export const MOCK_SUCCESS_BODY = { data: { code: 0, status: 'received' } } as const;

/** Every Wednesday of the 42 days from `start` (YYYY-MM-DD). */
export function mockUnavailableDates(start: string): string[] {
  const day = new Date(`${start}T00:00:00Z`);
  const dates: string[] = [];
  for (let i = 0; i < 42; i++) {
    const d = new Date(day.getTime() + i * 86_400_000);
    if (d.getUTCDay() === 3) dates.push(d.toISOString().slice(0, 10));
  }
  return dates;
}

const commonFields = ['name', 'company', 'entity', 'email', 'phone', 'country', 'type', 'language'];
/** The type-specific field names of SPEC §3, per endpoint type. */
export const mockRequiredFields: Record<string, string[]> = {
  distribution: [
    'release_experience',
    'desired_release_date',
    'desired_release_time',
    'ready_date',
    'url_release',
    'url_artist',
    'url_demo',
    'url_sns',
    'remark',
    'has_mv',
    'album_title',
    'album_artist',
  ],
  marketing: [
    'artist',
    'streaming_url',
    'demo_url',
    'mv',
    'mv_url',
    'release_date',
    'release_time',
    'distributor',
    'distributor_name',
    'artist_sns',
    'budget',
    'comment',
  ],
  musicproduction: ['comment'],
  publishing: ['comment'],
  other: ['comment'],
  videoproduction: [
    'streaming_url',
    'content',
    'reference',
    'audio_url',
    'audio_type',
    'budget',
    'comment',
    'distributor',
    'release_date',
    'release_time',
    'mv',
    'mv_url',
  ],
  abbeyroadstudios: ['streaming_url', 'artist_sns', 'comment'],
};

const badRequest = (message: string) => HttpResponse.json({ error_code: 40000, message }, { status: 400 });

/** Loose check of a payload: `null` when acceptable, else what is wrong. */
export function payloadProblem(body: unknown, type: string): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'the body must be a JSON object';
  const payload = body as Record<string, unknown>;
  const missing = [...commonFields, ...(mockRequiredFields[type] ?? [])].filter((key) => !(key in payload));
  if (missing.length > 0) return `missing fields: ${missing.join(', ')}`;
  if (payload.type !== type) return `type must be ${type}`;
  for (const key of ['name', 'email', 'phone', 'country']) {
    if (typeof payload[key] !== 'string' || (payload[key] as string).trim() === '') return `${key} is required`;
  }
  if (payload.entity !== 'corporation' && payload.entity !== 'individual')
    return 'entity must be corporation or individual';
  if (payload.language !== 'ko' && payload.language !== 'en') return 'language must be ko or en';
  return null;
}

/**
 * Answers a trigger address, or `null` to go on normally. `record` stores the inquiry as
 * received (with the success answer a retry of its key gets).
 */
async function triggered(email: string, type: string, record: () => void): Promise<Response | null> {
  switch (email.trim().toLowerCase()) {
    case MOCK_EMAIL.member:
      return type === 'distribution' ? HttpResponse.json({ data: { code: 10 } }) : null;
    case MOCK_EMAIL.pending:
      return type === 'distribution' ? HttpResponse.json({ data: { code: 8 } }) : null;
    case MOCK_EMAIL.error500:
      return HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });
    case MOCK_EMAIL.timeout:
      record();
      await delay('infinite');
      return null;
    case MOCK_EMAIL.malformed:
      return new HttpResponse('{"data": {"code": 0', { status: 200, headers: { 'Content-Type': 'application/json' } });
    case MOCK_EMAIL.swallowed:
      return HttpResponse.json({ error_code: 20000, message: 'swallowed' }, { status: 400 });
    case MOCK_EMAIL.rejected:
      return HttpResponse.json({ error_code: 40001, message: 'The application was rejected' }, { status: 400 });
    case MOCK_EMAIL.offline:
      return HttpResponse.error();
    case MOCK_EMAIL.dropped:
      record();
      return HttpResponse.error();
    default:
      return null;
  }
}

const trim = (base: string) => base.replace(/\/+$/, '');

export interface MockApiOptions {
  apiBase?: string;
  siteBase?: string;
  /**
   * Awaited after an inquiry is received and before it is answered: a story holds the answer
   * to look at the sending state, then lets it go.
   */
  beforeAnswer?: () => Promise<void>;
}

/**
 * The mock API for given bases (tests use absolute ones, or `*` for any origin): its handlers,
 * every inquiry request it received (`requests`, in order, failures included) and the inquiries
 * it has recorded in this session (`inquiries`). `handlers` below uses the site's bases.
 */
export function createMockApi({
  apiBase = defaultApiBase,
  siteBase = defaultSiteBase,
  beforeAnswer,
}: MockApiOptions = {}) {
  const api = trim(apiBase);
  const site = trim(siteBase);
  const requests: MockRequest[] = [];
  const inquiries: MockInquiry[] = [];
  /** Recorded idempotency keys → the payload they came with. */
  const keys = new Map<string, string>();

  async function inquiry(request: Request, type: string): Promise<Response> {
    const raw = await request.text();
    const key = request.headers.get(IDEMPOTENCY_HEADER);
    const path = new URL(request.url).pathname;
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      requests.push({ path, key, body: raw });
      return badRequest('the body must be JSON');
    }
    requests.push({ path, key, body });
    if (beforeAnswer) await beforeAnswer();
    if (key !== null && keys.has(key)) {
      if (keys.get(key) !== raw) {
        return HttpResponse.json(
          { error_code: 42200, message: `${IDEMPOTENCY_HEADER} reused with another payload` },
          { status: 422 },
        );
      }
      // Already recorded: the first answer again, nothing recorded twice.
      return HttpResponse.json(MOCK_SUCCESS_BODY as unknown as JsonBodyType, {
        headers: { 'Idempotent-Replayed': 'true' },
      });
    }
    const record = () => {
      inquiries.push({ path, key, body });
      if (key !== null) keys.set(key, raw);
    };
    const email = typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined;
    if (typeof email === 'string') {
      const answer = await triggered(email, type, record);
      if (answer) return answer;
    }
    const problem = payloadProblem(body, type);
    if (problem) return badRequest(problem);
    record();
    return HttpResponse.json(MOCK_SUCCESS_BODY as unknown as JsonBodyType);
  }

  const handlers = [
    http.get(`${api}/calendar/month/unavailable`, ({ request }) => {
      const start = new URL(request.url).searchParams.get('start');
      if (!start || !/^\d{4}-\d{2}-\d{2}$/.test(start)) {
        return HttpResponse.json({ error_code: 40000, message: 'start must be YYYY-MM-DD' }, { status: 400 });
      }
      return HttpResponse.json(mockUnavailableDates(start));
    }),
    http.post(`${api}/application/homepage`, ({ request }) => inquiry(request, 'distribution')),
    http.post(`${site}/homepage/:type`, ({ request, params }) => {
      const type = String(params.type);
      if (!(type in mockRequiredFields) || type === 'distribution') {
        return HttpResponse.json({ error_code: 40400, message: `unknown inquiry type ${type}` }, { status: 404 });
      }
      return inquiry(request, type);
    }),
  ];
  return { handlers, requests, inquiries };
}

/** The handlers of a new mock API session (see `createMockApi`). */
export function createHandlers(options: MockApiOptions = {}) {
  return createMockApi(options).handlers;
}

export const handlers = createHandlers();
