import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { articles } from 'virtual:content/articles';
import { Route, Switch } from 'wouter';
import { company } from '../../content/company';
import type { FakePlayerAdapter } from '../../videoPlayer/fakePlayerAdapter';
import { fakeVideoLoader, withFakeVideoPlayer, youtubeRequests } from '../../../.storybook/helpers/videoPlayer';
import { ArticlesPage } from '../ArticlesPage';
import { localized } from '../../../.storybook/helpers/messages';
import { descriptionMeta, storyHistory, storyLocation, withPageShell } from '../../../.storybook/helpers/pageShell';
import { jumpUntil, readUntil, withScreenReader } from '../../../.storybook/helpers/screenReader';
import { ArticleDetailPage } from './ArticleDetailPage';
import { htmlExcerpt } from '../../lib/htmlExcerpt';
import { visualTarget } from '../../../.storybook/helpers/visual';

/**
 * One article (SPEC §2 Article detail): a back button, type / artist, the title as the page's
 * h1, the date as YYYY.MM.DD, the article's video (a privacy-friendly embed with our thumbnail
 * as poster; articles that ask for autoplay start muted, then seek or play), the sanitised body
 * (Q&A blocks, image/text rows), and a footer with the four official channels.
 *
 * Back goes one step back in the browser's history when the previous entry is on this site
 * (Navigation API `canGoBack`; without it, a same-origin referrer and more than one entry), else
 * to `/articles`. The memory router of these stories has no browser history, so here back always
 * takes the fallback. An id that is not an article renders the 404 page.
 */
const meta = {
  title: 'Pages/ArticleDetail',
  component: ArticleDetailPage,
  parameters: {
    layout: 'fullscreen',
    route: '/articles/2',
    store: { articles: articles.ko },
    // The autoplay story needs motion allowed; the fake player renders a still page.
    chromatic: { prefersReducedMotion: 'no-preference' },
  },
  loaders: [fakeVideoLoader],
  decorators: [withFakeVideoPlayer, withPageShell],
  render: () => (
    <Switch>
      <Route path="/articles" component={ArticlesPage} />
      <Route path="/articles/:id" component={ArticleDetailPage} />
    </Switch>
  ),
} satisfies Meta<typeof ArticleDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const en = (locale: unknown) => locale === 'en';
const articleOf = (locale: unknown, id: number) => (en(locale) ? articles.en : articles.ko).find((a) => a.id === id)!;
const backName = (locale: unknown) => (en(locale) ? 'Back' : '뒤로 가기');
const adapterOf = (loaded: Record<string, unknown>) => loaded.videoAdapter as FakePlayerAdapter;

