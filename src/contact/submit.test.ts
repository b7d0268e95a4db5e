// @vitest-environment node
import { setupI18n } from '@lingui/core';
import { isValidElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient, type ApiResponse } from './api/client';
import { messages as en } from '../locales/en/contact.po';
import { messages as ko } from '../locales/ko/contact.po';
import { draftKey, saveDraft, type DraftStorage } from './draft';
import { createIdempotencyKeys } from './idempotency';
import { sampleForm } from './fixtures';
import { RIGHTS_HOLDER_SITE_URL } from './links';
import { buildPayload } from './payload';
import {
  createApplicationSubmitter,
  memberEmailAlert,
  failureNotice,
  responseCode,
  type SubmitApplicationOptions,
} from './submit';
import type { InquiryType } from './types';
import type { DialogMessage, DialogText } from '../store';

const today = new Date(2026, 10, 21);
const i18n = setupI18n({ locale: 'ko', messages: { ko, en } });

/** What an alert's message or title shows: a descriptor translated, React content rendered. */
const shown = (text: DialogMessage | DialogText | undefined) => {
  if (text === undefined || typeof text === 'string') return text;
  if (isValidElement(text)) return renderToStaticMarkup(text);
  return 'html' in text ? text.html : i18n._(text);
};

const ALERT = {
  ko: {
    member:
      '입력하신 이메일은 이미 NURI MUSIC 유통 시스템에 가입된 회원의 이메일입니다. 회원은 권리자 사이트에서 발매 신청을 해 주세요.',
    link: '권리자 사이트 열기 (새 창에서 열림)',
    review:
      '이전에 보내 주신 발매 신청을 아직 검토하고 있습니다. 검토 결과(승인 또는 보류)가 나온 뒤에 새로 신청하실 수 있습니다.',
    offline:
      '인터넷에 연결되어 있지 않아 아무것도 전송되지 않았습니다. 작성하신 내용은 양식에 그대로 남아 있으니 인터넷에 연결된 뒤 다시 보내 주세요.',
    notAccepted:
      '서버가 문의를 접수하지 못했습니다. 일시적인 문제일 수 있습니다. 작성하신 내용은 양식에 그대로 남아 있으니 잠시 후 다시 보내 주세요.',
    unconfirmed:
      '문의가 전송되었는지 확인하지 못했습니다. 저희에게 이미 도착했을 수도 있습니다. 다시 보내기 전에 저희가 보낸 접수 확인 이메일이 왔는지 확인해 주세요. 작성하신 내용은 양식에 그대로 남아 있습니다.',
    releaseTitle: '발매 신청 안내',
    notSentTitle: '전송하지 못했습니다',
    unconfirmedTitle: '전송 여부를 확인하지 못했습니다',
  },
  en: {
    member:
      'The email you entered already belongs to a member of the NURI MUSIC distribution system. Members submit release applications on the rights-holder site.',
    link: 'Open the rights-holder site (opens in a new window)',
    review:
      'We are still reviewing the release application you sent earlier. You can send a new application once it has been approved or put on hold.',
    offline:
      'You are offline, so nothing was sent. Everything you entered is still in the form; please send it again once you are connected.',
    notAccepted:
      'Our server could not accept your inquiry. This may be a temporary problem. Everything you entered is still in the form, so please try sending it again in a moment.',
    unconfirmed:
      'We could not confirm that your inquiry was sent. It may already have reached us. Please check your e-mail for our confirmation before sending it again. Everything you entered is still in the form.',
    releaseTitle: 'About your release application',
    notSentTitle: 'Not sent',
    unconfirmedTitle: 'Sending not confirmed',
  },
} as const;

function memoryStorage(): DraftStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

let log: string[];
let storage: ReturnType<typeof memoryStorage>;
const actions = {
  setLoading: vi.fn((flag: boolean) => void log.push(`loading:${flag}`)),
  alert: vi.fn(
    (_message: DialogMessage, _title?: DialogText, _options?: { onClose?: () => void }) => void log.push('alert'),
  ),
};

