import { expect, test, type Page } from '@playwright/test';
import { about } from '../src/content/about';
import { company } from '../src/content/company';
import { completion } from '../src/content/complete';
import { home } from '../src/content/home';
import { homeVideos } from '../src/content/homeVideos';
import { collectedItems, privacyPolicy } from '../src/content/terms';
import { builtPath, openLive } from './ready';
import { atPairs, browserLocale, onceInCore, type Lang } from './tier';

// Home, About, Privacy policy and Contact completion in the built site: title, description,
// headings, counts, links, <html lang>; the home banner's height; the policy's text by language.

const sectionTitle = {
  home: { ko: '홈', en: 'Home' },
  about: { ko: '회사 소개', en: 'About' },
  terms: { ko: '개인정보처리방침', en: 'Privacy policy' },
  complete: { ko: '문의 완료', en: 'Inquiry sent' },
} satisfies Record<string, Record<Lang, string>>;
const serviceSlugs = ['distribution', 'marketing', 'music', 'video', 'publishing', 'abbeyroad'];

const main = (page: Page) => page.locator('main');
/** A path as the page links it: an English browser is on the /en pages. */
const atFor = (lang: Lang) => (path: string) => (lang === 'en' ? `/en${path}` : path);
const descriptionOf = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

async function expectPage(page: Page, lang: Lang, title: string, description: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page).toHaveTitle(`${title} | ${company.brand}`);
  expect(await descriptionOf(page)).toBe(description);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveCount(1);
}

// Each page's content in one language in the core tier (in turn, at 1280 px: the width changes
// none of it), in both in the full tier. Page-level axe is the route sweep's (e2e/sweep.spec.ts).

atPairs(
  0,
  (lang) => {
    // The start rule sends an English browser to the /en pages, whose links keep the prefix.
    const at = atFor(lang);
    test('home: banner, 6 services, the 5 newest articles, 3 videos, CONTACT US', async ({ page }) => {
      await page.goto('/');
      await expectPage(page, lang, sectionTitle.home[lang], home.description[lang]);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(company.tagline);

      const regions = main(page).getByRole('region');
      // Banner, services, articles, videos, closing.
      await expect(regions).toHaveCount(5);

      const services = regions.nth(1).getByRole('link');
      await expect(services).toHaveCount(6);
      for (const [i, slug] of serviceSlugs.entries()) {
        await expect(services.nth(i)).toHaveAttribute('href', at(`/services/${slug}`));
      }

      const articles = regions.nth(2);
      await expect(articles.getByRole('listitem')).toHaveCount(5);
      const hrefs = await articles
        .getByRole('listitem')
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual([12, 11, 10, 9, 8].map((id) => at(`/articles/${id}`)));
      await expect(
        articles.getByRole('link', { name: lang === 'ko' ? '아티클 전체 보기' : 'See all articles' }),
      ).toHaveAttribute('href', at('/articles'));

      const videoButtons = regions.nth(3).getByRole('button');
      await expect(videoButtons).toHaveCount(3);
      for (const [i, video] of homeVideos.entries()) {
        await expect(videoButtons.nth(i)).toHaveAccessibleName(
          lang === 'ko' ? `${video.title.ko} 재생` : `Play ${video.title.en}`,
        );
      }
      await expect(page.locator('iframe')).toHaveCount(0);

      const closing = regions.nth(4);
      await expect(closing.getByRole('heading', { level: 2 })).toHaveText(home.closing.title[lang]);
      await expect(closing.getByRole('link', { name: lang === 'ko' ? '문의하기' : 'CONTACT US' })).toHaveAttribute(
        'href',
        at('/contact'),
      );
    });
  },
  { widths: 'desktop' },
);

atPairs(
  1,
  (lang) => {
    // The start rule sends an English browser to the /en pages, whose links keep the prefix.
    const at = atFor(lang);
    test('about: slogan, sections 1–3, 4 principles, 4 mission points, SERVICES', async ({ page }) => {
      await page.goto('/about');
      await expectPage(page, lang, sectionTitle.about[lang], company.brand);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(about.slogan[lang]);
      await expect(main(page).getByText(about.intro[lang])).toBeVisible();

      const { description, principles, mission } = about.sectionTitles;
      const names = [description, principles, mission].map((t, i) => `${i + 1} ${t[lang]}`);
      await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(names);
      await expect(main(page).getByRole('region', { name: names[1] }).getByRole('listitem')).toHaveCount(4);
      await expect(main(page).getByRole('region', { name: names[1] }).getByRole('heading', { level: 3 })).toHaveText(
        about.principles.map((p) => p.title[lang]),
      );
      await expect(main(page).getByRole('region', { name: names[2] }).getByRole('listitem')).toHaveCount(4);
      await expect(main(page).getByRole('link', { name: lang === 'ko' ? '서비스 보기' : 'SERVICES' })).toHaveAttribute(
        'href',
        at('/services/distribution'),
      );
      // SPEC §2's unused name / e-mail / message fields are left out.
      await expect(main(page).getByRole('textbox')).toHaveCount(0);
    });
  },
  { widths: 'desktop' },
);

