import type { Locator, Page } from '@playwright/test';
import { readManifest } from '../scripts/build/build-meta.mjs';
import { company as brand } from '../src/content/company';
import { MOCK_EMAIL } from '../src/contact/mocks/handlers';
import { morningOf } from '../tests/clock/clock';
import { expectNoAxeViolations } from './axe';
import { atChosenDays, expect, test } from './clock';
import { atPairs } from './tier';
import { say, type Locale } from './contactMessages';
import { serveMockApi } from './mockApi';
import { expectMode, openLive } from './ready';

/*
 * The contact form's journeys end to end, against the built site, answered by the one mock of the
 * API (src/contact/mocks/handlers.ts through e2e/mockApi.ts: every Wednesday of the six weeks from `start`
 * is unavailable; the trigger e-mails choose the failures). The mock records every request body,
 * so each test compares the exact JSON that left the browser with the payload SPEC §3 expects.
 *
 * The seven success paths are driven with the keyboard alone: Tab to a field, type, arrows for
 * radios and the budget list, Space for the consent, Enter to send — one date is picked in the
 * calendar with the arrow keys, the others are typed. Then: a failed send keeps every field (and
 * the draft), axe on the form and its alert, and the release calendar inside a short window.
 *
 * Owned elsewhere, not repeated here: the SPEC §5 validation order (src/contact/validation.test.ts;
 * its wiring — alert, focus, aria-invalid — in ContactPage.stories.tsx ValidationOrder,
 * DistributionValidationOrder, ConsentLast); a tab change clears the form and the drafts and
 * replaces the URL (ContactPage.stories.tsx TabChangeClearsForm); encoded and unknown types
 * (ContactPage.stories.tsx EncodedType, UnknownType; e2e/app.spec.ts for the 404 route); what
 * each failure alert says (src/contact/submit.test.ts, ContactPage.stories.tsx MemberEmailCode10,
 * UnderReviewCode8, ServerError500, NetworkFailure).
 */

// Keyboard journeys press Tab a few hundred times: give them room on a loaded machine.
test.describe.configure({ timeout: 120_000 });

type Json = Record<string, unknown>;

// ------------------------------------------------------------------------------------------
// Dates, relative to the pinned today (e2e/clock.ts: the page's clock starts on the test's `today`;
// the tests that pick or send a date run at each of the chosen days between them).

const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
/** The first allowed release date: today + 14, skipping the mock's closed Wednesdays. */
function releaseDate(today: string): string {
  let date = addDays(morningOf(today), 14);
  while (date.getDay() === 3) date = addDays(date, 1);
  return iso(date);
}
/** The materials-ready date the tests pick in the calendar: today + 3. */
const readyDate = (today: string) => iso(addDays(morningOf(today), 3));

// ------------------------------------------------------------------------------------------
// Keyboard-only helpers.

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has focus (fails after `max` presses): the visitor's way to a field. */
async function tabTo(page: Page, target: Locator, max = 80) {
  // The first field of a freshly loaded route can take a while on a loaded machine (lazy chunk).
  await expect(target).toBeVisible({ timeout: 15_000 });
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Tabs to a text field and types into it. */
async function typeIn(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Tabs into a radio group (onto its checked radio, or the first) and arrows to `answer`. */
async function answer(page: Page, group: Locator, answerName: string) {
  const radios = group.getByRole('radio');
  const names = await radios.evaluateAll((elements) =>
    elements.map((element) => (element as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ''),
  );
  const target = names.indexOf(answerName);
  expect(target, `${answerName} in ${names.join(', ')}`).toBeGreaterThanOrEqual(0);
  const checked = await radios.evaluateAll((elements) =>
    elements.findIndex((element) => (element as HTMLInputElement).checked),
  );
  const entry = radios.nth(Math.max(checked, 0));
  await tabTo(page, entry);
  if (checked < 0 && target === 0) await page.keyboard.press('Space');
  const from = Math.max(checked, 0);
  for (let i = from; i < target; i++) await page.keyboard.press('ArrowRight');
  for (let i = from; i > target; i--) await page.keyboard.press('ArrowLeft');
  await expect(radios.nth(target)).toBeChecked();
}

/**
 * Moves through a tab list with ArrowRight, waiting for each move like a person would (Radix
 * moves tab focus in a timer, so keys pressed faster than it fires act on the old tab).
 */
async function arrowTo(page: Page, tabs: Locator, from: number, to: number) {
  for (let i = from; i < to; i++) {
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(i + 1)).toBeFocused();
  }
}

/** Goes to /contact and chooses the type's tab with Tab, the arrow keys and Enter. */
async function openType(page: Page, index: number, tabName: string) {
  await openLive(page, '/contact');
  const tablist = page.getByRole('tablist');
  const tabs = tablist.getByRole('tab');
  await tabTo(page, tabs.first());
  await arrowTo(page, tabs, 0, index);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: tabName })).toHaveAttribute('aria-selected', 'true');
}