beforeEach(() => {
  log = [];
  storage = memoryStorage();
  actions.setLoading.mockClear();
  actions.alert.mockClear();
  i18n.activate('ko');
});

const answer = (data: unknown, swallowed = false): ApiResponse => ({ status: 200, data, swallowed });
const apiAnswering = (outcome: () => Promise<ApiResponse>) => {
  const submitInquiry = vi.fn<ApiClient['submitInquiry']>(async () => {
    log.push('send');
    return outcome();
  });
  return { submitInquiry };
};

function options<T extends InquiryType>(
  type: T,
  api: Pick<ApiClient, 'submitInquiry'>,
  extra: Partial<SubmitApplicationOptions<T>> = {},
): SubmitApplicationOptions<T> {
  return { type, form: sampleForm(type, today), language: 'ko', actions, api, i18n, draftStorage: storage, ...extra };
}

describe('success', () => {
  it('loading on, send the payload, loading off, ok; the draft is cleared', async () => {
    const api = apiAnswering(async () => answer({ data: { code: 0, status: 'received' } }));
    saveDraft('MARKETING', sampleForm('MARKETING', today), storage);
    const { submit } = createApplicationSubmitter();
    const result = await submit(options('MARKETING', api, { language: 'en' }));
    expect(result).toEqual({ ok: true });
    expect(log).toEqual(['loading:true', 'send', 'loading:false']);
    expect(api.submitInquiry).toHaveBeenCalledWith(
      'MARKETING',
      buildPayload('MARKETING', sampleForm('MARKETING', today), 'en'),
      {
        idempotencyKey: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      },
    );
    expect(storage.data.has(draftKey('MARKETING'))).toBe(false);
    expect(actions.alert).not.toHaveBeenCalled();
  });

  it('an answer without a code (or an empty body) is a success too', async () => {
    const { submit } = createApplicationSubmitter();
    expect(
      await submit(
        options(
          'ETC',
          apiAnswering(async () => answer({ ok: true })),
        ),
      ),
    ).toEqual({ ok: true });
    expect(
      await submit(
        options(
          'ETC',
          apiAnswering(async () => answer(null)),
        ),
      ),
    ).toEqual({ ok: true });
    expect(
      await submit(
        options(
          'ETC',
          apiAnswering(async () => answer({ data: { code: '0' } })),
        ),
      ),
    ).toEqual({ ok: true });
  });
});

