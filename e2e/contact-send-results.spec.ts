import { expect, test, type Locator, type Page } from '@playwright/test';
import { readManifest } from '../scripts/build/build-meta.mjs';
import { MOCK_EMAIL } from '../src/contact/mocks/handlers';
import { say, type Locale } from './contactMessages';
import { serveMockApi } from './mockApi';
import { openLive } from './ready';

/*
 * Honest send results and idempotency keys, against the built site answered
 * by the one mock of the API (e2e/mockApi.ts): dropped@ has the connection dropped after the
 * request arrived, and the mock answers a repeated key with its first (successful) answer. A send
 * whose fate is unknown must say so, keep every field, and a retry must carry the same
 * `Idempotency-Key` while a changed form gets a new one; a browser that is offline before sending
 * says plainly that nothing was sent.
 *
 * Owned elsewhere: the 15 s timeout (src/contact/api/client.test.ts) and a timed-out send's retry
 * (src/contact/mocks/handlers.test.ts, the mock's timeout@ and the real client); the key rules
 * (src/contact/idempotency.test.ts, src/contact/submit.test.ts); what each alert says
 * (src/contact/submit.test.ts, ContactPage.stories.tsx NetworkFailure).
 */

test.describe.configure({ timeout: 90_000 });

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const field = (page: Page, locale: Locale, source: string) =>
  page.getByRole('textbox', { name: say(locale, source), exact: true });

/** Clicks a field and types, like a person. */
async function typeInto(page: Page, target: Locator, text: string) {
  await target.click();
  await page.keyboard.type(text);
  await expect(target).toHaveValue(text);
}

/** /contact/ETC, hydrated, its tab selected. */
async function openInquiry(page: Page, locale: Locale) {
  await openLive(page, '/contact/ETC');
  await expect(
    page.getByRole('tab', { name: say(locale, '기타', undefined, 'contact inquiry type tab') }),
  ).toHaveAttribute('aria-selected', 'true');
}

/** /contact/ETC: the common fields and the inquiry, the consent ticked. */
async function fillInquiry(page: Page, locale: Locale, email = 'nuri.kim@example.com') {
  await openInquiry(page, locale);
  await typeInquiry(page, locale, email);
}

/** Types the common fields and the inquiry of an open /contact/ETC, and ticks the consent. */
async function typeInquiry(page: Page, locale: Locale, email = 'nuri.kim@example.com') {
  await typeInto(page, field(page, locale, '이름'), 'Nuri Kim');
  await typeInto(page, field(page, locale, '이메일'), email);
  await typeInto(page, field(page, locale, '연락처'), '010-1234-5678');
  await typeInto(page, field(page, locale, '거주 국가'), 'Republic of Korea');
  await typeInto(page, field(page, locale, '문의 내용'), 'A question about a partnership.');
  await page.getByRole('checkbox').click();
  await expect(page.getByRole('checkbox')).toBeChecked();
}

const sendButton = (page: Page, locale: Locale) => page.getByRole('button', { name: say(locale, '문의 보내기') });

/** Every control of the form with its value or checked state. */
const formState = (page: Page) =>
  page
    .getByRole('form')
    .evaluate((form) =>
      Array.from(form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')).map((control) =>
        control.type === 'radio' || control.type === 'checkbox'
          ? `${control.name || control.id}:${String((control as HTMLInputElement).checked)}`
          : `${control.id}=${control.value}`,
      ),
    );

async function closeAlert(page: Page, locale: Locale) {
  const alert = page.getByRole('alertdialog');
  await alert.getByRole('button', { name: say(locale, '확인') }).click();
  await expect(alert).toBeHidden();
}

/** The "could not send" alert shows `message` (its Korean source); then the visitor closes it. */
async function expectNotSentAlert(page: Page, locale: Locale, message: string) {
  const alert = page.getByRole('alertdialog', { name: say(locale, '전송하지 못했습니다') });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(say(locale, message));
  await closeAlert(page, locale);
}

