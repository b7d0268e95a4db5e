import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/*
 * The contact form end to end, against the built site.
 *
 * The production build never contains the MSW mock (it only starts in `npm run dev`), so these
 * tests serve the documented API themselves with Playwright's `page.route('** /api/v1/**')`: a
 * small re-implementation of the contract of SPEC §7 (the same behaviour as src/mocks/handlers.ts:
 * every Wednesday of the six weeks from `start` is unavailable; the trigger e-mails answer codes
 * 10 and 8, a 500 or a network failure) that RECORDS every request body, so each test compares
 * the exact JSON that left the browser with the payload SPEC §3 expects.
 *
 * The seven success paths are driven with the keyboard alone: Tab to a field, type, arrows for
 * radios and the budget list, Space for the consent, Enter to send — one date is picked in the
 * calendar with the arrow keys, the others are typed.
 */

// Keyboard journeys press Tab a few hundred times: give them room on a loaded machine.
test.describe.configure({ timeout: 120_000 });

type Locale = 'ko' | 'en';
type Json = Record<string, unknown>;

const say = (locale: Locale, ko: string, en: string) => (locale === 'en' ? en : ko);

// ------------------------------------------------------------------------------------------
// Dates, relative to the real today (the browser and the test share the machine's clock).

const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
const today = () => new Date();
/** The first allowed release date: today + 14, skipping the mock's closed Wednesdays. */
function releaseDate(): string {
  let date = addDays(today(), 14);
  while (date.getDay() === 3) date = addDays(date, 1);
  return iso(date);
}
/** The materials-ready date the tests pick in the calendar: today + 3. */
const readyDate = () => iso(addDays(today(), 3));

// ------------------------------------------------------------------------------------------
// The API contract, served by the test.

const TRIGGERS = {
  member: 'member@nurimusic.example',
  pending: 'pending@nurimusic.example',
  error500: 'error500@nurimusic.example',
  offline: 'offline@nurimusic.example',
};

interface Sent {
  path: string;
  body: Json;
}

/** Serves SPEC §7 for the page and returns the list of inquiry requests it received. */
async function serveApi(page: Page) {
  const sent: Sent[] = [];
  const calendarStarts: string[] = [];
  await page.route('**/api/v1/**', async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === '/api/v1/calendar/month/unavailable') {
      const start = url.searchParams.get('start') ?? '';
      calendarStarts.push(start);
      const first = new Date(`${start}T00:00:00Z`);
      const dates: string[] = [];
      for (let i = 0; i < 42; i++) {
        const day = new Date(first.getTime() + i * 86_400_000);
        if (day.getUTCDay() === 3) dates.push(day.toISOString().slice(0, 10));
      }
      return route.fulfill({ json: dates });
    }
    const inquiry = /^\/api\/v1\/(application\/homepage|homepage\/(\w+))$/.exec(url.pathname);
    if (request.method() === 'POST' && inquiry) {
      const body = request.postDataJSON() as Json;
      sent.push({ path: url.pathname, body });
      const distribution = inquiry[1] === 'application/homepage';
      switch (String(body.email).toLowerCase()) {
        case TRIGGERS.member:
          if (distribution) return route.fulfill({ json: { data: { code: 10 } } });
          break;
        case TRIGGERS.pending:
          if (distribution) return route.fulfill({ json: { data: { code: 8 } } });
          break;
        case TRIGGERS.error500:
          return route.fulfill({ status: 500, json: { message: 'Internal Server Error' } });
        case TRIGGERS.offline:
          return route.abort('internetdisconnected');
      }
      return route.fulfill({ json: { data: { code: 0, status: 'received' } } });
    }
    return route.fulfill({ status: 404, json: { error_code: 40400 } });
  });
  return { sent, calendarStarts };
}

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
  await page.goto('/contact');
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
  if (who.company) {
    await answer(
      page,
      page.getByRole('radiogroup', { name: say(locale, '신청자 유형', 'Applicant type') }),
      say(locale, '회사', 'Company'),
    );
  }
  await typeIn(page, textbox(page, locale, '이름', 'Name'), who.name);
  if (who.company) await typeIn(page, textbox(page, locale, '회사명', 'Company name'), who.company);
  await typeIn(page, textbox(page, locale, '이메일', 'E-mail'), who.email);
  await typeIn(page, textbox(page, locale, '연락처', 'Phone'), who.phone);
  await typeIn(page, textbox(page, locale, '거주 국가', 'Country of residence'), who.country);
}