describe('distribution codes (SPEC §8)', () => {
  it.each(['ko', 'en'] as const)(
    'code 10 → the member alert with a new-window link to the rights-holder site (%s)',
    async (locale) => {
      i18n.activate(locale);
      const onAlertClose = vi.fn();
      const { submit } = createApplicationSubmitter();
      const result = await submit(
        options(
          'DISTRIBUTION',
          apiAnswering(async () => answer({ data: { code: 10 } })),
          { onAlertClose },
        ),
      );
      expect(result).toEqual({ ok: false, reason: 'member', code: 10 });
      expect(log).toEqual(['loading:true', 'send', 'loading:false', 'alert']);
      const [message, title, alertOptions] = actions.alert.mock.calls[0]!;
      expect(shown(title)).toBe(ALERT[locale].releaseTitle);
      expect(shown(message)).toBe(
        `<p>${ALERT[locale].member}</p>` +
          `<p><a href="${RIGHTS_HOLDER_SITE_URL}" target="_blank" rel="noopener noreferrer">${ALERT[locale].link}</a></p>`,
      );
      expect(RIGHTS_HOLDER_SITE_URL).toBe('https://artist.nurimusic.example');
      alertOptions?.onClose?.();
      expect(onAlertClose).toHaveBeenCalledOnce();
      // the draft stays for the next try
      expect(storage.data.has(draftKey('DISTRIBUTION'))).toBe(true);
    },
  );

  it.each(['ko', 'en'] as const)('code 8 → the under-review alert (%s)', async (locale) => {
    i18n.activate(locale);
    const { submit } = createApplicationSubmitter();
    const result = await submit(
      options(
        'DISTRIBUTION',
        apiAnswering(async () => answer({ data: { code: 8 } })),
      ),
    );
    expect(result).toEqual({ ok: false, reason: 'under-review', code: 8 });
    const [message, title, alertOptions] = actions.alert.mock.calls[0]!;
    expect(shown(message)).toBe(ALERT[locale].review);
    expect(shown(title)).toBe(ALERT[locale].releaseTitle);
    expect(alertOptions).toEqual({});
  });

  it('codes 10 and 8 are also read from a rejected API error body, and from a top-level code', async () => {
    const { submit } = createApplicationSubmitter();
    const rejected = apiAnswering(async () => {
      throw new ApiError('api', 'API error 40001', 400, { error_code: 40001, data: { code: 10 } });
    });
    expect(await submit(options('DISTRIBUTION', rejected))).toMatchObject({ reason: 'member' });
    expect(
      await submit(
        options(
          'DISTRIBUTION',
          apiAnswering(async () => answer({ code: 8 })),
        ),
      ),
    ).toMatchObject({
      reason: 'under-review',
    });
  });

  it('other codes → nothing but the loading overlay hiding', async () => {
    const { submit } = createApplicationSubmitter();
    const result = await submit(
      options(
        'DISTRIBUTION',
        apiAnswering(async () => answer({ data: { code: 3 } })),
      ),
    );
    expect(result).toEqual({ ok: false, reason: 'code', code: 3 });
    expect(log).toEqual(['loading:true', 'send', 'loading:false']);
    expect(actions.alert).not.toHaveBeenCalled();
  });

  it('codes 10 and 8 mean nothing for the other inquiries: silent', async () => {
    const { submit } = createApplicationSubmitter();
    expect(
      await submit(
        options(
          'MARKETING',
          apiAnswering(async () => answer({ data: { code: 10 } })),
        ),
      ),
    ).toEqual({
      ok: false,
      reason: 'code',
      code: 10,
    });
    expect(actions.alert).not.toHaveBeenCalled();
  });
});

