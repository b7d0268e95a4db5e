import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { notices } from 'virtual:content/notices';
import { Route, Switch } from 'wouter';
import { localized } from '../../../.storybook/helpers/messages';
import { descriptionMeta, storyHistory, storyLocation, withPageShell } from '../../../.storybook/helpers/pageShell';
import { jumpUntil, readUntil, withScreenReader } from '../../../.storybook/helpers/screenReader';
import { NoticeDetailPage } from '../NoticeDetailPage';
import { NoticeListPage } from './NoticeListPage';
import { visualTarget } from '../../../.storybook/helpers/visual';

/**
 * Public notice (SPEC §2 Notice list): the notices of the UI language, newest first, in a
 * two-column table — title 75 %, date 25 % (YYYY-MM-DD). Each title is a link to
 * `/notice/{position}` (1-based); the link covers its row, so the row is clickable too. The
 * footer offers the page in Korean only; the route works in both languages.
 */
const meta = {
  title: 'Pages/NoticeList',
  component: NoticeListPage,
  parameters: { layout: 'fullscreen', route: '/notice' },
  decorators: [withPageShell],
  render: () => (
    <Switch>
      <Route path="/notice" component={NoticeListPage} />
      <Route path="/notice/:id" component={NoticeDetailPage} />
    </Switch>
  ),
} satisfies Meta<typeof NoticeListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const en = (locale: unknown) => locale === 'en';

/** Heading, title, the table named by the heading, its columns and the one notice's row and link. */
export const Default: Story = {
  tags: ['language-dependent'],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const heading = en(globals.locale) ? 'Public notice' : '공지사항';
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    await waitFor(() => expect(document.title).toBe(`${heading} | NURI MUSIC`));
    await expect(descriptionMeta()).toBe(
      en(globals.locale) ? 'News and announcements from NURI MUSIC.' : '누리뮤직의 새 소식과 안내를 전합니다.',
    );

    const table = canvas.getByRole('table', { name: heading });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((h) => h.textContent)).toEqual(
      en(globals.locale) ? ['Title', 'Date'] : ['제목', '등록일'],
    );
    const width = table.getBoundingClientRect().width;
    await expect(headers[0]!.getBoundingClientRect().width / width).toBeCloseTo(0.75, 1);

    const notice = (en(globals.locale) ? notices.en : notices.ko)[0]!;
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(1);
    const link = within(rows[0]!).getByRole('link', { name: notice.title });
    await expect(link).toHaveAttribute('href', '/notice/1');
    await expect(within(rows[0]!).getByRole('cell')).toHaveTextContent('2025-01-12');

    // What a screen reader says: the level-1 heading, then the table named by it, and the notice's
    // title as the one link of its row.
    await withScreenReader(canvasElement, async (reader) => {
      const name = localized(globals.locale, '공지사항', undefined, 'notice list heading');
      await jumpUntil(reader, 'moveToNextHeadingLevel1', { role: 'heading', name, states: ['level 1'] }, { limit: 1 });
      await readUntil(reader, { role: 'table', name }, { limit: 8 });
      await jumpUntil(reader, 'moveToNextLink', { role: 'link', name: notice.title }, { limit: 1 });
    });
  },
};

/** The title link opens the notice at its position (a history entry). */
export const OpenANotice: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const notice = (en(globals.locale) ? notices.en : notices.ko)[0]!;
    await userEvent.click(canvas.getByRole('link', { name: notice.title }));
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/notice/1'));
    await expect(storyHistory()).toEqual(['/notice', '/notice/1']);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(notice.title);
  },
};

/** A click on the date opens the notice too: the row is clickable, the link stays the one tab stop. */
export const ClickTheRow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    const cell = within(table).getAllByRole('cell')[0]!.getBoundingClientRect();
    // What is under the pointer in the middle of the date cell is the row's link.
    const hit = document.elementFromPoint(cell.left + cell.width / 2, cell.top + cell.height / 2);
    await expect(hit).toBe(within(table).getByRole('link'));
    await userEvent.click(hit!);
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/notice/1'));
  },
};

/** 390 px: still two readable columns; nothing overflows. */
export const Mobile: Story = {
  tags: ['language-dependent'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth + 1);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const time = table.querySelector('time')!;
    await expect(time.getBoundingClientRect().height).toBeLessThan(parseFloat(getComputedStyle(time).lineHeight) * 1.5);
  },
};

/** The notice list as a visitor first sees it: the visual target (Chromatic and the offline visual check). */
export const Screenshots: Story = {
  ...visualTarget('page'),
  tags: ['language-dependent'],
};