const textbox = (page: Page, locale: Locale, ko: string, en: string) =>
  page.getByRole('textbox', { name: say(locale, ko, en), exact: true });
const group = (page: Page, locale: Locale, ko: string, en: string) =>
  page.getByRole('radiogroup', { name: say(locale, ko, en), exact: true });
const yes = (locale: Locale) => say(locale, '예', 'Yes');
const no = (locale: Locale) => say(locale, '아니오', 'No');

/** Space on the consent, then Enter on the send button. */
async function consentAndSend(page: Page, locale: Locale, distribution = false) {
  const consent = page.getByRole('checkbox');
  await tabTo(page, consent);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  const send = page.getByRole('button', {
    name: distribution
      ? say(locale, '발매 신청 보내기', 'Send application')
      : say(locale, '문의 보내기', 'Send inquiry'),
  });
  await tabTo(page, send);
  await page.keyboard.press('Enter');
}

/** Fills the whole DISTRIBUTION form by keyboard (the ready date picked in the calendar). */
async function fillDistribution(page: Page, locale: Locale, who: Person) {
  await fillCommon(page, locale, who);
  await answer(
    page,
    group(page, locale, '이전에 음원을 발매한 적이 있나요?', 'Have you released music before?'),
    yes(locale),
  );
  await typeIn(
    page,
    textbox(page, locale, '발매된 앨범 URL', 'Released album URLs'),
    'https://music.example.com/album/first',
  );
  await typeIn(page, textbox(page, locale, '앨범명', 'Album title'), 'Blue Hour');
  await typeIn(page, textbox(page, locale, '아티스트명', 'Artist name'), 'Haneul Park');
  await typeIn(
    page,
    textbox(page, locale, '아티스트 스트리밍 URL', 'Artist streaming URL'),
    'https://music.example.com/artist/haneul',
  );
  await typeIn(
    page,
    textbox(page, locale, '아티스트 SNS 링크', 'Artist social media links'),
    'https://sns.example.com/haneul',
  );
  await typeIn(
    page,
    textbox(page, locale, '데모 파일 링크', 'Link to demo files'),
    'https://files.example.com/blue-hour.zip',
  );
  await answer(page, group(page, locale, '뮤직비디오가 있나요?', 'Do you have a music video?'), no(locale));
  await typeIn(page, textbox(page, locale, '출시 희망일', 'Desired release date'), releaseDate());
  await answer(page, group(page, locale, '출시 시간', 'Release time'), '12:00');
  // The materials-ready date from the calendar: Enter opens it on today, arrows move, Enter picks.
  const calendarButton = page.getByRole('button', {
    name: say(locale, '자료 준비 완료일 달력 열기', 'Materials ready date: open calendar'),
  });
  await tabTo(page, calendarButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', {
    name: say(locale, '자료 준비 완료일 달력', 'Materials ready date: calendar'),
  });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(`[data-day="${iso(today())}"] button`)).toBeFocused();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(dialog.locator(`[data-day="${readyDate()}"] button`)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(textbox(page, locale, '자료 준비 완료일', 'Materials ready date')).toHaveValue(readyDate());
  await expect(page.getByRole('button', { name: new RegExp(readyDate()) })).toBeFocused();
  await typeIn(page, textbox(page, locale, '비고', 'Remarks'), 'Lead single is track 2.');
}