interface Person {
  name: string;
  email: string;
  phone: string;
  country: string;
  company?: string;
}

const person: Person = {
  name: 'Nuri Kim',
  email: 'nuri.kim@example.com',
  phone: '010-1234-5678',
  country: 'Republic of Korea',
};

/** The common fields, by keyboard. A `company` makes the applicant a company. */
async function fillCommon(page: Page, locale: Locale, who: Person) {
  if (who.company) await answer(page, group(page, locale, '신청자 유형'), say(locale, '회사'));
  await typeIn(page, textbox(page, locale, '이름'), who.name);
  if (who.company) await typeIn(page, textbox(page, locale, '회사명'), who.company);
  await typeIn(page, textbox(page, locale, '이메일'), who.email);
  await typeIn(page, textbox(page, locale, '연락처'), who.phone);
  await typeIn(page, textbox(page, locale, '거주 국가'), who.country);
}

/** A field or group named by the product's message `source` in `locale`. */
const textbox = (page: Page, locale: Locale, source: string) =>
  page.getByRole('textbox', { name: say(locale, source), exact: true });
const group = (page: Page, locale: Locale, source: string, values?: Record<string, unknown>) =>
  page.getByRole('radiogroup', { name: say(locale, source, values), exact: true });
const yes = (locale: Locale) => say(locale, '예');
const no = (locale: Locale) => say(locale, '아니오');
const brandIn = (locale: Locale) => ({ brand: locale === 'ko' ? brand.brandKo : brand.brand });
const calendarButton = (page: Page, locale: Locale, label: string) =>
  page.getByRole('button', { name: say(locale, '{label} 달력 열기', { label: say(locale, label) }) });
const calendar = (page: Page, locale: Locale, label: string) =>
  page.getByRole('dialog', { name: say(locale, '{label} 달력', { label: say(locale, label) }) });

const sendButton = (page: Page, locale: Locale, distribution = false) =>
  page.getByRole('button', { name: say(locale, distribution ? '발매 신청 보내기' : '문의 보내기') });

/** Space on the consent, then Enter on the send button. */
async function consentAndSend(page: Page, locale: Locale, distribution = false) {
  const consent = page.getByRole('checkbox');
  await tabTo(page, consent);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  const send = sendButton(page, locale, distribution);
  await tabTo(page, send);
  await page.keyboard.press('Enter');
}

/** Fills the whole DISTRIBUTION form by keyboard (the ready date picked in the calendar). */
async function fillDistribution(page: Page, locale: Locale, who: Person, today: string) {
  await fillCommon(page, locale, who);
  await answer(page, group(page, locale, '이전에 음원을 발매한 적이 있나요?'), yes(locale));
  await typeIn(page, textbox(page, locale, '발매된 앨범 URL'), 'https://music.example.com/album/first');
  await typeIn(page, textbox(page, locale, '앨범명'), 'Blue Hour');
  await typeIn(page, textbox(page, locale, '아티스트명'), 'Haneul Park');
  await typeIn(page, textbox(page, locale, '아티스트 스트리밍 URL'), 'https://music.example.com/artist/haneul');
  await typeIn(page, textbox(page, locale, '아티스트 SNS 링크'), 'https://sns.example.com/haneul');
  await typeIn(page, textbox(page, locale, '데모 파일 링크'), 'https://files.example.com/blue-hour.zip');
  await answer(page, group(page, locale, '뮤직비디오가 있나요?'), no(locale));
  await typeIn(page, textbox(page, locale, '출시 희망일'), releaseDate(today));
  await answer(page, group(page, locale, '출시 시간'), '12:00');
  // The materials-ready date from the calendar: Enter opens it on today, arrows move, Enter picks.
  await tabTo(page, calendarButton(page, locale, '자료 준비 완료일'));
  await page.keyboard.press('Enter');
  const dialog = calendar(page, locale, '자료 준비 완료일');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(`[data-day="${today}"] button`)).toBeFocused();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(dialog.locator(`[data-day="${readyDate(today)}"] button`)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(textbox(page, locale, '자료 준비 완료일')).toHaveValue(readyDate(today));
  await expect(page.getByRole('button', { name: new RegExp(readyDate(today)) })).toBeFocused();
  await typeIn(page, textbox(page, locale, '비고'), 'Lead single is track 2.');
}