/** An interview: every field, the Q&A body, the channels footer, title and description meta. */
export const Interview: Story = {
  tags: ['language-dependent'],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const article = articleOf(globals.locale, 2);
    await expect(article.type).toBe('INTERVIEW');

    const h1 = canvas.getByRole('heading', { level: 1 });
    await expect(h1).toHaveTextContent(article.title);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('article', { name: article.title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${article.title} | NURI MUSIC`));
    await expect(descriptionMeta()).toBe(htmlExcerpt(article.content));
    await expect(descriptionMeta().length).toBeGreaterThan(20);

    // type / artist above the title, the date as YYYY.MM.DD below it.
    const header = h1.parentElement!;
    await expect(header).toHaveTextContent(`INTERVIEW / ${article.artist}`);
    const time = header.querySelector('time')!;
    await expect(time).toHaveTextContent(/^\d{4}\.\d{2}\.\d{2}$/);
    await expect(time).toHaveTextContent(article.date.replaceAll('-', '.'));
    await expect(time).toHaveAttribute('datetime', article.date);

    // The body: sanitised HTML with question-and-answer blocks; no video for this article.
    const body = canvas.getByRole('article');
    await expect(body.querySelectorAll('.qa').length).toBeGreaterThan(0);
    await expect(body.querySelector('script, iframe, [onerror]')).toBeNull();
    await expect(canvas.queryByRole('button', { name: new RegExp(en(globals.locale) ? '^Play' : '재생$') })).toBeNull();

    // The footer lists the four official channels, each opening a new window.
    const channels = canvas.getByRole('list', {
      name: en(globals.locale) ? 'NURI MUSIC official channels' : '누리뮤직 공식 채널',
    });
    const links = within(channels).getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('href'))).toEqual([
      company.channels.video,
      company.channels.photo,
      company.channels.shortVideo,
      company.channels.microblog,
    ]);
    for (const link of links) await expect(link).toHaveAttribute('target', '_blank');

    // What a screen reader says: reading from the top, the article named by its title, the Back
    // button first in it, then (a heading jump) the title as the level-1 heading with its date; the
    // next link is the first official channel, which says it opens a new window.
    await withScreenReader(canvasElement, async (reader) => {
      const locale = globals.locale;
      await readUntil(reader, { role: 'article', name: article.title }, { limit: 2 });
      await readUntil(reader, { role: 'button', name: localized(locale, '뒤로 가기') }, { limit: 1 });
      await jumpUntil(
        reader,
        'moveToNextHeadingLevel1',
        { role: 'heading', name: article.title, states: ['level 1'] },
        { limit: 1 },
      );
      await readUntil(reader, article.date.replaceAll('-', '.'), { limit: 6 });
      const channel = await jumpUntil(reader, 'moveToNextLink', { role: 'link' }, { limit: 1 });
      await expect(channel).toMatch(/^link, \S/);
      await expect(channel.endsWith(` ${localized(locale, '(새 창에서 열림)')}`), channel).toBe(true);
    });
  },
};

/** An article with a video: our thumbnail as poster, nothing loaded until the visitor presses play. */
export const WithVideo: Story = {
  parameters: { route: '/articles/3' },
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const article = articleOf(globals.locale, 3);
    const adapter = adapterOf(loaded);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(article.title);
    const play = canvas.getByRole('button', {
      name: en(globals.locale) ? `Play ${article.title}` : `${article.title} 재생`,
    });
    await expect(play.querySelector('img')).toHaveAttribute('src', article.thumb);
    await expect(adapter.calls).toHaveLength(0);
    await userEvent.click(play);
    await waitFor(() => expect(adapter.methods()).toEqual(['create', 'ready', 'play']));
    await expect(adapter.calls[0]!.args[0]).toMatchObject({ videoId: article.video!.id, mute: false });
    await expect(youtubeRequests(document)).toHaveLength(0);
  },
};

/**
 * An autoplay article, for a visitor who has already pressed play on a video of this visit
 * (`videoConsent`): muted first, then it seeks to the start time — never with sound.
 */
export const AutoplayVideo: Story = {
  parameters: { route: '/articles/9', videoConsent: true },
  play: async ({ globals, loaded }) => {
    const article = articleOf(globals.locale, 9);
    await expect(article.video).toMatchObject({ autoplay: true, start: 12 });
    const adapter = adapterOf(loaded);
    await waitFor(() => expect(adapter.methods()).toEqual(['create', 'ready', 'mute', 'seekTo']));
    await expect(adapter.calls[0]!.args[0]).toMatchObject({ autoplay: true, mute: true, start: 12 });
    await expect(adapter.methods()).not.toContain('unMute');
  },
};

/** Opened directly (no previous page of this site): back goes to the article list. */
export const BackWithoutHistory: Story = {
  parameters: { route: '/articles/5' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const back = canvas.getByRole('button', { name: backName(globals.locale) });
    await expect(back).toHaveAttribute('type', 'button');
    // Keyboard: the back button is the first stop in the page.
    await userEvent.tab();
    await expect(back).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/articles'));
    await expect(storyHistory()).toEqual(['/articles/5', '/articles']);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      en(globals.locale) ? 'Articles' : '아티클',
    );
  },
};

/** Unknown ids (and ids not written as the id) are the translated 404 page. */
export const UnknownArticle: Story = {
  parameters: { route: '/articles/999' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      en(globals.locale) ? 'Page not found' : '페이지를 찾을 수 없습니다',
    );
    await waitFor(() =>
      expect(document.title).toBe(
        en(globals.locale) ? 'Page not found | NURI MUSIC' : '페이지를 찾을 수 없습니다 | NURI MUSIC',
      ),
    );
    await expect(canvas.queryByRole('button', { name: backName(globals.locale) })).toBeNull();
  },
};

/** `/articles/03` is not the address of article 3. */
export const NonCanonicalId: Story = {
  parameters: { route: '/articles/03' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      en(globals.locale) ? 'Page not found' : '페이지를 찾을 수 없습니다',
    );
  },
};

/** 390 px: a long title, the rows of image and text stacked, the channels wrapping. */
export const Mobile: Story = {
  tags: ['language-dependent'],
  parameters: { route: '/articles/10' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth + 1);
    const row = article.querySelector<HTMLElement>('.row');
    if (row) {
      // The two columns of a row stack at 390 px.
      const [first, second] = [...row.children] as HTMLElement[];
      await expect(second!.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        first!.getBoundingClientRect().bottom - 1,
      );
    }
  },
};

/**
 * The interview (`/articles/2`: every field, the Q&A body, the channels footer): the visual target
 * (Chromatic and the offline visual check). The meta lets motion run for the autoplay story; the
 * picture is taken with reduced motion again.
 */
export const Screenshots: Story = {
  ...visualTarget('page'),
  tags: ['language-dependent'],
  parameters: {
    ...visualTarget('page').parameters,
    chromatic: { ...visualTarget('page').parameters.chromatic, prefersReducedMotion: 'reduce' },
  },
};