const distributionPayload = (locale: Locale, who: Person): Json => ({
  name: who.name,
  company: '',
  entity: 'individual',
  email: who.email,
  phone: who.phone,
  country: who.country,
  type: 'distribution',
  release_experience: true,
  desired_release_date: releaseDate(),
  desired_release_time: '12:00:00',
  ready_date: readyDate(),
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
  await expect(alert.getByRole('button', { name: say(locale, '확인', 'OK') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(alert).toBeHidden();
}

// ------------------------------------------------------------------------------------------

// Tagged @desktop-only: the mobile project leaves these out (playwright.config.ts `grepInvert`).
test.describe('contact form: each type sent with the keyboard alone @desktop-only', () => {
  test.describe('in Korean', () => {
    test.use({ locale: 'ko-KR' });

    test('DISTRIBUTION (released before, no video, calendar-picked ready date)', async ({ page }) => {
      const { sent } = await serveApi(page);
      await openType(page, 0, 'DISTRIBUTION');
      await fillDistribution(page, 'ko', person);
      await consentAndSend(page, 'ko', true);
      await expect(page).toHaveURL(/\/contact\/complete$/);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.path).toBe('/api/v1/application/homepage');
      expect(sent[0]!.body).toStrictEqual(distributionPayload('ko', person));
      // The draft is gone with the successful send.
      expect(
        await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes('contact-draft'))),
      ).toEqual([]);
    });

    test('MUSIC PRODUCTION', async ({ page }) => {
      const { sent } = await serveApi(page);
      await openType(page, 2, 'MUSIC PRODUCTION');
      await fillCommon(page, 'ko', person);
      await typeIn(page, textbox(page, 'ko', '문의 내용', ''), '발라드 곡의 스트링 편곡이 필요합니다.');
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

    test('VIDEO PRODUCTION, own track distributed elsewhere', async ({ page }) => {
      const { sent } = await serveApi(page);
      await openType(page, 3, 'VIDEO PRODUCTION');
      await fillCommon(page, 'ko', person);
      await typeIn(page, textbox(page, 'ko', '아티스트 스트리밍 URL', ''), 'https://music.example.com/artist/haneul');
      await typeIn(page, textbox(page, 'ko', '원하시는 영상 설명', ''), '옥상에서 원테이크로 찍는 라이브 영상');
      await typeIn(page, textbox(page, 'ko', '레퍼런스 영상 링크', ''), 'https://video.example.com/watch/reference');
      await typeIn(page, textbox(page, 'ko', '음원 파일 링크', ''), 'https://files.example.com/blue-hour.wav');
      await answer(page, group(page, 'ko', '음원 종류', ''), '본인의 발매곡 또는 발매 예정곡');
      await answer(page, group(page, 'ko', '누리뮤직을 통해 유통하시나요?', ''), '아니오');
      await typeIn(page, textbox(page, 'ko', '유통사명', ''), 'Riverside Records');
      await typeIn(page, textbox(page, 'ko', '출시 희망일', ''), releaseDate());
      await answer(page, group(page, 'ko', '출시 시간', ''), '18:00');
      await answer(page, group(page, 'ko', '이 곡의 뮤직비디오가 이미 있나요?', ''), '예');
      await typeIn(page, textbox(page, 'ko', '뮤직비디오 URL', ''), 'https://video.example.com/watch/teaser');
      await typeIn(page, textbox(page, 'ko', '예산', ''), '300만 원');
      await typeIn(page, textbox(page, 'ko', '코멘트', ''), '서울에서 촬영합니다.');
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
        release_date: releaseDate(),
        release_time: '18:00:00',
        mv: true,
        mv_url: 'https://video.example.com/watch/teaser',
        language: 'ko',
      });
    });

    test('ABBEY ROAD STUDIOS, never released ("-")', async ({ page }) => {
      const { sent } = await serveApi(page);
      await openType(page, 5, 'ABBEY ROAD STUDIOS');
      await fillCommon(page, 'ko', person);
      await answer(page, group(page, 'ko', '이전에 음원을 발매한 적이 있나요?', ''), '아니오');
      await typeIn(page, textbox(page, 'ko', '아티스트 SNS 링크', ''), 'https://sns.example.com/haneul');
      await typeIn(page, textbox(page, 'ko', '문의 내용', ''), '다섯 곡 EP의 마스터링을 맡기고 싶습니다.');
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

    test('MARKETING as a company (distributed by us, budget range, 18:00)', async ({ page }) => {
      const { sent } = await serveApi(page);
      await openType(page, 1, 'MARKETING');
      await fillCommon(page, 'en', company);
      await typeIn(page, textbox(page, 'en', '', 'Artist name'), 'Mina');
      await typeIn(page, textbox(page, 'en', '', 'Streaming URL'), 'https://music.example.com/artist/mina');
      await typeIn(page, textbox(page, 'en', '', 'Link to audio files'), 'https://files.example.com/mina.wav');
      await answer(page, group(page, 'en', '', 'Do you have a music video?'), 'Yes');
      await typeIn(page, textbox(page, 'en', '', 'Music video URL'), 'https://video.example.com/watch/mina');
      await typeIn(page, textbox(page, 'en', '', 'Desired release date'), releaseDate());
      await answer(page, group(page, 'en', '', 'Release time'), '18:00');
      await answer(page, group(page, 'en', '', 'Will you distribute through NURI MUSIC?'), 'Yes');
      await expect(textbox(page, 'en', '', 'Distributor name')).toHaveCount(0);
      await typeIn(page, textbox(page, 'en', '', 'Artist social media links'), 'https://sns.example.com/mina');
      const budget = page.getByRole('combobox', { name: 'Budget' });
      await tabTo(page, budget);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(budget).toHaveValue('500~1000');
      await typeIn(page, textbox(page, 'en', '', 'Comments'), 'Focus on short-form video.');
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
        release_date: releaseDate(),
        release_time: '18:00:00',
        distributor: true,
        distributor_name: '누리뮤직',
        artist_sns: 'https://sns.example.com/mina',
        budget: '500~1000',
        comment: 'Focus on short-form video.',
        language: 'en',
      });
    });

    test('VIDEO PRODUCTION, a cover (five fields hidden, sent as null)', async ({ page }) => {
      const { sent } = await serveApi(page);
      await openType(page, 3, 'VIDEO PRODUCTION');
      await fillCommon(page, 'en', person);
      await typeIn(page, textbox(page, 'en', '', 'Artist streaming URL'), 'https://music.example.com/artist/haneul');
      await typeIn(page, textbox(page, 'en', '', 'Describe the video you want'), 'A one-take rooftop performance.');
      await typeIn(page, textbox(page, 'en', '', 'Reference video link'), 'https://video.example.com/watch/reference');
      await typeIn(page, textbox(page, 'en', '', 'Link to audio files'), 'https://files.example.com/cover.wav');
      await answer(page, group(page, 'en', '', 'Audio source'), "A cover or another artist's track");
      for (const name of [
        'Will you distribute through NURI MUSIC?',
        'Release time',
        'Does this track already have a music video?',
      ]) {
        await expect(group(page, 'en', '', name)).toHaveCount(0);
      }
      await expect(textbox(page, 'en', '', 'Desired release date')).toHaveCount(0);
      await expect(textbox(page, 'en', '', 'Music video URL')).toHaveCount(0);
      await typeIn(page, textbox(page, 'en', '', 'Budget'), 'About 3,000,000 KRW');
      await typeIn(page, textbox(page, 'en', '', 'Comments'), 'Shooting in Seoul.');
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
      [6, 'Other', 'other', 'A question about a partnership.'],
    ] as const) {
      test(`${tab}`, async ({ page }) => {
        const { sent } = await serveApi(page);
        await openType(page, index, tab);
        await fillCommon(page, 'en', company);
        await typeIn(page, textbox(page, 'en', '', 'Your inquiry'), text);
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

test.describe('contact form: failures keep every field filled @desktop-only', () => {
  const cases = [
    {
      name: 'code 10: already a member → the rights-holder site',
      email: TRIGGERS.member,
      locale: 'ko' as const,
      title: '발매 신청 안내',
      text: '권리자 사이트에서 발매 신청',
    },
    {
      name: 'code 8: an earlier application under review',
      email: TRIGGERS.pending,
      locale: 'en' as const,
      title: 'About your release application',
      text: 'still reviewing the release application',
    },
    {
      name: 'HTTP 500: not accepted',
      email: TRIGGERS.error500,
      locale: 'ko' as const,
      title: '전송하지 못했습니다',
      text: '서버가 문의를 접수하지 못했습니다. 일시적인 문제일 수 있습니다. 작성하신 내용은 양식에 그대로 남아 있으니',
    },
    {
      // The request reached the network and the connection failed: nobody knows if it arrived.
      name: 'connection failed: could not confirm',
      email: TRIGGERS.offline,
      locale: 'en' as const,
      title: 'Sending not confirmed',
      text: 'Please check your e-mail for our confirmation before sending it again. Everything you entered is still in the form',
    },
  ];

  for (const failure of cases) {
    test.describe(failure.name, () => {
      test.use({ locale: failure.locale === 'ko' ? 'ko-KR' : 'en-US' });
      test('shows its alert; the form and the draft are intact', async ({ page }) => {
        const { sent } = await serveApi(page);
        const who = { ...person, email: failure.email };
        await page.goto('/contact');
        await fillDistribution(page, failure.locale, who);
        const consent = page.getByRole('checkbox');
        await tabTo(page, consent);
        await page.keyboard.press('Space');
        const before = await formState(page);
        const send = page.getByRole('button', { name: say(failure.locale, '발매 신청 보내기', 'Send application') });
        await tabTo(page, send);
        await page.keyboard.press('Enter');

        const alert = page.getByRole('alertdialog', { name: failure.title });
        await expect(alert).toBeVisible();
        await expect(alert).toContainText(failure.text);
        if (failure.email === TRIGGERS.member) {
          const link = alert.getByRole('link');
          await expect(link).toHaveAttribute('href', 'https://artist.nurimusic.example');
          await expect(link).toHaveAttribute('target', '_blank');
        }
        expect(sent).toHaveLength(1);
        expect(sent[0]!.body).toStrictEqual(distributionPayload(failure.locale, who));
        await expect(page.locator('[data-loading-overlay]')).toHaveAttribute('data-state', 'idle');
        await closeAlert(page, failure.locale);

        // Still here, focus back on the send button, every answer as it was.
        await expect(page).toHaveURL(/\/contact$/);
        await expect(send).toBeFocused();
        expect(await formState(page)).toEqual(before);
        await expect(textbox(page, failure.locale, '이메일', 'E-mail')).toHaveValue(failure.email);
        await expect(textbox(page, failure.locale, '앨범명', 'Album title')).toHaveValue('Blue Hour');
        await expect(textbox(page, failure.locale, '자료 준비 완료일', 'Materials ready date')).toHaveValue(
          readyDate(),
        );

        // A reload restores the draft (the consent is asked again).
        await page.reload();
        await expect(textbox(page, failure.locale, '앨범명', 'Album title')).toHaveValue('Blue Hour');
        await expect(textbox(page, failure.locale, '출시 희망일', 'Desired release date')).toHaveValue(releaseDate());
        await expect(page.getByRole('checkbox')).not.toBeChecked();
      });
    });
  }
});

test.describe('contact form: validation, routes and accessibility', () => {
  test.describe('in Korean', () => {
    test.use({ locale: 'ko-KR' });

    test('validation runs in the SPEC §5 order, one alert at a time, focus on the field @desktop-only', async ({
      page,
    }) => {
      const { sent } = await serveApi(page);
      await page.goto('/contact');
      const send = page.getByRole('button', { name: '발매 신청 보내기' });
      const steps: [Locator, string, string][] = [
        [textbox(page, 'ko', '이름', ''), '이름을 입력해 주세요.', 'Nuri Kim'],
        [textbox(page, 'ko', '이메일', ''), '이메일을 입력해 주세요.', 'nuri.kim'],
        [textbox(page, 'ko', '이메일', ''), '이메일 형식을 확인해 주세요.', '@example.com'],
        [textbox(page, 'ko', '연락처', ''), '연락처를 입력해 주세요.', '010-1234-5678'],
        [textbox(page, 'ko', '거주 국가', ''), '거주 국가를 입력해 주세요.', 'Korea'],
        [textbox(page, 'ko', '앨범명', ''), '앨범명을 입력해 주세요.', 'Blue Hour'],
        [textbox(page, 'ko', '아티스트명', ''), '아티스트명을 입력해 주세요.', 'Haneul'],
        [textbox(page, 'ko', '출시 희망일', ''), '발매 희망일과 시간을 입력해 주세요.', releaseDate()],
      ];
      for (const [field, message, text] of steps) {
        await tabTo(page, send);
        await page.keyboard.press('Enter');
        const alert = page.getByRole('alertdialog');
        await expect(alert).toContainText(message);
        await closeAlert(page, 'ko');
        await expect(field).toBeFocused();
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
        await page.keyboard.press('End');
        await page.keyboard.type(text);
      }
      // The time comes next (the date alone is not enough), then the ready date, then consent.
      await tabTo(page, send);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alertdialog')).toContainText('발매 희망일과 시간을 입력해 주세요.');
      await closeAlert(page, 'ko');
      await expect(page.getByRole('radio', { name: '12:00' })).toBeFocused();
      await page.keyboard.press('Space');
      await tabTo(page, send);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alertdialog')).toContainText('관련 자료 준비 완료일을 입력해 주세요.');
      await closeAlert(page, 'ko');
      await expect(textbox(page, 'ko', '자료 준비 완료일', '')).toBeFocused();
      await page.keyboard.type(iso(today()));
      await tabTo(page, send);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alertdialog')).toContainText('개인정보 수집 및 이용에 동의해 주세요.');
      await closeAlert(page, 'ko');
      await expect(page.getByRole('checkbox')).toBeFocused();
      expect(sent).toEqual([]);
    });

    test('a tab choice replaces the URL and clears the form and the draft; unknown types are 404 @desktop-only', async ({
      page,
    }) => {
      await serveApi(page);
      await page.goto('/contact/MARKETING');
      await typeIn(page, textbox(page, 'ko', '이름', ''), 'Nuri Kim');
      await page.reload();
      await expect(textbox(page, 'ko', '이름', '')).toHaveValue('Nuri Kim');
      const historyLength = await page.evaluate(() => history.length);
      const tab = page.getByRole('tab', { name: 'PUBLISHING' });
      await tabTo(page, page.getByRole('tab', { name: 'MARKETING' }));
      await arrowTo(page, page.getByRole('tab'), 1, 4);
      await expect(tab).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/contact\/PUBLISHING$/);
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(textbox(page, 'ko', '이름', '')).toHaveValue('');
      expect(await page.evaluate(() => history.length)).toBe(historyLength);
      expect(
        await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes('contact-draft'))),
      ).toEqual([]);

      await page.goto('/contact/MUSIC%20PRODUCTION');
      await expect(page.getByRole('tab', { name: 'MUSIC PRODUCTION' })).toHaveAttribute('aria-selected', 'true');
      await page.goto('/contact/UNKNOWN');
      await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    });

    test('axe: the form, the validation alert (390 px on the mobile project)', async ({ page }) => {
      await serveApi(page);
      await page.goto('/contact');
      await expect(page.getByRole('form')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: '발매 신청 보내기' }).press('Enter');
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectNoAxeViolations(page);
      await closeAlert(page, 'ko');
      await expect(textbox(page, 'ko', '이름', '')).toBeFocused();
      await expectNoAxeViolations(page);
    });
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-US' });

    test('axe: every type in English', async ({ page }) => {
      await serveApi(page);
      for (const type of ['MARKETING', 'VIDEO%20PRODUCTION', 'ABBEY%20ROAD%20STUDIOS', 'ETC']) {
        await page.goto(`/contact/${type}`);
        await expect(page.getByRole('form')).toBeVisible();
        await expectNoAxeViolations(page);
      }
      await page.goto('/contact');
      await expect(page.getByRole('tab', { name: 'DISTRIBUTION' })).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveTitle('Contact us | NURI MUSIC');
      await expectNoAxeViolations(page);
    });
  });
});

// The release-date calendar at a short desktop viewport (issue 12): it is 436 px tall, so with the
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

  for (const path of ['/en/contact/MARKETING', '/en/contact']) {
    test(`${path}: opened by a click wherever the wheel leaves the desired release date field`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await serveApi(page);
      await page.goto(path);
      const trigger = page.getByRole('button', { name: 'Desired release date: open calendar' });
      await expect(trigger).toBeVisible({ timeout: 15_000 });
      const dialog = page.getByRole('dialog', { name: 'Desired release date: calendar' });
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
        await dialog.getByRole('button', { name: 'Next month' }).click();
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
  }
});
