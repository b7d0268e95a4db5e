import { expect, test, type Locator, type Page } from '@playwright/test';
import { campaigns } from '../src/content/campaigns';
import { claims } from '../src/content/claims';
import { company } from '../src/content/company';
import { engineers } from '../src/content/engineers';
import { dsps } from '../src/content/platforms';
import {
  abbeyRoadCopy,
  distributionCopy,
  marketingCopy,
  musicProductionCopy,
  publishingCopy,
  videoProductionCopy,
} from '../src/content/servicesCopy';
import { serviceSummaries } from '../src/content/serviceSummaries';
import { musicWorks, videoWorks } from '../src/content/works';
import { expectNoAxeViolations } from './axe';
import { atPairs, type Lang } from './tier';
import { youtubeRequests } from './network';
import { waitForReact } from './ready';

// The Services page in the built site (SPEC §2 Services, §4, §9): every /services/{name} and
// /services — title, description, the one h1, the counts of §9, the inquiry buttons, the tab strip
// replacing the URL, the campaign modal and its category reset (axe on the open dialog), the
// engineers' disclosure, and the video facades that ask the video host only when pressed.

type Slug = 'distribution' | 'marketing' | 'music' | 'video' | 'publishing' | 'abbeyroad';

const slugs: Slug[] = ['distribution', 'marketing', 'music', 'video', 'publishing', 'abbeyroad'];

const tabName: Record<Slug, Record<Lang, string>> = {
  distribution: { ko: '음원 유통', en: 'DISTRIBUTION' },
  marketing: { ko: '마케팅', en: 'MARKETING' },
  music: { ko: '음악 제작', en: 'MUSIC PRODUCTION' },
  video: { ko: '영상 제작', en: 'VIDEO PRODUCTION' },
  publishing: { ko: '퍼블리싱', en: 'PUBLISHING' },
  abbeyroad: { ko: '애비 로드 스튜디오', en: 'ABBEY ROAD STUDIOS' },
};
const pageTitle: Record<Slug | 'all', Record<Lang, string>> = {
  distribution: { ko: '음원 유통', en: 'Distribution' },
  marketing: { ko: '마케팅', en: 'Marketing' },
  music: { ko: '음악 제작', en: 'Music production' },
  video: { ko: '영상 제작', en: 'Video production' },
  publishing: { ko: '퍼블리싱', en: 'Publishing' },
  abbeyroad: { ko: '애비 로드 스튜디오', en: 'Abbey Road Studios' },
  all: { ko: '서비스', en: 'Services' },
};
const allDescription: Record<Lang, string> = {
  ko: '음원 유통과 마케팅, 음악과 영상 제작, 퍼블리싱, 애비 로드 스튜디오 녹음까지 누리뮤직의 여섯 가지 서비스를 소개합니다.',
  en: 'Distribution, marketing, music and video production, publishing and recording at Abbey Road Studios: the six services of NURI MUSIC.',
};
const allHeading: Record<Lang, string> = {
  ko: '음악이 세상에 닿기까지, 필요한 일을 함께합니다.',
  en: 'Everything your music needs on its way to the world.',
};
const slogan: Record<Slug, Record<Lang, string>> = {
  distribution: distributionCopy.slogan,
  marketing: marketingCopy.slogan,
  music: musicProductionCopy.slogan,
  video: videoProductionCopy.slogan,
  publishing: publishingCopy.slogan,
  abbeyroad: abbeyRoadCopy.slogan,
};
const cta: Record<Slug, { label: Record<Lang, string>; href: string }> = {
  distribution: { label: { ko: '음원 유통 문의', en: 'CONTACT US' }, href: '/contact' },
  marketing: { label: marketingCopy.cta, href: '/contact/MARKETING' },
  music: { label: musicProductionCopy.cta, href: '/contact/MUSIC%20PRODUCTION' },
  video: { label: videoProductionCopy.cta, href: '/contact/VIDEO%20PRODUCTION' },
  publishing: { label: publishingCopy.cta, href: '/contact/PUBLISHING' },
  abbeyroad: { label: abbeyRoadCopy.cta, href: '/contact/ABBEY%20ROAD%20STUDIOS' },
};
const text = {
  glance: { ko: '한눈에 보는 음원 유통', en: 'Distribution at a glance' },
  why: { ko: '왜 누리뮤직인가요?', en: 'Why NURI MUSIC?' },
  musicHow: { ko: '이렇게 함께 만듭니다', en: 'How we work together' },
  videoHow: { ko: '이렇게 만듭니다', en: 'How we make it' },
  steps: { ko: '진행 과정', en: 'How it works' },
  publishingPoints: { ko: '퍼블리싱 서비스', en: 'What we do' },
  partnership: { ko: '파트너십', en: 'The partnership' },
  clients: { ko: '함께 작업한 아티스트 이름', en: 'Names of the artists we have worked with' },
  categories: { ko: '캠페인 분야', en: 'Campaign areas' },
  next: { ko: '다음 슬라이드', en: 'Next slide' },
  newWindow: { ko: '(새 창에서 열림)', en: '(opens in a new window)' },
} satisfies Record<string, Record<Lang, string>>;

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A list named by a numbered section heading ("2 Selected works"). */
const listNamed = (scope: Page | Locator, title: string) =>
  scope.getByRole('list', { name: new RegExp(`^\\d+ ${escape(title)}$`) });
