import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { articles } from 'virtual:content/articles';
import { Route, Switch } from 'wouter';
import { articleTypes } from '../../content/types';
import { fakeVideoLoader, withFakeVideoPlayer } from '../../../.storybook/helpers/videoPlayer';
import { ArticleDetailPage } from '../ArticleDetailPage';
import { ArticlesPage } from './ArticlesPage';
import { localized } from '../../../.storybook/helpers/messages';
import { descriptionMeta, storyHistory, storyLocation, withPageShell } from '../../../.storybook/helpers/pageShell';
import { expectSpoken, jumpUntil, live, readUntil, withScreenReader } from '../../../.storybook/helpers/screenReader';
import { visualTarget } from '../../../.storybook/helpers/visual';

/**
 * The Articles page (SPEC §2 Articles list, §4 filter) with the store's articles in the toolbar
 * language: a display heading, the type filter (ALL, MUSIC, INTERVIEW, VIDEO as toggle buttons),
 * a polite count and the article cards, each linking to `/articles/{id}`.
 *
 * The filter is the `type` query parameter (`/articles?type=MUSIC`), changed by *replacing* the
 * URL: no history entries, and a filtered list is still filtered after list → article → back.
 * An unknown or missing type means all articles. With no article at all the list says
 * "등록된 게시물이 없습니다." / "No posts have been registered.".
 */
const meta = {
  title: 'Pages/Articles',
  component: ArticlesPage,
  parameters: { layout: 'fullscreen', route: '/articles', store: { articles: articles.ko } },
  loaders: [fakeVideoLoader],
  decorators: [withFakeVideoPlayer, withPageShell],
  render: () => (
    <Switch>
      <Route path="/articles" component={ArticlesPage} />
      <Route path="/articles/:id" component={ArticleDetailPage} />
    </Switch>
  ),
} satisfies Meta<typeof ArticlesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const en = (locale: unknown) => locale === 'en';
const countText = (locale: unknown, n: number) => (en(locale) ? `${n} article${n === 1 ? '' : 's'}` : `게시물 ${n}개`);
const cardLinks = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLAnchorElement>('li a[href^="/articles/"]'),
];
const pressed = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[role="group"] button[aria-pressed="true"]')].map((b) => b.textContent);

/** Every article, newest first, with heading, title, description, count and ALL pressed. */
export const AllArticles: Story = {
  tags: ['language-dependent'],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = globals.locale;
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(en(locale) ? 'Articles' : '아티클');
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe(en(locale) ? 'Articles | NURI MUSIC' : '아티클 | NURI MUSIC'));
    await expect(descriptionMeta()).toBe(
      en(locale)
        ? 'New music, interviews and videos from NURI MUSIC artists.'
        : '누리뮤직 아티스트의 새 음악과 인터뷰, 영상 소식을 전합니다.',
    );

    const group = canvas.getByRole('group', { name: en(locale) ? 'Filter by article type' : '게시물 유형 필터' });
    await expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['ALL', 'MUSIC', 'INTERVIEW', 'VIDEO']);
    await expect(pressed(canvasElement)).toEqual(['ALL']);
    await expect(canvas.getByRole('status')).toHaveTextContent(countText(locale, 12));

    // Twelve cards, newest first, each linking to its article and named by its title.
    const links = cardLinks(canvasElement);
    await expect(links.map((a) => a.getAttribute('href'))).toEqual(articles.ko.map((a) => `/articles/${a.id}`));
    const list = locale === 'en' ? articles.en : articles.ko;
    await expect(links[0]).toHaveAccessibleName(list[0]!.title);
    await expect(links[0]).toHaveAccessibleDescription(new RegExp(`${list[0]!.type}.*${list[0]!.artist}`));
    // The title is the card's link; the picture sits beside it in the same list item.
    await expect(links[0]!.closest('li')!.querySelector('img')).toHaveAttribute('src', list[0]!.thumb);
    // Card titles are h2 under the page's h1.
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(12);

    // What a screen reader says: the page's heading, the filter as a named group of toggle buttons
    // (ALL pressed) and the count. Choosing a type with the reader announces the new count through
    // the polite region — again for the next type, though it has as many articles.
    const spokenCount = (n: number) => live(localized(locale, '{count, plural, other {게시물 #개}}', { count: n }));
    await withScreenReader(canvasElement, async (reader) => {
      await jumpUntil(reader, 'moveToNextHeadingLevel1', {
        role: 'heading',
        name: localized(locale, '아티클', undefined, 'page title'),
        states: ['level 1'],
      });
      await readUntil(reader, { role: 'group', name: localized(locale, '게시물 유형 필터') }, { limit: 8 });
      await readUntil(reader, { role: 'button', name: 'ALL', states: ['pressed'] }, { limit: 1 });
      await readUntil(reader, { role: 'button', name: 'MUSIC', states: ['not pressed'] }, { limit: 1 });
      await reader.act();
      await expectSpoken(reader, spokenCount(4));
      await readUntil(reader, { role: 'button', name: 'INTERVIEW' }, { limit: 1 });
      await reader.clearSpokenPhraseLog();
      await reader.act();
      await expectSpoken(reader, spokenCount(4));
      await expect(pressed(canvasElement)).toEqual(['INTERVIEW']);
    });
  },
};