atPairs(
  0,
  (lang) => {
    test('privacy policy: in the UI language, sections 1–6, effective 2022-01-01, collected items', async ({
      page,
    }) => {
      // The contents list's links are the app's (natively, a jump adds a history entry).
      await openLive(page, '/terms');
      const policy = privacyPolicy[lang];
      await expectPage(page, lang, sectionTitle.terms[lang], company.brand);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(policy.title);

      const sections = main(page).getByRole('region');
      await expect(sections).toHaveCount(6);
      await expect(sections.getByRole('heading', { level: 2 })).toHaveText(
        policy.sections.map((s) => `${s.number} ${s.title}`),
      );
      await expect(main(page).locator('time[datetime="2022-01-01"]')).toHaveText('2022-01-01');
      const collected = sections.first().getByRole('listitem');
      await expect(collected).toHaveCount(6);
      for (const [i, item] of collectedItems[lang].entries()) await expect(collected.nth(i)).toContainText(item);

      // The contents list jumps to a section in the page without adding history.
      const length = await page.evaluate(() => history.length);
      await main(page).getByRole('navigation').getByRole('link').nth(4).click();
      await expect(sections.nth(4)).toBeInViewport();
      expect(await page.evaluate(() => history.length)).toBe(length);
    });
  },
  { widths: 'desktop' },
);

atPairs(
  1,
  (lang) => {
    // The start rule sends an English browser to the /en pages, whose links keep the prefix.
    const at = atFor(lang);
    test('contact completion: three parts, the third highlighted, Home → /', async ({ page }) => {
      await openLive(page, '/contact/complete');
      await expectPage(page, lang, sectionTitle.complete[lang], company.brand);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(completion.thanks[lang]);
      await expect(main(page).getByText(completion.reply[lang])).toBeVisible();
      const highlight = main(page).locator('[data-part="highlight"] strong');
      await expect(highlight).toHaveText(completion.highlight[lang]);

      const homeLink = main(page).getByRole('link', { name: lang === 'ko' ? '홈으로' : 'Go to the home page' });
      await expect(homeLink).toHaveAttribute('href', at('/'));
      await homeLink.click();
      await expect(page).toHaveURL(/\/$/);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(company.tagline);
    });
  },
  { widths: 'desktop' },
);

test.describe('home page behaviour', { tag: onceInCore }, () => {
  test.use({ locale: 'ko-KR' });

  test('the banner is the viewport high, minus twice the scroll distance', async ({ page }) => {
    await openLive(page, '/');
    const banner = main(page).getByRole('region').first();
    const viewport = page.viewportSize()!;
    const heightOf = () => banner.evaluate((el) => Math.round(el.getBoundingClientRect().height));
    await expect.poll(heightOf).toBe(viewport.height);
    for (const y of [100, 250]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
      await expect.poll(heightOf).toBe(viewport.height - 2 * y);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(heightOf).toBe(viewport.height);
  });
});

test.describe('the privacy policy in one language at a time', { tag: onceInCore }, () => {
  test.use({ locale: browserLocale.en });

  test('the page loads only its language’s text; choosing 한국어 brings the Korean one in its place', async ({
    page,
  }) => {
    // Each language's text is a chunk of its own (src/content/policies/privacy.<lang>.ts).
    const textOf = new Map(
      (['ko', 'en'] as const).map((lang) => [builtPath(`src/content/policies/privacy.${lang}.ts`), lang]),
    );
    const texts: string[] = [];
    page.on('request', (request) => {
      const text = textOf.get(new URL(request.url()).pathname);
      if (text) texts.push(text);
    });
    await openLive(page, '/en/terms');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(privacyPolicy.en.title);
    expect(texts).toEqual(['en']);

    const language = page.getByRole('button', { name: /Language/ });
    if (!(await language.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
    await language.first().click();
    await page.getByRole('menuitemradio', { name: '한국어' }).click();

    await expect(page).toHaveURL(/\/ko\/terms$/);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(privacyPolicy.ko.title);
    await expect(main(page).getByRole('region').getByRole('heading', { level: 2 })).toHaveText(
      privacyPolicy.ko.sections.map((s) => `${s.number} ${s.title}`),
    );
    expect(texts).toEqual(['en', 'ko']);
  });
});