const region = (page: Page, slug: Slug, lang: Lang) =>
  page.locator('main').getByRole('region', { name: tabName[slug][lang], exact: true });
const liveText = (lang: Lang, current: number, total: number) =>
  lang === 'en' ? `Slide ${current} of ${total}` : `슬라이드 ${total}개 중 ${current}번째`;

/** Requests that leave the machine (the built site is served from 127.0.0.1). */
function recordForeignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== '127.0.0.1' && hostname !== 'localhost') foreign.push(request.url());
  });
  return foreign;
}

/** Opens a route and waits for its page (a lazy chunk; the all-services page is long). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1')).toHaveCount(1, { timeout: 15_000 });
  // The prerendered HTML is there before React: its tabs are links, its sections watch nothing yet.
  await waitForReact(page);
}

async function expectMeta(page: Page, lang: Lang, title: string, description: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page).toHaveTitle(`${title} | ${company.brand}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
}

/** §9 counts and the parts of one service, inside its region. */
async function expectServiceContent(page: Page, slug: Slug, lang: Lang) {
  const section = region(page, slug, lang);
  await expect(section).toHaveCount(1);
  const link = section.getByRole('link', { name: cta[slug].label[lang], exact: true });
  // An English browser is on the /en pages (the start rule), whose links keep the prefix.
  await expect(link).toHaveAttribute('href', `${lang === 'en' ? '/en' : ''}${cta[slug].href}`);
  switch (slug) {
    case 'distribution': {
      const logos = listNamed(section, distributionCopy.platformsTitle[lang]);
      await expect(logos.getByRole('listitem')).toHaveCount(14);
      for (const dsp of dsps) await expect(logos.getByRole('img', { name: dsp.name, exact: true })).toHaveCount(1);
      await expect(listNamed(section, text.glance[lang]).getByRole('listitem')).toHaveCount(4);
      await expect(listNamed(section, text.why[lang]).getByRole('listitem')).toHaveCount(3);
      await expect(listNamed(section, distributionCopy.promotion.title[lang]).getByRole('listitem')).toHaveCount(7);
      await expect(section.locator('figure[data-variant]')).toHaveCount(2);
      for (const demo of [distributionCopy.easyUpload, distributionCopy.royaltyPayment]) {
        const name = new RegExp(`^\\d+ ${escape(demo.title[lang])}$`);
        await expect(section.getByRole('heading', { name })).toHaveCount(1);
      }
      break;
    }
    case 'marketing': {
      const channels = listNamed(section, marketingCopy.channels.title[lang]).getByRole('link');
      await expect(channels).toHaveCount(4);
      for (const [i, href] of Object.values(company.channels).entries()) {
        await expect(channels.nth(i)).toHaveAttribute('href', href);
        await expect(channels.nth(i)).toHaveAttribute('target', '_blank');
      }
      await expect(listNamed(section, marketingCopy.casesTitle[lang]).getByRole('listitem')).toHaveCount(4);
      break;
    }
    case 'music': {
      await expect(listNamed(section, text.musicHow[lang]).getByRole('listitem')).toHaveCount(3);
      const works = listNamed(section, musicProductionCopy.worksTitle[lang]).getByRole('link');
      await expect(works).toHaveCount(6);
      for (const [i, work] of musicWorks.entries()) {
        await expect(works.nth(i)).toHaveAttribute('href', work.url);
        await expect(works.nth(i)).toHaveAttribute('target', '_blank');
      }
      break;
    }
    case 'video': {
      await expect(listNamed(section, text.videoHow[lang]).getByRole('listitem')).toHaveCount(3);
      const works = listNamed(section, videoProductionCopy.worksTitle[lang]).getByRole('link');
      await expect(works).toHaveCount(10);
      for (const [i, work] of videoWorks.entries()) await expect(works.nth(i)).toHaveAttribute('href', work.url);
      break;
    }
    case 'publishing': {
      await expect(listNamed(section, text.steps[lang]).getByRole('listitem')).toHaveCount(4);
      const points = listNamed(section, text.publishingPoints[lang]).getByRole('listitem');
      await expect(points).toHaveCount(4);
      const sync = points.nth(3).getByRole('link');
      await expect(sync).toHaveAttribute('href', publishingCopy.points[3]!.link!.url);
      await expect(sync).toHaveAttribute('target', '_blank');
      await expect(sync).toHaveAccessibleName(`${publishingCopy.points[3]!.link!.label[lang]} ${text.newWindow[lang]}`);
      break;
    }
    case 'abbeyroad': {
      await expect(section.getByText(`${company.brand} × ABBEY ROAD STUDIOS`)).toBeVisible();
      await expect(listNamed(section, text.partnership[lang]).getByRole('listitem')).toHaveCount(2);
      const team = listNamed(section, abbeyRoadCopy.engineersTitle[lang]);
      await expect(team.getByRole('listitem')).toHaveCount(9);
      const clients = section.getByRole('region', { name: text.clients[lang] });
      await expect(clients.getByRole('group')).toHaveCount(10);
      await expect(clients.getByRole('listitem')).toHaveCount(150);
      break;
    }
  }
}

