import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { company } from '../src/content/company';
import { readManifest } from '../scripts/build/build-meta.mjs';
import { expectNoAxeViolations } from './axe';
import { expectHydrated, expectMode, openLive } from './ready';
import { atPairs, browserLocale, type Lang } from './tier';

// Articles, article detail, notice list and notice detail in the built site: title, description,
// h1, counts, the type filter, back navigation, empty notice fields (and axe on them), <html lang>.

/** The front matter of the Markdown content (the same files the build turns into the virtual modules). */
function frontMatter(kind: 'articles' | 'notices', lang: Lang) {
  const dir = `src/content/${kind}/${lang}`;
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => {
      const head = /^---\n([\s\S]*?)\n---/.exec(readFileSync(`${dir}/${file}`, 'utf8'))![1]!;
      const field = (name: string) => {
        const raw = new RegExp(`^${name}: (.*)$`, 'm').exec(head)?.[1]?.trim() ?? '';
        return raw.replace(/^(['"])(.*)\1$/, '$2').replace(/''/g, "'");
      };
      return {
        id: Number(field('id')),
        date: field('date'),
        type: field('type'),
        artist: field('artist'),
        title: field('title'),
      };
    });
}
const articlesOf = (lang: Lang) => frontMatter('articles', lang).sort((a, b) => b.id - a.id);
const articleOf = (lang: Lang, id: number) => articlesOf(lang).find((a) => a.id === id)!;
const noticesOf = (lang: Lang) => frontMatter('notices', lang).sort((a, b) => b.date.localeCompare(a.date));

const text = {
  articles: { ko: '아티클', en: 'Articles' },
  articlesDescription: {
    ko: '누리뮤직 아티스트의 새 음악과 인터뷰, 영상 소식을 전합니다.',
    en: 'New music, interviews and videos from NURI MUSIC artists.',
  },
  filterGroup: { ko: '게시물 유형 필터', en: 'Filter by article type' },
  count: { ko: (n: number) => `게시물 ${n}개`, en: (n: number) => `${n} article${n === 1 ? '' : 's'}` },
  back: { ko: '뒤로 가기', en: 'Back' },
  channels: { ko: '누리뮤직 공식 채널', en: 'NURI MUSIC official channels' },
  notFound: { ko: '페이지를 찾을 수 없습니다', en: 'Page not found' },
  notice: { ko: '공지사항', en: 'Public notice' },
  noticeDescription: { ko: '누리뮤직의 새 소식과 안내를 전합니다.', en: 'News and announcements from NURI MUSIC.' },
  columns: { ko: ['제목', '등록일'], en: ['Title', 'Date'] },
  noticeList: { ko: '공지사항 목록', en: 'All notices' },
  noNotice: { ko: '없는 공지사항입니다.', en: 'This notice does not exist.' },
} as const;

const main = (page: Page) => page.locator('main');
const h1 = (page: Page) => main(page).getByRole('heading', { level: 1 });
const descriptionOf = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');
// Article links, with or without the /en prefix (an English browser lands on the /en pages).
const cards = (page: Page) => main(page).locator('li a[href*="/articles/"]');
const filterButton = (page: Page, name: string) => main(page).getByRole('button', { name, exact: true });
const historyLength = (page: Page) => page.evaluate(() => history.length);

async function expectPage(page: Page, lang: Lang, title: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page).toHaveTitle(`${title} | ${company.brand}`);
  await expect(h1(page)).toHaveCount(1);
}

/** A path as the page links it: an English browser is on the /en pages. */
const atFor = (lang: Lang) => (path: string) => (lang === 'en' ? `/en${path}` : path);

async function expectPressed(page: Page, pressed: string) {
  for (const name of ['ALL', 'MUSIC', 'INTERVIEW', 'VIDEO']) {
    await expect(filterButton(page, name)).toHaveAttribute('aria-pressed', String(name === pressed));
  }
}

// Each test at one language × width pair in the core tier (at 1280 px where the width changes
// nothing, at both widths where it does), at all four in the full tier. Page-level axe of every
// route is the route sweep's (e2e/sweep.spec.ts); the 404 page is app.spec.ts's.

atPairs(
  0,
  (lang) => {
    // The start rule sends an English browser to the /en pages, whose links keep the prefix.
    const at = atFor(lang);
    test('/articles: 12 cards newest first; MUSIC, INTERVIEW and VIDEO show 4 each without history entries; ALL resets', async ({
      page,
    }) => {
      await openLive(page, '/articles');
      await expectPage(page, lang, text.articles[lang]);
      await expect(h1(page)).toHaveText(text.articles[lang]);
      expect(await descriptionOf(page)).toBe(text.articlesDescription[lang]);

      const list = articlesOf(lang);
      await expect(cards(page)).toHaveCount(12);
      expect(await cards(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
        list.map((a) => at(`/articles/${a.id}`)),
      );
      await expect(cards(page).first()).toHaveAccessibleName(list[0]!.title);
      await expect(main(page).getByRole('group', { name: text.filterGroup[lang] }).getByRole('button')).toHaveText([
        'ALL',
        'MUSIC',
        'INTERVIEW',
        'VIDEO',
      ]);
      await expectPressed(page, 'ALL');
      await expect(main(page).getByRole('status')).toHaveText(text.count[lang](12));

      const entries = await historyLength(page);
      for (const type of ['MUSIC', 'INTERVIEW', 'VIDEO']) {
        await filterButton(page, type).click();
        await expect(page).toHaveURL(at(`/articles?type=${type}`));
        await expectPressed(page, type);
        await expect(cards(page)).toHaveCount(4);
        expect(await cards(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
          list.filter((a) => a.type === type).map((a) => at(`/articles/${a.id}`)),
        );
        await expect(main(page).getByRole('status')).toHaveText(text.count[lang](4));
      }
      // The filter replaced the URL each time, and the page kept its title and focus.
      expect(await historyLength(page)).toBe(entries);
      await expect(filterButton(page, 'VIDEO')).toBeFocused();

      await filterButton(page, 'ALL').click();
      await expect(page).toHaveURL(at('/articles'));
      await expectPressed(page, 'ALL');
      await expect(cards(page)).toHaveCount(12);
    });
  },
  { widths: 'desktop' },
);

atPairs(
  1,
  (lang) => {
    // The start rule sends an English browser to the /en pages, whose links keep the prefix.
    const at = atFor(lang);
    test('list → article → back returns to the filtered list, focus on its heading', async ({ page }) => {
      await openLive(page, '/articles');
      await filterButton(page, 'INTERVIEW').click();
      await expect(cards(page)).toHaveCount(4);
      const newestInterview = articlesOf(lang).find((a) => a.type === 'INTERVIEW')!;
      await cards(page).first().click();
      await expect(page).toHaveURL(at(`/articles/${newestInterview.id}`));
      await expect(h1(page)).toHaveText(newestInterview.title);
      await expect(h1(page)).toBeFocused();

      await main(page).getByRole('button', { name: text.back[lang] }).click();
      await expect(page).toHaveURL(at('/articles?type=INTERVIEW'));
      await expect(h1(page)).toHaveText(text.articles[lang]);
      await expectPressed(page, 'INTERVIEW');
      await expect(cards(page)).toHaveCount(4);
      await expect(h1(page)).toBeFocused();
    });
  },
  { widths: 'desktop' },
);

atPairs(
  0,
  (lang) => {
    test('/articles/3: a video article — fields, date, poster button, channels; nothing loaded from the video host', async ({
      page,
    }) => {
      const foreign: string[] = [];
      page.on('request', (request) => {
        const { hostname } = new URL(request.url());
        if (hostname !== '127.0.0.1' && hostname !== 'localhost') foreign.push(request.url());
      });
      const article = articleOf(lang, 3);
      await page.goto('/articles/3');
      await expectPage(page, lang, article.title);
      await expect(h1(page)).toHaveText(article.title);
      const description = await descriptionOf(page);
      expect(description && description.length).toBeGreaterThan(40);
      expect(description).not.toBe(company.brand);

      const header = h1(page).locator('..');
      await expect(header).toContainText(`${article.type} / ${article.artist}`);
      await expect(header.locator('time')).toHaveText(article.date.replaceAll('-', '.'));
      await expect(header.locator('time')).toHaveText(/^\d{4}\.\d{2}\.\d{2}$/);

      await expect(
        main(page).getByRole('button', { name: lang === 'ko' ? `${article.title} 재생` : `Play ${article.title}` }),
      ).toBeVisible();
      await expect(page.locator('iframe')).toHaveCount(0);

      const channels = main(page).getByRole('list', { name: text.channels[lang] }).getByRole('link');
      await expect(channels).toHaveCount(4);
      expect(await channels.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
        company.channels.video,
        company.channels.photo,
        company.channels.shortVideo,
        company.channels.microblog,
      ]);
      await expect(channels.first()).toHaveAttribute('target', '_blank');
      expect(foreign).toEqual([]);
    });
  },
  { widths: 'desktop' },
);

atPairs(
  1,
  (lang) => {
    // The start rule sends an English browser to the /en pages, whose links keep the prefix.
    const at = atFor(lang);
    test('/articles/2: an interview with Q&A; opened directly, back goes to the article list', async ({ page }) => {
      const article = articleOf(lang, 2);
      await openLive(page, '/articles/2');
      await expectPage(page, lang, article.title);
      await expect(h1(page).locator('..')).toContainText(`INTERVIEW / ${article.artist}`);
      await expect(main(page).locator('.qa').first()).toBeVisible();

      await main(page).getByRole('button', { name: text.back[lang] }).click();
      await expect(page).toHaveURL(at('/articles'));
      await expect(h1(page)).toHaveText(text.articles[lang]);
      await expect(cards(page)).toHaveCount(12);
    });
  },
  { widths: 'desktop' },
);

atPairs(
  0,
  (lang) => {
    // The start rule sends an English browser to the /en pages, whose links keep the prefix.
    const at = atFor(lang);
    test('/notice: the two-column table, title 75 % / date 25 %, one row linking to /notice/1', async ({ page }) => {
      await page.goto('/notice');
      await expectPage(page, lang, text.notice[lang]);
      await expect(h1(page)).toHaveText(text.notice[lang]);
      expect(await descriptionOf(page)).toBe(text.noticeDescription[lang]);

      const table = main(page).getByRole('table', { name: text.notice[lang] });
      await expect(table.getByRole('columnheader')).toHaveText([...text.columns[lang]]);
      const tableBox = (await table.boundingBox())!;
      const titleBox = (await table.getByRole('columnheader').first().boundingBox())!;
      expect(titleBox.width / tableBox.width).toBeCloseTo(0.75, 1);
      // Readable at 390 px: nothing overflows the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );

      const notice = noticesOf(lang)[0]!;
      const rows = table.getByRole('row');
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(1).getByRole('cell')).toHaveText(notice.date);
      const link = rows.nth(1).getByRole('link', { name: notice.title });
      await expect(link).toHaveAttribute('href', at('/notice/1'));

      // The row is clickable too: a click on the date cell opens the notice.
      // (The link's hit area covers the row, so the pointer lands on the link.)
      const cell = (await rows.nth(1).getByRole('cell').boundingBox())!;
      await page.mouse.click(cell.x + cell.width / 2, cell.y + cell.height / 2);
      await expect(page).toHaveURL(at('/notice/1'));
      await expect(h1(page)).toHaveText(notice.title);
    });
  },
  { widths: 'both' },
);

atPairs(
  1,
  (lang) => {
    // The start rule sends an English browser to the /en pages, whose links keep the prefix.
    const at = atFor(lang);
    test('/notice/1: title, date YYYY-MM-DD and the HTML content with both addresses; back to the list', async ({
      page,
    }) => {
      const notice = noticesOf(lang)[0]!;
      await openLive(page, '/notice/1');
      await expectPage(page, lang, notice.title);
      await expect(h1(page)).toHaveText(notice.title);
      const article = main(page).getByRole('article', { name: notice.title });
      await expect(article.locator('time')).toHaveText('2025-01-12');
      await expect(article).toContainText('04780');
      await expect(article).toContainText('04039');
      await expect(article.locator('ul li')).toHaveCount(3);

      await main(page).getByRole('link', { name: text.noticeList[lang] }).click();
      await expect(page).toHaveURL(at('/notice'));
      await expect(h1(page)).toHaveText(text.notice[lang]);
    });
  },
  { widths: 'desktop' },
);

atPairs(
  0,
  (lang) => {
    // The start rule sends an English browser to the /en pages, whose links keep the prefix.
    const at = atFor(lang);
    test('/notice/9: empty fields without a crash, a way back to the list', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto('/notice/9');
      await expectPage(page, lang, text.notice[lang]);
      await expect(h1(page)).toHaveAccessibleName(text.noNotice[lang]);
      await expect(h1(page)).toHaveText(text.noNotice[lang]); // visually hidden, see below
      expect((await h1(page).boundingBox())?.height ?? 0).toBeLessThan(2);
      const article = main(page).getByRole('article');
      await expect(article.locator('time')).toHaveText('');
      // The content after the heading block is empty too.
      await expect(h1(page).locator('xpath=../following-sibling::div[1]')).toBeEmpty();
      expect(await descriptionOf(page)).toBe(company.brand);
      await expect(main(page).getByRole('link', { name: text.noticeList[lang] })).toHaveAttribute(
        'href',
        at('/notice'),
      );
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  },
  { widths: 'desktop' },
);

// The article list (one chunk per language) loads with a page that shows articles, before its
// first render (src/app/pages.ts `pagesWithArticles`), and follows the language from then on.

/** The built chunk of a language's article list. */
function articleListFile(lang: Lang): string {
  const entry = readManifest(process.env.E2E_DIST ?? 'dist')[`virtual:content/articles/${lang}`];
  if (!entry) throw new Error(`the ${lang} article list is not in the build's manifest`);
  return `/${entry.file}`;
}

test.describe('the article list comes with a page that shows it @desktop-only', () => {
  test.use({ locale: browserLocale.en });

  test('none on /en/about; ARTICLES in the header brings it, 한국어 then the Korean one', async ({ page }) => {
    const files = { en: articleListFile('en'), ko: articleListFile('ko') };
    const lists: Lang[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      for (const lang of ['en', 'ko'] as const) if (path === files[lang]) lists.push(lang);
    });
    await openLive(page, '/en/about');
    await expectMode(page, 'hydrated');
    expect(lists, 'a page without articles').toEqual([]);

    const articlesLink = page.getByRole('banner').getByRole('link', { name: 'ARTICLES' });
    await expectHydrated(articlesLink);
    await articlesLink.click();
    await expect(h1(page)).toHaveText(text.articles.en);
    await expect(cards(page)).toHaveCount(articlesOf('en').length);
    await expect(cards(page).first()).toContainText(articlesOf('en')[0]!.title);
    expect(lists).toEqual(['en']);

    await page
      .getByRole('banner')
      .getByRole('button', { name: /Language/ })
      .click();
    await page.getByRole('menuitemradio', { name: '한국어' }).click();
    await expect(cards(page).first()).toContainText(articlesOf('ko')[0]!.title);
    await expect(cards(page)).toHaveCount(articlesOf('ko').length);
    expect(lists).toEqual(['en', 'ko']);
  });
});