const distributionPayload = (locale: Locale, who: Person, today: string): Json => ({
  name: who.name,
  company: '',
  entity: 'individual',
  email: who.email,
  phone: who.phone,
  country: who.country,
  type: 'distribution',
  release_experience: true,
  desired_release_date: releaseDate(today),
  desired_release_time: '12:00:00',
  ready_date: readyDate(today),
  url_release: 'https://music.example.com/album/first',
  url_artist: 'https://music.example.com/artist/haneul',
  url_demo: 'https://files.example.com/blue-hour.zip',
  url_sns: 'https://sns.example.com/haneul',
  remark: 'Lead single is track 2.',
  has_mv: false,
  album_title: 'Blue Hour',
  album_artist: 'Haneul Park',
  language: locale,
});

/** Every control of the form with its value or checked state, in order. */
const formState = (page: Page) =>
  page
    .getByRole('form')
    .evaluate((form) =>
      Array.from(
        form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select'),
      ).map((control) =>
        control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox')
          ? `${control.name || control.id}=${control.value}:${control.checked}`
          : `${control.id}=${control.value}`,
      ),
    );

/** Closes the open alert with Enter. */
async function closeAlert(page: Page, locale: Locale) {
  const alert = page.getByRole('alertdialog');
  await expect(alert.getByRole('button', { name: say(locale, '확인') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(alert).toBeHidden();
}

// ------------------------------------------------------------------------------------------

// Tagged @desktop-only: the mobile project leaves these out (playwright.config.ts `grepInvert`).
test.describe('contact form: each type sent with the keyboard alone @desktop-only', () => {
  test.describe('in Korean', () => {
    test.use({ locale: 'ko-KR' });

    atChosenDays(0, () => {
      test('DISTRIBUTION (released before, no video, calendar-picked ready date)', async ({ page, today }) => {
        const { inquiries: sent } = await serveMockApi(page);
        await openType(page, 0, 'DISTRIBUTION');
        await fillDistribution(page, 'ko', person, today);
        await consentAndSend(page, 'ko', true);
        await expect(page).toHaveURL(/\/contact\/complete$/);
        expect(sent).toHaveLength(1);
        expect(sent[0]!.path).toBe('/api/v1/application/homepage');
        expect(sent[0]!.body).toStrictEqual(distributionPayload('ko', person, today));
        // The draft is gone with the successful send.
        expect(
          await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes('contact-draft'))),
        ).toEqual([]);
      });
    });

    test('MUSIC PRODUCTION', async ({ page }) => {
      const { inquiries: sent } = await serveMockApi(page);
      await openType(page, 2, 'MUSIC PRODUCTION');
      await fillCommon(page, 'ko', person);
      await typeIn(page, textbox(page, 'ko', '문의 내용'), '발라드 곡의 스트링 편곡이 필요합니다.');
      await consentAndSend(page, 'ko');
      await expect(page).toHaveURL(/\/contact\/complete$/);
      expect(sent.map((request) => request.path)).toEqual(['/api/v1/homepage/musicproduction']);
      expect(sent[0]!.body).toStrictEqual({
        name: person.name,
        company: null,
        entity: 'individual',
        email: person.email,
        phone: person.phone,
        country: person.country,
        type: 'musicproduction',
        comment: '발라드 곡의 스트링 편곡이 필요합니다.',
        language: 'ko',
      });
    });

    atChosenDays(1, () => {
      test('VIDEO PRODUCTION, own track distributed elsewhere', async ({ page, today }) => {
        const { inquiries: sent } = await serveMockApi(page);
        await openType(page, 3, 'VIDEO PRODUCTION');
        await fillCommon(page, 'ko', person);
        await typeIn(page, textbox(page, 'ko', '아티스트 스트리밍 URL'), 'https://music.example.com/artist/haneul');
        await typeIn(page, textbox(page, 'ko', '원하시는 영상 설명'), '옥상에서 원테이크로 찍는 라이브 영상');
        await typeIn(page, textbox(page, 'ko', '레퍼런스 영상 링크'), 'https://video.example.com/watch/reference');
        await typeIn(page, textbox(page, 'ko', '음원 파일 링크'), 'https://files.example.com/blue-hour.wav');
        await answer(page, group(page, 'ko', '음원 종류'), say('ko', '본인의 발매곡 또는 발매 예정곡'));
        await answer(page, group(page, 'ko', '{brand}을 통해 유통하시나요?', brandIn('ko')), no('ko'));
        await typeIn(page, textbox(page, 'ko', '유통사명'), 'Riverside Records');
        await typeIn(page, textbox(page, 'ko', '출시 희망일'), releaseDate(today));
        await answer(page, group(page, 'ko', '출시 시간'), '18:00');
        await answer(page, group(page, 'ko', '이 곡의 뮤직비디오가 이미 있나요?'), yes('ko'));
        await typeIn(page, textbox(page, 'ko', '뮤직비디오 URL'), 'https://video.example.com/watch/teaser');
        await typeIn(page, textbox(page, 'ko', '예산'), '300만 원');
        await typeIn(page, textbox(page, 'ko', '코멘트'), '서울에서 촬영합니다.');
        await consentAndSend(page, 'ko');
        await expect(page).toHaveURL(/\/contact\/complete$/);
        expect(sent.map((request) => request.path)).toEqual(['/api/v1/homepage/videoproduction']);
        expect(sent[0]!.body).toStrictEqual({
          name: person.name,
          company: null,
          entity: 'individual',
          email: person.email,
          phone: person.phone,
          country: person.country,
          type: 'videoproduction',
          streaming_url: 'https://music.example.com/artist/haneul',
          content: '옥상에서 원테이크로 찍는 라이브 영상',
          reference: 'https://video.example.com/watch/reference',
          audio_url: 'https://files.example.com/blue-hour.wav',
          audio_type: '본인 발매곡 또는 발매 예정곡',
          budget: '300만 원',
          comment: '서울에서 촬영합니다.',
          distributor: 'Riverside Records',
          release_date: releaseDate(today),
          release_time: '18:00:00',
          mv: true,
          mv_url: 'https://video.example.com/watch/teaser',
          language: 'ko',
        });
      });
    });

    test('ABBEY ROAD STUDIOS, never released ("-")', async ({ page }) => {
      const { inquiries: sent } = await serveMockApi(page);
      await openType(page, 5, 'ABBEY ROAD STUDIOS');
      await fillCommon(page, 'ko', person);
      await answer(page, group(page, 'ko', '이전에 음원을 발매한 적이 있나요?'), no('ko'));
      await typeIn(page, textbox(page, 'ko', '아티스트 SNS 링크'), 'https://sns.example.com/haneul');
      await typeIn(page, textbox(page, 'ko', '문의 내용'), '다섯 곡 EP의 마스터링을 맡기고 싶습니다.');
      await consentAndSend(page, 'ko');
      await expect(page).toHaveURL(/\/contact\/complete$/);
      expect(sent.map((request) => request.path)).toEqual(['/api/v1/homepage/abbeyroadstudios']);
      expect(sent[0]!.body).toStrictEqual({
        name: person.name,
        company: null,
        entity: 'individual',
        email: person.email,
        phone: person.phone,
        country: person.country,
        type: 'abbeyroadstudios',
        streaming_url: '-',
        artist_sns: 'https://sns.example.com/haneul',
        comment: '다섯 곡 EP의 마스터링을 맡기고 싶습니다.',
        language: 'ko',
      });
    });
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-US' });

    const company: Person = {
      name: 'Mina Lee',
      company: 'Riverside Label',
      email: 'mina@riverside.example',
      phone: '+82 10 5555 0101',
      country: 'South Korea',
    };

    atChosenDays(2, () => {
      test('MARKETING as a company (distributed by us, budget range, 18:00)', async ({ page, today }) => {
        const { inquiries: sent } = await serveMockApi(page);
        await openType(page, 1, 'MARKETING');
        await fillCommon(page, 'en', company);
        await typeIn(page, textbox(page, 'en', '아티스트명'), 'Mina');
        await typeIn(page, textbox(page, 'en', '스트리밍 URL'), 'https://music.example.com/artist/mina');
        await typeIn(page, textbox(page, 'en', '음원 파일 링크'), 'https://files.example.com/mina.wav');
        await answer(page, group(page, 'en', '뮤직비디오가 있나요?'), yes('en'));
        await typeIn(page, textbox(page, 'en', '뮤직비디오 URL'), 'https://video.example.com/watch/mina');
        await typeIn(page, textbox(page, 'en', '출시 희망일'), releaseDate(today));
        await answer(page, group(page, 'en', '출시 시간'), '18:00');
        await answer(page, group(page, 'en', '{brand}을 통해 유통하시나요?', brandIn('en')), yes('en'));
        await expect(textbox(page, 'en', '유통사명')).toHaveCount(0);
        await typeIn(page, textbox(page, 'en', '아티스트 SNS 링크'), 'https://sns.example.com/mina');
        const budget = page.getByRole('combobox', { name: say('en', '예산') });
        await tabTo(page, budget);
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowDown');
        await expect(budget).toHaveValue('500~1000');
        await typeIn(page, textbox(page, 'en', '코멘트'), 'Focus on short-form video.');
        await consentAndSend(page, 'en');
        await expect(page).toHaveURL(/\/contact\/complete$/);
        expect(sent.map((request) => request.path)).toEqual(['/api/v1/homepage/marketing']);
        expect(sent[0]!.body).toStrictEqual({
          name: company.name,
          company: company.company,
          entity: 'corporation',
          email: company.email,
          phone: company.phone,
          country: company.country,
          type: 'marketing',
          artist: 'Mina',
          streaming_url: 'https://music.example.com/artist/mina',
          demo_url: 'https://files.example.com/mina.wav',
          mv: true,
          mv_url: 'https://video.example.com/watch/mina',
          release_date: releaseDate(today),
          release_time: '18:00:00',
          distributor: true,
          distributor_name: '누리뮤직',
          artist_sns: 'https://sns.example.com/mina',
          budget: '500~1000',
          comment: 'Focus on short-form video.',
          language: 'en',
        });
      });
    });

    test('VIDEO PRODUCTION, a cover (five fields hidden, sent as null)', async ({ page }) => {
      const { inquiries: sent } = await serveMockApi(page);
      await openType(page, 3, 'VIDEO PRODUCTION');
      await fillCommon(page, 'en', person);
      await typeIn(page, textbox(page, 'en', '아티스트 스트리밍 URL'), 'https://music.example.com/artist/haneul');
      await typeIn(page, textbox(page, 'en', '원하시는 영상 설명'), 'A one-take rooftop performance.');
      await typeIn(page, textbox(page, 'en', '레퍼런스 영상 링크'), 'https://video.example.com/watch/reference');
      await typeIn(page, textbox(page, 'en', '음원 파일 링크'), 'https://files.example.com/cover.wav');
      await answer(page, group(page, 'en', '음원 종류'), say('en', '커버곡 또는 다른 아티스트의 곡'));
      await expect(group(page, 'en', '{brand}을 통해 유통하시나요?', brandIn('en'))).toHaveCount(0);
      await expect(group(page, 'en', '출시 시간')).toHaveCount(0);
      await expect(group(page, 'en', '이 곡의 뮤직비디오가 이미 있나요?')).toHaveCount(0);
      await expect(textbox(page, 'en', '출시 희망일')).toHaveCount(0);
      await expect(textbox(page, 'en', '뮤직비디오 URL')).toHaveCount(0);
      await typeIn(page, textbox(page, 'en', '예산'), 'About 3,000,000 KRW');
      await typeIn(page, textbox(page, 'en', '코멘트'), 'Shooting in Seoul.');
      await consentAndSend(page, 'en');
      await expect(page).toHaveURL(/\/contact\/complete$/);
      expect(sent.map((request) => request.path)).toEqual(['/api/v1/homepage/videoproduction']);
      expect(sent[0]!.body).toStrictEqual({
        name: person.name,
        company: null,
        entity: 'individual',
        email: person.email,
        phone: person.phone,
        country: person.country,
        type: 'videoproduction',
        streaming_url: 'https://music.example.com/artist/haneul',
        content: 'A one-take rooftop performance.',
        reference: 'https://video.example.com/watch/reference',
        audio_url: 'https://files.example.com/cover.wav',
        audio_type: '커버곡 또는 기타 곡',
        budget: 'About 3,000,000 KRW',
        comment: 'Shooting in Seoul.',
        distributor: null,
        release_date: null,
        release_time: null,
        mv: null,
        mv_url: null,
        language: 'en',
      });
    });

    for (const [index, tab, apiType, text] of [
      [4, 'PUBLISHING', 'publishing', 'Can you pitch our catalogue for sync?'],
      [6, say('en', '기타', undefined, 'contact inquiry type tab'), 'other', 'A question about a partnership.'],
    ] as const) {
      test(`${tab}`, async ({ page }) => {
        const { inquiries: sent } = await serveMockApi(page);
        await openType(page, index, tab);
        await fillCommon(page, 'en', company);
        await typeIn(page, textbox(page, 'en', '문의 내용'), text);
        await consentAndSend(page, 'en');
        await expect(page).toHaveURL(/\/contact\/complete$/);
        expect(sent.map((request) => request.path)).toEqual([`/api/v1/homepage/${apiType}`]);
        expect(sent[0]!.body).toStrictEqual({
          name: company.name,
          company: company.company,
          entity: 'corporation',
          email: company.email,
          phone: company.phone,
          country: company.country,
          type: apiType,
          comment: text,
          language: 'en',
        });
      });
    }
  });
});

// One answered failure and one connection failure: the other codes (8, 500) keep the form by the
// same path; what each alert says is owned by src/contact/submit.test.ts and the page's stories.
test.describe('contact form: failures keep every field filled @desktop-only', () => {
  const cases = [
    {
      name: 'code 10: already a member',
      email: MOCK_EMAIL.member,
      locale: 'ko' as const,
      title: '발매 신청 안내',
    },
    {
      // The request reached the network and the connection failed: nobody knows if it arrived.
      name: 'connection failed: could not confirm',
      email: MOCK_EMAIL.offline,
      locale: 'en' as const,
      title: '전송 여부를 확인하지 못했습니다',
    },
  ];

  for (const [index, failure] of cases.entries()) {
    test.describe(failure.name, () => {
      test.use({ locale: failure.locale === 'ko' ? 'ko-KR' : 'en-US' });
      atChosenDays(3 + index, () => {
        test('shows its alert; the form and the draft are intact', async ({ page, today }) => {
          const api = await serveMockApi(page);
          const who = { ...person, email: failure.email };
          await openLive(page, '/contact');
          await fillDistribution(page, failure.locale, who, today);
          const consent = page.getByRole('checkbox');
          await tabTo(page, consent);
          await page.keyboard.press('Space');
          const before = await formState(page);
          const send = sendButton(page, failure.locale, true);
          await tabTo(page, send);
          await page.keyboard.press('Enter');

          await expect(page.getByRole('alertdialog', { name: say(failure.locale, failure.title) })).toBeVisible();
          expect(api.requests).toHaveLength(1);
          expect(api.requests[0]!.body).toStrictEqual(distributionPayload(failure.locale, who, today));
          expect(api.inquiries).toEqual([]);
          await expect(page.locator('[data-loading-overlay]')).toHaveAttribute('data-state', 'idle');
          await closeAlert(page, failure.locale);

          // Still here, focus back on the send button, every answer as it was.
          await expect(page).toHaveURL(/\/contact$/);
          await expect(send).toBeFocused();
          expect(await formState(page)).toEqual(before);
          await expect(textbox(page, failure.locale, '이메일')).toHaveValue(failure.email);
          await expect(textbox(page, failure.locale, '앨범명')).toHaveValue('Blue Hour');
          await expect(textbox(page, failure.locale, '자료 준비 완료일')).toHaveValue(readyDate(today));

          // A reload restores the draft (the consent is asked again).
          await page.reload();
          await expect(textbox(page, failure.locale, '앨범명')).toHaveValue('Blue Hour');
          await expect(textbox(page, failure.locale, '출시 희망일')).toHaveValue(releaseDate(today));
          await expect(page.getByRole('checkbox')).not.toBeChecked();
        });
      });
    });
  }
});

// The page itself is the route sweep's to scan (e2e/sweep.spec.ts); the validation alert over the
// form is this one's, in Korean at one width and English at the other.
atPairs(
  0,
  (lang) => {
    test('axe on the validation alert over the form; closing it focuses the first field', async ({ page }) => {
      await serveMockApi(page);
      await openLive(page, '/contact');
      await expect(page.getByRole('tab', { name: 'DISTRIBUTION' })).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveTitle(`${say(lang, '문의하기')} | ${brand.brand}`);
      await sendButton(page, lang, true).press('Enter');
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectNoAxeViolations(page);
      await closeAlert(page, lang);
      await expect(textbox(page, lang, '이름')).toBeFocused();
    });
  },
  { widths: 'both' },
);

// The release-date calendar at a short desktop viewport: it is 436 px tall, so with the
// field near the middle of a 720 px window it fits neither above nor below and used to open with
// its top (and "Next month") above the window. Real wheel input moves the field through the
// window; at each stop a real click opens the calendar, which must lie wholly inside the window,
// and a real click on "Next month" (no force) must show the next month.
test.describe('contact form: the release-date calendar stays inside a 1280×720 window @desktop-only', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 720 } });

  const monthNames = Array.from({ length: 12 }, (_, month) =>
    new Date(2000, month, 1).toLocaleString('en-US', { month: 'long' }),
  );
  /** "December 2026" → "January 2027". */
  const nextMonthName = (name: string) => {
    const [month = '', year = ''] = name.split(' ');
    const index = monthNames.indexOf(month);
    expect(index, name).toBeGreaterThanOrEqual(0);
    return index === 11 ? `${monthNames[0]} ${Number(year) + 1}` : `${monthNames[index + 1]} ${year}`;
  };

  for (const [index, path] of ['/en/contact/MARKETING', '/en/contact'].entries()) {
    atChosenDays(1 + index, () => {
      test(`${path}: opened by a click wherever the wheel leaves the desired release date field`, async ({ page }) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await serveMockApi(page);
        await openLive(page, path);
        const trigger = calendarButton(page, 'en', '출시 희망일');
        await expect(trigger).toBeVisible({ timeout: 15_000 });
        const dialog = calendar(page, 'en', '출시 희망일');
        const { width, height } = page.viewportSize()!;
        const triggerTops: number[] = [];
        await page.mouse.move(width / 2, height / 2);
        for (let step = 0; step < 60; step++) {
          const before = await page.evaluate(() => window.scrollY);
          await page.mouse.wheel(0, 100);
          await expect.poll(() => page.evaluate(() => window.scrollY)).not.toBe(before);
          const box = await trigger.boundingBox();
          if (box && box.y + box.height < 0) break;
          if (!box || box.y < 0 || box.y + box.height > height) continue;
          triggerTops.push(Math.round(box.y));
          await trigger.click();
          await expect(dialog).toBeVisible();
          const grid = dialog.getByRole('grid');
          const shown = (await grid.getAttribute('aria-label')) ?? '';
          // Wait for the position to settle (Radix measures, flips and sizes after the first frame).
          await expect
            .poll(
              async () => {
                const popover = await dialog.boundingBox();
                return popover && popover.y >= 0 && popover.x >= 0
                  ? popover.y + popover.height <= height && popover.x + popover.width <= width
                  : false;
              },
              `the calendar lies inside the window with the field's top at ${Math.round(box.y)} px`,
            )
            .toBe(true);
          await dialog.getByRole('button', { name: say('en', '다음 달') }).click();
          await expect(grid).toHaveAttribute('aria-label', nextMonthName(shown));
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
          await page.mouse.move(width / 2, height / 2);
        }
        // The stops cover the middle of the window, where the calendar fits on neither side.
        expect(
          triggerTops.some((top) => top > 250 && top < 450),
          triggerTops.join(', '),
        ).toBe(true);
        expect(errors).toEqual([]);
      });
    });
  }
});