// Each test at one language × width pair in the core tier (pairwise across the file; at 1280 px
// where the width changes nothing, at both widths where it does), at all four in the full tier.
// Page-level axe and the requests of every route are the route sweep's (e2e/sweep.spec.ts).

for (const [index, slug] of slugs.entries()) {
  atPairs(
    index,
    (lang) => {
      test(`/services/${slug}: title, h1, counts, the inquiry button`, async ({ page }) => {
        await page.route(youtubeRequests, (route) => route.abort());
        await open(page, `/services/${slug}`);
        await expectMeta(page, lang, pageTitle[slug][lang], serviceSummaries[slug][lang]);
        const h1 = page.locator('main').getByRole('heading', { level: 1 });
        await expect(h1).toHaveCount(1);
        await expect(h1).toHaveText(slogan[slug][lang]);
        const tabs = page.getByRole('tablist', { name: pageTitle.all[lang] }).getByRole('tab');
        await expect(tabs).toHaveCount(6);
        await expect(page.getByRole('tab', { selected: true })).toHaveAccessibleName(tabName[slug][lang]);
        await expect(page.locator('main section[data-service]')).toHaveCount(1);
        await expectServiceContent(page, slug, lang);
      });
    },
    { widths: 'desktop' },
  );
}

atPairs(
  1,
  (lang) => {
    test('/services and /services/: all six services in order, no tab selected', async ({ page }) => {
      await page.route(youtubeRequests, (route) => route.abort());
      for (const path of ['/services', '/services/']) {
        await open(page, path);
        await expectMeta(page, lang, pageTitle.all[lang], allDescription[lang]);
        await expect(page.locator('main h1')).toHaveCount(1);
        await expect(page.locator('main h1')).toHaveText(allHeading[lang]);
        await expect(page.getByRole('tab', { selected: true })).toHaveCount(0);
        await expect(page.locator('main section[data-service]')).toHaveCount(6);
        expect(await page.locator('main section[data-service]').evaluateAll((s) => s.map((e) => e.id))).toEqual(slugs);
        await expect(page.locator('main h2')).toHaveCount(6);
      }
      for (const slug of slugs) {
        await expect(region(page, slug, lang).getByRole('heading', { level: 2 })).toHaveText(slogan[slug][lang]);
        await expectServiceContent(page, slug, lang);
      }
    });
  },
  { widths: 'desktop' },
);