describe('swallowed and failed sends', () => {
  it('error_code 20000 (swallowed by the client) → nothing shown, not a success', async () => {
    const { submit } = createApplicationSubmitter();
    const result = await submit(
      options(
        'ETC',
        apiAnswering(async () => answer({ error_code: 20000 }, true)),
      ),
    );
    expect(result).toEqual({ ok: false, reason: 'swallowed' });
    expect(log).toEqual(['loading:true', 'send', 'loading:false']);
    expect(storage.data.has(draftKey('ETC'))).toBe(true);
  });

  const unconfirmed = { notice: 'unconfirmed', message: 'unconfirmed', title: 'unconfirmedTitle' } as const;
  const notAccepted = { notice: 'not-accepted', message: 'notAccepted', title: 'notSentTitle' } as const;
  const offline = { notice: 'offline', message: 'offline', title: 'notSentTitle' } as const;
  const failures: [string, () => never, typeof unconfirmed | typeof notAccepted | typeof offline][] = [
    [
      'offline',
      () => {
        throw new ApiError('offline', 'offline before sending');
      },
      offline,
    ],
    [
      'network',
      () => {
        throw new ApiError('network', 'connection dropped');
      },
      unconfirmed,
    ],
    [
      'timeout',
      () => {
        throw new ApiError('timeout', 'slow');
      },
      unconfirmed,
    ],
    [
      'http',
      () => {
        throw new ApiError('http', 'HTTP 500', 500, { message: 'boom' });
      },
      notAccepted,
    ],
    [
      'http',
      () => {
        throw new ApiError('http', 'HTTP 504', 504, '<h1>Gateway Timeout</h1>');
      },
      unconfirmed,
    ],
    [
      'malformed',
      () => {
        throw new ApiError('malformed', 'not JSON', 200, '{"data"');
      },
      unconfirmed,
    ],
    [
      'api',
      () => {
        throw new ApiError('api', 'API error 40001', 400, { error_code: 40001, message: 'no' });
      },
      notAccepted,
    ],
    [
      'network',
      () => {
        throw new TypeError('something unexpected');
      },
      unconfirmed,
    ],
  ];

  describe.each(['ko', 'en'] as const)('in %s', (locale) => {
    it.each(failures)(
      '%s → the alert says what is known (%#); the form and draft are kept',
      async (kind, fail, expected) => {
        i18n.activate(locale);
        const form = sampleForm('VIDEO PRODUCTION', today);
        const before = structuredClone(form);
        const { submit } = createApplicationSubmitter();
        const result = await submit(
          options(
            'VIDEO PRODUCTION',
            apiAnswering(async () => fail()),
            { form },
          ),
        );
        expect(result).toMatchObject({ ok: false, reason: 'failed', error: { kind }, notice: expected.notice });
        expect(log).toEqual(['loading:true', 'send', 'loading:false', 'alert']);
        expect(actions.alert).toHaveBeenCalledOnce();
        const [message, title, alertOptions] = actions.alert.mock.calls[0]!;
        expect(shown(message)).toBe(ALERT[locale][expected.message]);
        expect(shown(title)).toBe(ALERT[locale][expected.title]);
        expect(alertOptions).toEqual({});
        expect(form).toEqual(before);
        expect(JSON.parse(storage.data.get(draftKey('VIDEO PRODUCTION'))!).form).toEqual({
          ...before,
          consent: undefined,
        });
      },
    );
  });

  it('failureNotice: only a send that provably never left says nothing was sent', () => {
    expect(failureNotice(new ApiError('offline', ''))).toBe('offline');
    for (const kind of ['network', 'timeout', 'malformed'] as const) {
      expect(failureNotice(new ApiError(kind, ''))).toBe('unconfirmed');
    }
    for (const status of [502, 504]) expect(failureNotice(new ApiError('http', '', status))).toBe('unconfirmed');
    for (const status of [400, 404, 408, 429, 500, 503]) {
      expect(failureNotice(new ApiError('http', '', status))).toBe('not-accepted');
    }
    expect(failureNotice(new ApiError('api', '', 400, { error_code: 40001 }))).toBe('not-accepted');
  });

  it('hides the loading overlay exactly once after every kind of answer', async () => {
    const outcomes: (() => Promise<ApiResponse>)[] = [
      async () => answer({ data: { code: 0 } }),
      async () => answer({ data: { code: 10 } }),
      async () => answer({}, true),
      async () => {
        throw new ApiError('timeout', 'slow');
      },
    ];
    for (const outcome of outcomes) {
      actions.setLoading.mockClear();
      await createApplicationSubmitter().submit(options('DISTRIBUTION', apiAnswering(outcome)));
      expect(actions.setLoading.mock.calls).toEqual([[true], [false]]);
    }
  });
});