/** CSP reports of the page (the custom header must not need anything the policy forbids). */
function cspViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe('contact: a send whose fate is unknown says so; retries keep the key @desktop-only', () => {
  test.describe('in Korean', () => {
    test.use({ locale: 'ko-KR' });

    test('a connection dropped after sending: "could not confirm"; a changed form has a new key, its retry the same one', async ({
      page,
    }) => {
      const violations = cspViolations(page);
      const api = await serveMockApi(page);
      await fillInquiry(page, 'ko', MOCK_EMAIL.dropped);
      const before = await formState(page);
      const unconfirmed = page.getByRole('alertdialog', { name: say('ko', '전송 여부를 확인하지 못했습니다') });
      await sendButton(page, 'ko').click();

      await expect(unconfirmed).toBeVisible();
      await closeAlert(page, 'ko');
      await expect(sendButton(page, 'ko')).toBeFocused();
      expect(await formState(page)).toEqual(before);

      // A changed inquiry is a new submission: a new key. Its connection drops too.
      const inquiry = field(page, 'ko', '문의 내용');
      await inquiry.click();
      await page.keyboard.press('End');
      await page.keyboard.type(' (2)');
      await sendButton(page, 'ko').click();
      await expect(unconfirmed).toBeVisible();
      await closeAlert(page, 'ko');

      // The visitor sends it again: the same submission, the same key; the mock already has it
      // and answers with its first answer, a success.
      await expect(sendButton(page, 'ko')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/contact\/complete$/);

      const keys = api.requests.map((request) => request.key);
      expect(keys).toHaveLength(3);
      expect(keys[0]).toMatch(UUID_V4);
      expect(keys[1]).toMatch(UUID_V4);
      expect(keys[1]).not.toBe(keys[0]);
      expect(keys[2]).toBe(keys[1]);
      expect(api.requests[1]!.body).toMatchObject({ comment: 'A question about a partnership. (2)' });
      expect(api.requests[2]!.body).toEqual(api.requests[1]!.body);
      // Each submission recorded once.
      expect(api.inquiries.map((recorded) => recorded.key)).toEqual([keys[0], keys[1]]);
      expect(violations).toEqual([]);
    });
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-US' });

    test('offline before sending: "nothing was sent" (the request never left); online again it goes', async ({
      page,
    }) => {
      const api = await serveMockApi(page);
      await fillInquiry(page, 'en');
      const before = await formState(page);
      await api.setOffline(true);
      expect(await page.evaluate(() => navigator.onLine)).toBe(false);
      await sendButton(page, 'en').click();
      await expectNotSentAlert(
        page,
        'en',
        '인터넷에 연결되어 있지 않아 아무것도 전송되지 않았습니다. 작성하신 내용은 양식에 그대로 남아 있으니 인터넷에 연결된 뒤 다시 보내 주세요.',
      );
      expect(api.requests).toEqual([]);
      expect(await formState(page)).toEqual(before);

      await api.setOffline(false);
      await sendButton(page, 'en').click();
      await expect(page).toHaveURL(/\/contact\/complete$/);
      expect(api.requests).toHaveLength(1);
      expect(api.requests[0]!.key).toMatch(UUID_V4);
      expect(api.inquiries).toHaveLength(1);
    });
  });
});

/** The built chunk of the contact form's send code (src/contact/send.ts: validation, payload, submitter). */
function sendCodeFile(): string {
  const entry = readManifest(process.env.E2E_DIST ?? 'dist')['src/contact/send.ts'];
  if (!entry) throw new Error("the contact form's send code is not in the build's manifest");
  return `/${entry.file}`;
}

test.describe("contact: the send's code comes with the first edit @desktop-only", () => {
  test.use({ locale: 'en-US' });

  test('not before; when it cannot load, a send says nothing was sent and keeps the form; the next send loads it and goes', async ({
    page,
  }) => {
    const api = await serveMockApi(page);
    let requests = 0;
    let blocked = true;
    await page.route(`**${sendCodeFile()}`, (route) => {
      requests += 1;
      return blocked ? route.abort() : route.continue();
    });
    await openInquiry(page, 'en');
    expect(requests).toBe(0);

    // The first keystroke asks for it (and fails, silently: nothing was sent yet).
    await typeInquiry(page, 'en');
    expect(requests).toBeGreaterThan(0);
    const before = await formState(page);

    await sendButton(page, 'en').click();
    await expectNotSentAlert(
      page,
      'en',
      '보내기에 필요한 파일을 불러오지 못해 아무것도 전송되지 않았습니다. 작성하신 내용은 양식에 그대로 남아 있으니 인터넷 연결을 확인한 뒤 다시 보내 주세요.',
    );
    await expect(sendButton(page, 'en')).toBeFocused();
    expect(api.requests).toEqual([]);
    expect(await formState(page)).toEqual(before);

    blocked = false;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contact\/complete$/);
    expect(api.inquiries).toHaveLength(1);
  });
});