atPairs(
  0,
  (lang) => {
    test('/services: only the background video in view is shown (and plays)', async ({ page }) => {
      await page.route(youtubeRequests, (route) => route.abort());
      await open(page, '/services');
      const backdrop = (slug: Slug) => page.locator(`section[data-service="${slug}"] [data-visible]`).first();
      await expect(backdrop('video')).toHaveAttribute('data-visible', 'false');
      await expect(backdrop('abbeyroad')).toHaveAttribute('data-visible', 'false');
      await page.locator('section[data-service="video"]').evaluate((el) => el.scrollIntoView({ block: 'start' }));
      // Nothing is loaded from the video service until the visitor asks for a video.
      await expect(backdrop('video')).toHaveAttribute('data-visible', 'false');
      await page
        .locator('section[data-service="video"]')
        .getByRole('button', { name: lang === 'en' ? 'Play background video' : '배경 영상 재생' })
        .click();
      await expect(backdrop('video')).toHaveAttribute('data-visible', 'true');
      await expect(backdrop('abbeyroad')).toHaveAttribute('data-visible', 'false');
      await page.locator('section[data-service="abbeyroad"]').evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await expect(backdrop('abbeyroad')).toHaveAttribute('data-visible', 'true');
      await expect(backdrop('video')).toHaveAttribute('data-visible', 'false');
    });
  },
  { widths: 'desktop' },
);

atPairs(
  1,
  (lang) => {
    test('a tab replaces the URL: no history entry, Back leaves the services page', async ({ page }) => {
      await page.route(youtubeRequests, (route) => route.abort());
      await page.goto('/');
      await open(page, '/services');
      const entries = await page.evaluate(() => history.length);
      await page.getByRole('tab', { name: tabName.marketing[lang], exact: true }).click();
      await expect(page).toHaveURL(/\/services\/marketing$/);
      await expect(page.getByRole('tab', { selected: true })).toHaveAccessibleName(tabName.marketing[lang]);
      await expect(page.locator('main h1')).toHaveText(marketingCopy.slogan[lang]);
      await expect(page).toHaveTitle(`${pageTitle.marketing[lang]} | ${company.brand}`);
      // The tab keeps focus; the keyboard works the same way (manual activation: Enter selects).
      await expect(page.getByRole('tab', { name: tabName.marketing[lang], exact: true })).toBeFocused();
      await page.keyboard.press('ArrowRight');
      // Radix moves focus on the next task: wait for it before Enter.
      await expect(page.getByRole('tab', { name: tabName.music[lang], exact: true })).toBeFocused();
      await expect(page).toHaveURL(/\/services\/marketing$/);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/services\/music$/);
      expect(await page.evaluate(() => history.length)).toBe(entries);
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
    });
  },
  { widths: 'desktop' },
);

atPairs(
  0,
  () => {
    test('the scrolled tab strip at 10 px', async ({ page }) => {
      await page.route(youtubeRequests, (route) => route.abort());
      await open(page, '/services/distribution');
      const strip = page.getByRole('tablist').locator('..');
      const shadow = () => strip.evaluate((element) => getComputedStyle(element).boxShadow);
      expect(await shadow()).toBe('none');
      await page.evaluate(() => window.scrollTo(0, 10));
      await expect.poll(shadow).not.toBe('none');
      await page.evaluate(() => window.scrollTo(0, 9));
      await expect.poll(shadow).toBe('none');
    });
  },
  { widths: 'desktop' },
);