// ------------------------------------------------------------------------------------------
// The contact catalog (src/locales/{locale}/contact.po): only the contact pages load it, before
// their first render. Held back here, the page must wait for it — never a Korean source text or
// a bare message id in its place.

/** The built chunk of a language's contact catalog. */
function contactCatalog(locale: Locale): string {
  const entry = readManifest(process.env.E2E_DIST ?? 'dist')[`src/locales/${locale}/contact.po`];
  if (!entry) throw new Error(`the ${locale} contact catalog is not in the build's manifest`);
  return `/${entry.file}`;
}

/** Holds every request for `file` until `release()`; `requested` says whether one came. */
async function holdRequests(page: Page, file: string) {
  let requested = false;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${file}`, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}

/** From now on, records what the contact form says after each change of the page. */
async function recordFormTexts(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { formTexts: string[] }).formTexts = seen;
    const record = () => {
      const text = document.querySelector('#root form')?.textContent;
      if (text && text !== seen.at(-1)) seen.push(text);
    };
    record();
    new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { formTexts: string[] }).formTexts);
}

const hangul = /[\uac00-\ud7a3]/;

test.describe('contact form: its messages come before its first render @desktop-only', () => {
  test('a client navigation to /en/contact waits for the held catalog, then shows the form in English', async ({
    page,
  }) => {
    await serveMockApi(page);
    const catalog = await holdRequests(page, contactCatalog('en'));
    await page.goto('/en/');
    await expectMode(page, 'hydrated');
    const formTexts = await recordFormTexts(page);
    // The home page does not load the contact catalog.
    expect(catalog.requested()).toBe(false);
    const home = await page.locator('main h1').textContent();
    await page.getByRole('banner').getByRole('link', { name: 'CONTACT' }).click();
    await expect.poll(catalog.requested).toBe(true);
    // While it is held, home stays on screen and no form is rendered.
    await expect(page.locator('main h1')).toHaveText(home!);
    await expect(page.locator('form')).toHaveCount(0);
    catalog.release();
    await expect(sendButton(page, 'en', true)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
    const texts = await formTexts();
    expect(texts.length).toBeGreaterThan(0);
    // From its first render on, the form says the English texts: no Korean source, no ids.
    for (const text of texts) {
      expect(text).toContain(say('en', '발매 신청 보내기'));
      expect(text).not.toMatch(hangul);
    }
  });

  test('a language switch on /ko/contact waits for the English contact catalog', async ({ page }) => {
    await serveMockApi(page);
    await page.goto('/ko/contact');
    await expectMode(page, 'hydrated');
    await expect(sendButton(page, 'ko', true)).toBeVisible();
    const formTexts = await recordFormTexts(page);
    const catalog = await holdRequests(page, contactCatalog('en'));
    await page
      .getByRole('button', { name: /언어|Language/ })
      .first()
      .click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect.poll(catalog.requested).toBe(true);
    // Until the English contact messages are here, the form stays in Korean.
    await expect(sendButton(page, 'ko', true)).toBeVisible();
    catalog.release();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(sendButton(page, 'en', true)).toBeVisible();
    // Every state the form went through is one language or the other, never ids.
    const texts = await formTexts();
    expect(texts.at(-1)).not.toMatch(hangul);
    for (const text of texts) {
      expect([say('ko', '발매 신청 보내기'), say('en', '발매 신청 보내기')].some((label) => text.includes(label))).toBe(
        true,
      );
    }
  });
});
