import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { articles } from 'virtual:content/articles';
import { Route } from 'wouter';
import { company } from '../../content/company';
import { home } from '../../content/home';
import { homeVideos } from '../../content/homeVideos';
import { serviceSlugs } from '../../content/services';
import type { FakePlayerAdapter } from '../../videoPlayer/fakePlayerAdapter';
import { fakeVideoLoader, withFakeVideoPlayer, youtubeRequests } from '../../../.storybook/helpers/videoPlayer';
import { useAppActions, useAppState } from '../../store';
import { HomePage } from './HomePage';
import { localized } from '../../../.storybook/helpers/messages';
import { jumpUntil, readUntil, withScreenReader } from '../../../.storybook/helpers/screenReader';
import { visualTarget } from '../../../.storybook/helpers/visual';

/** Keeps the story store's articles in the toolbar language, as the app entry does. */
function ArticlesOfLanguage({ children }: { children: ReactNode }) {
  const { language } = useAppState();
  const actions = useAppActions();
  useLayoutEffect(() => actions.setArticles(articles[language]), [actions, language]);
  return children;
}

/**
 * The home page (SPEC §2 Home), composed from the design system with the story's store:
 * Banner (slogan h1, TypingText of the six services, company statement), the six ServiceCards,
 * the 5 newest articles as ArticleCards with a link to all articles, three VideoEmbeds (fake
 * player: nothing is requested until a play button is pressed) and the closing CONTACT US button.
 * Title 'Home | NURI MUSIC' / '홈 | NURI MUSIC'; description meta = the site description.
 */
const meta = {
  title: 'Pages/Home',
  component: HomePage,
  parameters: { layout: 'fullscreen', route: '/', store: { articles: articles.ko } },
  loaders: [fakeVideoLoader],
  decorators: [
    withFakeVideoPlayer,
    // No <main> wrapper here: the fake player's stand-in page has its own unnamed <main>, and axe
    // reads the frame with the page (landmark-unique). Every part of the page is a named region.
    (Story) => (
      <ArticlesOfLanguage>
        <Story />
      </ArticlesOfLanguage>
    ),
  ],
  beforeEach: () => {
    window.scrollTo(0, 0);
  },
  render: () => <Route path="/" component={HomePage} />,
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const en = (locale: unknown) => locale === 'en';

/** The page's parts, in order: banner, services, articles, videos, closing (each a section named by its heading). */
const regionsOf = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLElement>('section[aria-labelledby]'),
];

/** The page's contract: one h1, the section headings, the typing line, 6 services, CONTACT US, title and description. */
export const Default: Story = {
  tags: ['language-dependent'],
  play: async ({ canvasElement, globals }) => {
    const locale = en(globals.locale) ? 'en' : 'ko';
    const [banner, services, , , closing] = regionsOf(canvasElement);
    await expect(regionsOf(canvasElement)).toHaveLength(5);

    // One h1: the slogan. Then the section headings in order.
    const h1s = canvasElement.querySelectorAll('h1');
    await expect(h1s).toHaveLength(1);
    await expect(h1s[0]).toHaveTextContent('Do your music!');
    await expect(within(banner!).getByRole('heading', { level: 1 })).toBe(h1s[0]);
    const h2s = [...canvasElement.querySelectorAll('h2')].map((h) => h.textContent);
    await expect(h2s).toEqual(
      en(locale)
        ? [
            'From the first note to the last listener',
            'Latest articles',
            'On stage and in the studio',
            home.closing.title.en,
          ]
        : ['음악의 처음부터 끝까지', '최근 아티클', '무대와 작업실에서', home.closing.title.ko],
    );

    // The typing line reads the six service names once, in the banner's order; then the statement.
    const names = en(locale)
      ? ['DISTRIBUTION', 'MARKETING', 'VIDEO PRODUCTION', 'PUBLISHING', 'MUSIC PRODUCTION', 'ABBEY ROAD STUDIOS']
      : ['음원 유통', '마케팅', '영상 제작', '퍼블리싱', '음악 제작', '애비 로드 스튜디오'];
    const sentence = banner!.querySelector('[data-state] > span')!.textContent!;
    const positions = names.map((name) => sentence.indexOf(name));
    await expect(positions.every((p) => p >= 0)).toBe(true);
    await expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    await expect(banner).toHaveTextContent(home.statement.title[locale]);

    // Six service cards → /services/{slug}, in the site's order, named by the service.
    const serviceLinks = within(services!).getAllByRole('link');
    await expect(serviceLinks.map((a) => a.getAttribute('href'))).toEqual(serviceSlugs.map((s) => `/services/${s}`));
    await expect(serviceLinks[0]).toHaveAccessibleName(en(locale) ? 'DISTRIBUTION' : '음원 유통');

    // Closing statement: CONTACT US → /contact.
    const cta = within(closing!).getByRole('link');
    await expect(cta).toHaveTextContent(en(locale) ? 'CONTACT US' : '문의하기');
    await expect(cta).toHaveAttribute('href', '/contact');

    // Title and description.
    await waitFor(() => expect(document.title).toBe(en(locale) ? 'Home | NURI MUSIC' : '홈 | NURI MUSIC'));
    await expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      home.description[locale],
    );

    // What a screen reader says: the slogan as the level-1 heading; reading on, the typing line's
    // six services once as plain text (not letter by letter), then its pause button. A landmark
    // jump at a time, the four sections by their headings; the closing link CONTACT US.
    await withScreenReader(canvasElement, async (reader) => {
      await jumpUntil(
        reader,
        'moveToNextHeadingLevel1',
        { role: 'heading', name: company.tagline, states: ['level 1'] },
        { limit: 1 },
      );
      await reader.clearSpokenPhraseLog();
      await readUntil(reader, { role: 'button', name: localized(locale, '타이핑 애니메이션 일시정지') }, { limit: 8 });
      const typed = (await reader.spokenPhraseLog()).join('\n');
      for (const name of names) await expect(typed.split(name), `${name} in ${typed}`).toHaveLength(2);
      const sections = [
        ...['음악의 처음부터 끝까지', '최근 아티클', '무대와 작업실에서'].map((source) => localized(locale, source)),
        home.closing.title[locale],
      ];
      for (const name of sections)
        await jumpUntil(reader, 'moveToNextLandmark', { role: 'region', name }, { limit: 1 });
      await jumpUntil(
        reader,
        'moveToNextLink',
        { role: 'link', name: localized(locale, '문의하기', undefined, 'call to action') },
        { limit: 1 },
      );
    });
  },
};

