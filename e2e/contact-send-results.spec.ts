import { expect, test, type Locator, type Page, type Route } from '@playwright/test';

/*
 * Honest send results and idempotency keys (issue 13, item 3), against the built site.
 *
 * The API is served by the test (`page.route`), which decides per request what happens to it: a
 * connection dropped after the request left, no answer at all (the client gives up after 15 s),
 * or the documented success. A send whose fate is unknown must say so ("could not confirm…
 * check your e-mail"), keep every field, and a retry must carry the same `Idempotency-Key`; a
 * browser that is offline before sending says plainly that nothing was sent.
 */

test.describe.configure({ timeout: 90_000 });

type Locale = 'ko' | 'en';
const say = (locale: Locale, ko: string, en: string) => (locale === 'en' ? en : ko);
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type Fate = 'drop' | 'hang' | 'ok';
interface Sent {
  key: string | null;
  body: unknown;
}

/**
 * Serves the API; each inquiry gets the next fate of `fates` (then 'ok'). Returns what arrived.
 * While `isOffline()` nothing arrives: the request fails as the network would.
 */
async function serveApi(page: Page, fates: Fate[], isOffline = () => false) {
  const sent: Sent[] = [];
  await page.route('**/api/v1/**', async (route: Route) => {
    if (isOffline()) return route.abort('internetdisconnected');
    const request = route.request();
    if (request.method() === 'GET') return route.fulfill({ json: [] });
    sent.push({ key: await request.headerValue('idempotency-key'), body: request.postDataJSON() });
    const fate = fates.shift() ?? 'ok';
    if (fate === 'drop') return route.abort('connectionreset');
    if (fate === 'hang') return; // never answered: the client gives up after its timeout
    return route.fulfill({ json: { data: { code: 0, status: 'received' } } });
  });
  return sent;
}

const field = (page: Page, locale: Locale, ko: string, en: string) =>
  page.getByRole('textbox', { name: say(locale, ko, en), exact: true });

/** Clicks a field and types, like a person. */
async function typeInto(page: Page, target: Locator, text: string) {
  await target.click();
  await page.keyboard.type(text);
  await expect(target).toHaveValue(text);
}

/** /contact/ETC: the common fields and the inquiry, the consent ticked. */
async function fillInquiry(page: Page, locale: Locale) {
  await page.goto('/contact/ETC');
  await expect(page.getByRole('tab', { name: say(locale, '기타', 'Other') })).toHaveAttribute('aria-selected', 'true');
  await typeInto(page, field(page, locale, '이름', 'Name'), 'Nuri Kim');
  await typeInto(page, field(page, locale, '이메일', 'E-mail'), 'nuri.kim@example.com');
  await typeInto(page, field(page, locale, '연락처', 'Phone'), '010-1234-5678');
  await typeInto(page, field(page, locale, '거주 국가', 'Country of residence'), 'Republic of Korea');
  await typeInto(page, field(page, locale, '문의 내용', 'Your inquiry'), 'A question about a partnership.');
  await page.getByRole('checkbox').click();
  await expect(page.getByRole('checkbox')).toBeChecked();
}

const sendButton = (page: Page, locale: Locale) =>
  page.getByRole('button', { name: say(locale, '문의 보내기', 'Send inquiry') });

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
  await alert.getByRole('button', { name: say(locale, '확인', 'OK') }).click();
  await expect(alert).toBeHidden();
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

    test('a connection dropped after sending: "could not confirm"; the retry has the same key, a changed form a new one', async ({
      page,
    }) => {
      const violations = cspViolations(page);
      const sent = await serveApi(page, ['drop', 'drop', 'ok']);
      await fillInquiry(page, 'ko');
      const before = await formState(page);
      await sendButton(page, 'ko').click();

      const alert = page.getByRole('alertdialog', { name: '전송 여부를 확인하지 못했습니다' });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText('문의가 전송되었는지 확인하지 못했습니다');
      await expect(alert).toContainText('다시 보내기 전에 저희가 보낸 접수 확인 이메일이 왔는지 확인해 주세요');
      await expect(alert).not.toContainText('전송되지 않았습니다');
      await closeAlert(page, 'ko');
      await expect(sendButton(page, 'ko')).toBeFocused();
      expect(await formState(page)).toEqual(before);

      // The visitor sends again: the same submission, the same key.
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alertdialog', { name: '전송 여부를 확인하지 못했습니다' })).toBeVisible();
      await closeAlert(page, 'ko');
      expect(sent).toHaveLength(2);
      expect(sent[0]!.key).toMatch(UUID_V4);
      expect(sent[1]!.key).toBe(sent[0]!.key);
      expect(sent[1]!.body).toEqual(sent[0]!.body);

      // A changed inquiry is a new submission: a new key. It goes through.
      const inquiry = field(page, 'ko', '문의 내용', '');
      await inquiry.click();
      await page.keyboard.press('End');
      await page.keyboard.type(' (2)');
      await sendButton(page, 'ko').click();
      await expect(page).toHaveURL(/\/contact\/complete$/);
      expect(sent).toHaveLength(3);
      expect(sent[2]!.key).toMatch(UUID_V4);
      expect(sent[2]!.key).not.toBe(sent[0]!.key);
      expect(sent[2]!.body).toMatchObject({ comment: 'A question about a partnership. (2)' });
      expect(violations).toEqual([]);
    });
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-US' });

    test('no answer within 15 s: "could not confirm" with the form intact; the retry repeats the key', async ({
      page,
    }) => {
      const violations = cspViolations(page);
      const sent = await serveApi(page, ['hang', 'ok']);
      await fillInquiry(page, 'en');
      const before = await formState(page);
      const started = Date.now();
      await sendButton(page, 'en').click();

      const alert = page.getByRole('alertdialog', { name: 'Sending not confirmed' });
      await expect(alert).toBeVisible({ timeout: 25_000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(14_000);
      await expect(alert).toContainText(
        'We could not confirm that your inquiry was sent. It may already have reached us. Please check your e-mail for our confirmation before sending it again.',
      );
      await expect(alert).not.toContainText('Nothing was sent');
      await closeAlert(page, 'en');
      expect(await formState(page)).toEqual(before);

      await sendButton(page, 'en').click();
      await expect(page).toHaveURL(/\/contact\/complete$/);
      expect(sent).toHaveLength(2);
      expect(sent[0]!.key).toMatch(UUID_V4);
      expect(sent[1]!.key).toBe(sent[0]!.key);
      expect(violations).toEqual([]);
    });

    test('offline before sending: "nothing was sent" (the request never left); online again it goes', async ({
      page,
      context,
    }) => {
      // Playwright's routes answer even when the context is offline: the test's server plays the
      // network and fails what the browser could not have sent.
      let offline = false;
      const sent = await serveApi(page, [], () => offline);
      await fillInquiry(page, 'en');
      const before = await formState(page);
      await context.setOffline(true);
      offline = true;
      expect(await page.evaluate(() => navigator.onLine)).toBe(false);
      await sendButton(page, 'en').click();
      const alert = page.getByRole('alertdialog', { name: 'Not sent' });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText('You are offline, so nothing was sent.');
      await closeAlert(page, 'en');
      expect(sent).toEqual([]);
      expect(await formState(page)).toEqual(before);

      await context.setOffline(false);
      offline = false;
      await sendButton(page, 'en').click();
      await expect(page).toHaveURL(/\/contact\/complete$/);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.key).toMatch(UUID_V4);
    });
  });
});
