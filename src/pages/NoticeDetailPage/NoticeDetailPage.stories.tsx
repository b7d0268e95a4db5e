import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { notices } from 'virtual:content/notices';
import { Route, Switch } from 'wouter';
import { htmlExcerpt } from '../../lib/htmlExcerpt';
import { localized } from '../../../.storybook/helpers/messages';
import { descriptionMeta, storyLocation, withPageShell } from '../../../.storybook/helpers/pageShell';
import { jumpUntil, readUntil, withScreenReader } from '../../../.storybook/helpers/screenReader';
import { NoticeListPage } from '../NoticeListPage';
import { NoticeDetailPage } from './NoticeDetailPage';
import { visualTarget } from '../../../.storybook/helpers/visual';

/**
 * One notice (SPEC §2 Notice detail) at `/notice/{position}` (1-based): the title as h1, the
 * date (YYYY-MM-DD) and the sanitised HTML, with a link back to the notice list.
 *
 * A position that does not exist shows the page with EMPTY title, date and content, as the spec
 * says — no crash and no 404. Its heading is named only for assistive technology ("This notice
 * does not exist.") and the link back to the list stays.
 */
const meta = {
  title: 'Pages/NoticeDetail',
  component: NoticeDetailPage,
  parameters: { layout: 'fullscreen', route: '/notice/1' },
  decorators: [withPageShell],
  render: () => (
    <Switch>
      <Route path="/notice" component={NoticeListPage} />
      <Route path="/notice/:id" component={NoticeDetailPage} />
    </Switch>
  ),
} satisfies Meta<typeof NoticeDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const en = (locale: unknown) => locale === 'en';
const listName = (locale: unknown) => (en(locale) ? 'All notices' : '공지사항 목록');

/** The head office move: title, date, both addresses with postcodes, the move date; title and description meta. */
export const HeadOfficeMove: Story = {
  tags: ['language-dependent'],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const notice = (en(globals.locale) ? notices.en : notices.ko)[0]!;
    const h1 = canvas.getByRole('heading', { level: 1 });
    await expect(h1).toHaveTextContent(notice.title);
    await waitFor(() => expect(document.title).toBe(`${notice.title} | NURI MUSIC`));
    await expect(descriptionMeta()).toBe(htmlExcerpt(notice.content));

    const article = canvas.getByRole('article', { name: notice.title });
    const time = article.querySelector('time')!;
    await expect(time).toHaveTextContent(/^2025-01-12$/);
    await expect(time).toHaveAttribute('datetime', '2025-01-12');
    await expect(article).toHaveTextContent('04780');
    await expect(article).toHaveTextContent('04039');
    await expect(article.querySelector('script, iframe')).toBeNull();

    const back = canvas.getByRole('link', { name: listName(globals.locale) });
    await expect(back).toHaveAttribute('href', '/notice');

    // What a screen reader says: the notice's title as the level-1 heading, its date read right
    // after it, and the link back to the list.
    await withScreenReader(canvasElement, async (reader) => {
      await jumpUntil(
        reader,
        'moveToNextHeadingLevel1',
        { role: 'heading', name: notice.title, states: ['level 1'] },
        { limit: 1 },
      );
      await readUntil(reader, '2025-01-12', { limit: 6 });
      await jumpUntil(reader, 'moveToNextLink', { role: 'link', name: localized(globals.locale, '공지사항 목록') });
    });
  },
};

/** `/notice/9` does not exist: empty title, date and content — and the way back to the list. */
export const UnknownPosition: Story = {
  parameters: { route: '/notice/9' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const h1 = canvas.getByRole('heading', { level: 1 });
    // Visually empty; named for assistive technology only.
    await expect(h1).toHaveAccessibleName(en(globals.locale) ? 'This notice does not exist.' : '없는 공지사항입니다.');
    await expect(h1.getBoundingClientRect().height).toBeLessThan(2);
    const article = canvas.getByRole('article');
    const time = article.querySelector('time')!;
    await expect(time.textContent).toBe('');
    await expect(time).not.toHaveAttribute('datetime');
    const body = h1.parentElement!.nextElementSibling!;
    await expect(body.innerHTML).toBe('');
    await waitFor(() =>
      expect(document.title).toBe(en(globals.locale) ? 'Public notice | NURI MUSIC' : '공지사항 | NURI MUSIC'),
    );

    // The way back.
    await userEvent.click(canvas.getByRole('link', { name: listName(globals.locale) }));
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/notice'));
    await expect(canvas.getByRole('table')).toBeInTheDocument();
  },
};

/** Positions are 1-based whole numbers: `/notice/0` and `/notice/first` are empty too, without a crash. */
export const NotAPosition: Story = {
  parameters: { route: '/notice/0' },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(article.querySelector('time')!.textContent).toBe('');
  },
};

/** 390 px: the notice reads in one column without overflow. */
export const Mobile: Story = {
  tags: ['language-dependent'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth + 1);
  },
};

/** The head office move notice (`/notice/1`): the visual target (Chromatic and the offline visual check). */
export const Screenshots: Story = {
  ...visualTarget('page'),
  tags: ['language-dependent'],
};