/** Exactly the 5 newest articles (ids 12..8) in the UI language, the link to all articles, and 3 unloaded video facades. */
export const ArticlesAndVideos: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const locale = en(globals.locale) ? 'en' : 'ko';
    const [, , articlesRegion, videosRegion] = regionsOf(canvasElement);

    const hrefs = () => [...articlesRegion!.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    await expect(hrefs()).toEqual([
      '/articles/12',
      '/articles/11',
      '/articles/10',
      '/articles/9',
      '/articles/8',
      '/articles',
    ]);
    await expect(articlesRegion!.querySelectorAll('li')).toHaveLength(5);
    // The store follows the language (the app entry does the same): titles in the UI language.
    await waitFor(() => expect(articlesRegion!.querySelector('li h3')).toHaveTextContent(articles[locale][0]!.title));
    await expect(within(articlesRegion!).getAllByRole('link')[0]).toHaveAccessibleName(articles[locale][0]!.title);

    // Three video facades named with their titles; nothing loaded yet.
    const playButtons = within(videosRegion!).getAllByRole('button');
    await expect(playButtons.map((b) => b.getAttribute('aria-label'))).toEqual(
      homeVideos.map((v) => (en(locale) ? `Play ${v.title.en}` : `${v.title.ko} 재생`)),
    );
    await expect((loaded.videoAdapter as FakePlayerAdapter).calls).toHaveLength(0);
    await expect(youtubeRequests(document)).toHaveLength(0);
    await expect(videosRegion!.querySelectorAll('iframe')).toHaveLength(0);
  },
};

/** A video loads only when its play button is pressed; the player gets the title and focus. */
export const PlayAVideo: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const adapter = loaded.videoAdapter as FakePlayerAdapter;
    const video = homeVideos[1]!;
    const title = video.title[en(globals.locale) ? 'en' : 'ko'];
    await userEvent.click(canvas.getByRole('button', { name: en(globals.locale) ? `Play ${title}` : `${title} 재생` }));
    await waitFor(() => expect(adapter.methods()).toEqual(['create', 'ready', 'play']));
    await expect(adapter.calls[0]!.args[0]).toMatchObject({ videoId: video.id, title, autoplay: false });
    await waitFor(() => expect(canvasElement.querySelector('iframe')).toHaveFocus());
    // The other two are still posters.
    await expect(canvas.getAllByRole('button', { name: en(globals.locale) ? /^Play / : / 재생$/ })).toHaveLength(2);
  },
};

/** Reduced motion: the six services are shown still (no typing, no pause button needed). */
export const ReducedMotion: Story = {
  parameters: { reducedMotion: true },
  globals: { motion: 'reduce' },
  play: async ({ canvasElement, globals }) => {
    const banner = regionsOf(canvasElement)[0]!;
    await expect(banner.querySelector('[data-state]')).toHaveAttribute('data-state', 'static');
    await expect(within(banner).queryByRole('button')).toBeNull();
    await expect(banner).toHaveTextContent(en(globals.locale) ? 'ABBEY ROAD STUDIOS' : '애비 로드 스튜디오');
  },
};

/** Mobile (390 px): the banner fills the screen and the service cards stack in one column. */
export const Mobile: Story = {
  tags: ['language-dependent'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const [banner, services] = regionsOf(canvasElement);
    await expect(banner!.getBoundingClientRect().height).toBe(window.innerHeight);
    const cards = [...services!.querySelectorAll('a')];
    const lefts = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
    for (const card of cards) await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};

/**
 * The whole home page as a visitor first sees it, still (reduced motion: the six services shown
 * at once, videos as posters): the visual target (Chromatic and the offline visual check).
 */
export const Screenshots: Story = {
  ...visualTarget('page'),
  tags: ['language-dependent'],
  parameters: { ...visualTarget('page').parameters, reducedMotion: true },
  globals: { motion: 'reduce' },
};