describe('idempotency keys', () => {
  const keysOf = (api: ReturnType<typeof apiAnswering>) =>
    api.submitInquiry.mock.calls.map(([, , sendOptions]) => sendOptions?.idempotencyKey);
  const failing = () =>
    apiAnswering(async () => {
      throw new ApiError('timeout', 'slow');
    });

  it('every send carries a key; retries of the same values keep it, until a success', async () => {
    const api = failing();
    const { submit } = createApplicationSubmitter(createIdempotencyKeys());
    await submit(options('ETC', api));
    await submit(options('ETC', api, { form: structuredClone(sampleForm('ETC', today)) }));
    const [first, retry] = keysOf(api);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);

    // changed values: a new submission
    await submit(options('ETC', api, { form: { ...sampleForm('ETC', today), comment: 'Another question.' } }));
    expect(keysOf(api)[2]).not.toBe(first);

    // success: the same values again are a new submission
    const ok = apiAnswering(async () => answer({ data: { code: 0 } }));
    await submit(options('ETC', ok));
    await submit(options('ETC', ok));
    expect(keysOf(ok)[0]).not.toBe(keysOf(api)[2]);
    expect(keysOf(ok)[1]).not.toBe(keysOf(ok)[0]);
  });

  it('an answered failure (500, codes 10 and 8) keeps the key for the retry', async () => {
    const api = apiAnswering(async () => answer({ data: { code: 10 } }));
    const { submit } = createApplicationSubmitter(createIdempotencyKeys());
    await submit(options('DISTRIBUTION', api));
    await submit(options('DISTRIBUTION', api));
    expect(new Set(keysOf(api)).size).toBe(1);
  });

  it('newSubmission (form cleared, type changed) gives the next send a new key', async () => {
    const api = failing();
    const submitter = createApplicationSubmitter(createIdempotencyKeys());
    await submitter.submit(options('ETC', api));
    submitter.newSubmission();
    await submitter.submit(options('ETC', api));
    expect(keysOf(api)[1]).not.toBe(keysOf(api)[0]);
  });

  it('the submitters of the page share their keys (leaving and coming back keeps the retry key)', async () => {
    const api = failing();
    await createApplicationSubmitter().submit(options('PUBLISHING', api));
    await createApplicationSubmitter().submit(options('PUBLISHING', api));
    expect(keysOf(api)[1]).toBe(keysOf(api)[0]);
  });
});

describe('double submit', () => {
  it('a second call while sending is ignored; the next one after the answer goes through', async () => {
    let finish!: (response: ApiResponse) => void;
    const api = apiAnswering(() => new Promise<ApiResponse>((resolve) => (finish = resolve)));
    const submitter = createApplicationSubmitter();
    const first = submitter.submit(options('ETC', api));
    expect(submitter.isSending()).toBe(true);
    expect(await submitter.submit(options('ETC', api))).toEqual({ ok: false, reason: 'busy' });
    expect(api.submitInquiry).toHaveBeenCalledTimes(1);
    expect(actions.setLoading.mock.calls).toEqual([[true]]);
    finish(answer({ data: { code: 0 } }));
    expect(await first).toEqual({ ok: true });
    expect(submitter.isSending()).toBe(false);
    expect(
      await submitter.submit(
        options(
          'ETC',
          apiAnswering(async () => answer(null)),
        ),
      ),
    ).toEqual({ ok: true });
  });

  it('the guard is released after a failure too', async () => {
    const submitter = createApplicationSubmitter();
    await submitter.submit(
      options(
        'ETC',
        apiAnswering(async () => {
          throw new ApiError('network', 'offline');
        }),
      ),
    );
    expect(submitter.isSending()).toBe(false);
  });
});

describe('helpers', () => {
  it('responseCode reads data.code, else code; numbers and numeric strings only', () => {
    expect(responseCode({ data: { code: 10 } })).toBe(10);
    expect(responseCode({ data: { code: '8' } })).toBe(8);
    expect(responseCode({ code: 3 })).toBe(3);
    expect(responseCode({ data: { status: 'received' }, code: 0 })).toBe(0);
    expect(responseCode({ data: { code: 'ten' } })).toBeUndefined();
    expect(responseCode({ data: [] })).toBeUndefined();
    expect(responseCode(null)).toBeUndefined();
    expect(responseCode('code')).toBeUndefined();
  });

  it('the member alert shows a translated text as text, never as markup', () => {
    const hostile = setupI18n({
      locale: 'en',
      messages: {
        en: { ...en, [Object.keys(en).find((id) => String(en[id]).includes('rights-holder site'))!]: '<b>&</b>' },
      },
    });
    expect(renderToStaticMarkup(memberEmailAlert(hostile))).toContain('&lt;b&gt;&amp;&lt;/b&gt;');
  });
});