atPairs(
  0,
  (lang) => {
    test('campaign modal: opens at category 0, a category change starts at slide 1, axe on the open dialog, focus back', async ({
      page,
    }) => {
      await open(page, '/services/marketing');
      const first = campaigns[0]!;
      const opener = listNamed(page, marketingCopy.casesTitle[lang]).getByRole('button', {
        name: first.title[lang],
      });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: first.title[lang] });
      await expect(dialog).toBeVisible();
      const categories = dialog.getByRole('group', { name: text.categories[lang] }).getByRole('button');
      await expect(categories).toHaveCount(first.categoryList.length);
      await expect(categories.first()).toHaveAttribute('aria-pressed', 'true');
      await expect(categories.first()).toBeFocused();
      for (let i = 1; i < first.categoryList.length; i++) {
        await expect(categories.nth(i)).toHaveAttribute('aria-pressed', 'false');
      }
      // Platform tags in square brackets under the pictures.
      await expect(dialog.getByText(`[${first.categoryList[0]!.imgList[0]!.type}]`, { exact: true })).toBeVisible();

      const live = dialog.locator('[aria-live="polite"]');
      const next = dialog.getByRole('button', { name: text.next[lang] });
      await expect(next).toHaveAttribute('aria-disabled', 'false');
      await next.click();
      await expect(live).not.toHaveText('');
      await expect(live).not.toHaveText(liveText(lang, 1, first.categoryList[0]!.imgList.length));

      await categories.nth(1).click();
      await expect(categories.nth(1)).toHaveAttribute('aria-pressed', 'true');
      await expect(categories.first()).toHaveAttribute('aria-pressed', 'false');
      await expect(live).toHaveText(liveText(lang, 1, first.categoryList[1]!.imgList.length));
      await expect(
        dialog.getByRole('button', { name: lang === 'en' ? 'Previous slide' : '이전 슬라이드' }),
      ).toHaveAttribute('aria-disabled', 'true');
      await expectNoAxeViolations(page);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      // Opening again starts at category 0.
      await opener.press('Enter');
      await expect(dialog).toBeVisible();
      await expect(categories.first()).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('Escape');
      await expect(opener).toBeFocused();
    });
  },
  { widths: 'both' },
);

atPairs(
  1,
  (lang) => {
    test('engineers: a photo expands its card and collapses the others; again collapses it', async ({ page }) => {
      await page.route(youtubeRequests, (route) => route.abort());
      await open(page, '/services/abbeyroad');
      const team = listNamed(page, abbeyRoadCopy.engineersTitle[lang]);
      const toggles = engineers.map((engineer) => team.getByRole('button', { name: engineer.name[lang], exact: true }));
      for (const toggle of toggles) await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggles[0]!.click();
      await expect(toggles[0]!).toHaveAttribute('aria-expanded', 'true');
      await expect(team.getByText(engineers[0]!.bio[lang])).toBeVisible();
      await toggles[6]!.click();
      await expect(toggles[6]!).toHaveAttribute('aria-expanded', 'true');
      await expect(toggles[0]!).toHaveAttribute('aria-expanded', 'false');
      await expect(team.getByText(engineers[0]!.bio[lang])).toBeHidden();
      // Keyboard: Enter on the focused photo collapses it again.
      await toggles[6]!.press('Enter');
      await expect(toggles[6]!).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator('main [aria-expanded="true"]')).toHaveCount(0);
    });
  },
  { widths: 'desktop' },
);

atPairs(
  0,
  (lang) => {
    test('the media kit video is a facade: only its play button asks the video host', async ({ page }) => {
      const foreign = recordForeignRequests(page);
      await page.route(youtubeRequests, (route) => route.abort());
      await open(page, '/services/distribution');
      const play = page.locator('main').getByRole('button', {
        name: lang === 'en' ? 'Play Sample media kit promotional video' : '미디어 킷 홍보 영상 예시 재생',
      });
      await play.scrollIntoViewIfNeeded();
      expect(foreign).toEqual([]);
      await play.click();
      await expect.poll(() => foreign.some((url) => url.includes('youtube')), { intervals: [50] }).toBe(true);
    });
  },
  { widths: 'desktop' },
);

atPairs(
  1,
  () => {
    test('under reduced motion the page with both background videos asks nothing from elsewhere', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const foreign = recordForeignRequests(page);
      await page.route(youtubeRequests, (route) => route.abort());
      await open(page, '/services');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // The requests the page makes once there (its lazy sections, posters) have all been made.
      await page.waitForLoadState('networkidle');
      expect(foreign).toEqual([]);
    });
  },
  { widths: 'desktop' },
);

// The reply promise under every inquiry button comes from the shared claims.
test.describe('inquiry copy', { tag: '@desktop-only' }, () => {
  test.use({ locale: 'ko-KR' });
  test('each service ends with the reply promise', async ({ page }) => {
    await page.route(youtubeRequests, (route) => route.abort());
    await open(page, '/services');
    await expect(page.locator('main').getByText(claims.reply.ko, { exact: true })).toHaveCount(6);
  });
});