/** MUSIC, INTERVIEW and VIDEO show 4 each; pressing the pressed type again or ALL shows all 12 — all without history entries. */
export const FilterByType: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = globals.locale;
    for (const type of articleTypes) {
      await userEvent.click(canvas.getByRole('button', { name: type }));
      await expect(pressed(canvasElement)).toEqual([type]);
      await waitFor(() => expect(cardLinks(canvasElement)).toHaveLength(4));
      const expected = articles.ko.filter((a) => a.type === type).map((a) => `/articles/${a.id}`);
      await expect(cardLinks(canvasElement).map((a) => a.getAttribute('href'))).toEqual(expected);
      for (const link of cardLinks(canvasElement)) {
        await expect(link).toHaveAccessibleDescription(new RegExp(`^${type}`));
      }
      await expect(canvas.getByRole('status')).toHaveTextContent(countText(locale, 4));
      await expect(storyLocation(canvasElement)).toBe(`/articles?type=${type}`);
    }
    // The URL was replaced each time: still one history entry.
    await expect(storyHistory()).toEqual(['/articles?type=VIDEO']);

    // Pressing the pressed type again clears the filter.
    await userEvent.click(canvas.getByRole('button', { name: 'VIDEO' }));
    await waitFor(() => expect(cardLinks(canvasElement)).toHaveLength(12));
    await expect(pressed(canvasElement)).toEqual(['ALL']);
    await expect(storyLocation(canvasElement)).toBe('/articles');

    // ALL resets.
    await userEvent.click(canvas.getByRole('button', { name: 'INTERVIEW' }));
    await waitFor(() => expect(cardLinks(canvasElement)).toHaveLength(4));
    await userEvent.click(canvas.getByRole('button', { name: 'ALL' }));
    await waitFor(() => expect(cardLinks(canvasElement)).toHaveLength(12));
    await expect(pressed(canvasElement)).toEqual(['ALL']);
    await expect(canvas.getByRole('status')).toHaveTextContent(countText(locale, 12));
    await expect(storyHistory()).toEqual(['/articles']);
  },
};

/** A shared filtered address opens filtered; an unknown type means no filter. */
export const FilteredFromTheAddress: Story = {
  parameters: { route: '/articles?type=INTERVIEW' },
  play: async ({ canvasElement }) => {
    await expect(pressed(canvasElement)).toEqual(['INTERVIEW']);
    await expect(cardLinks(canvasElement)).toHaveLength(4);
  },
};

/** `?type=POP` is not a type: everything shows and ALL is pressed. */
export const UnknownTypeInTheAddress: Story = {
  parameters: { route: '/articles?type=POP' },
  play: async ({ canvasElement }) => {
    await expect(pressed(canvasElement)).toEqual(['ALL']);
    await expect(cardLinks(canvasElement)).toHaveLength(12);
  },
};

/** No article in the store: the empty message in the UI language, the filter still there. */
export const NoArticles: Story = {
  parameters: { store: { articles: [] }, contentArticles: false },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(en(globals.locale) ? 'No posts have been registered.' : '등록된 게시물이 없습니다.'),
    ).toBeVisible();
    await expect(cardLinks(canvasElement)).toHaveLength(0);
    await expect(canvas.getByRole('status')).toHaveTextContent(countText(globals.locale, 0));
    await userEvent.click(canvas.getByRole('button', { name: 'MUSIC' }));
    await expect(
      canvas.getByText(en(globals.locale) ? 'No posts have been registered.' : '등록된 게시물이 없습니다.'),
    ).toBeVisible();
  },
};

/** A card opens its article (a history entry); the article's back button returns to the list. */
export const OpenAnArticleAndGoBack: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const list = globals.locale === 'en' ? articles.en : articles.ko;
    await userEvent.click(cardLinks(canvasElement)[1]!);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(list[1]!.title));
    await expect(storyHistory()).toEqual(['/articles', `/articles/${list[1]!.id}`]);

    await userEvent.click(canvas.getByRole('button', { name: globals.locale === 'en' ? 'Back' : '뒤로 가기' }));
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/articles'));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      globals.locale === 'en' ? 'Articles' : '아티클',
    );
  },
};

/** 390 px: the filter fits on one line, cards in one column. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group');
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth + 1);
    const buttons = within(group).getAllByRole('button');
    const tops = new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    const [first, second] = cardLinks(canvasElement);
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom);
  },
};

/** Every article, no filter (ALL pressed): the visual target (Chromatic and the offline visual check). */
export const Screenshots: Story = {
  ...visualTarget('page'),
  tags: ['language-dependent'],
};
