import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { notices } from 'virtual:content/notices';
import { useLocation } from 'wouter';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { isLocale, localize } from '../../i18n';
import { Stack } from '../../components/Box';
import { NoticeTable } from './NoticeTable';

// Sample rows for the stories only (the site has one notice, src/content/notices).
const sampleNotices = {
  ko: [
    { title: '설 연휴 고객센터 운영 안내', date: '2025-01-20' },
    {
      title: '음원 유통 신청서 양식이 새로워졌습니다: 앨범 정보와 발매 희망일을 한 화면에서 입력하세요',
      date: '2024-11-04',
    },
    { title: '개인정보처리방침 개정 안내', date: '2024-06-17' },
  ],
  en: [
    { title: 'Customer support hours over the Lunar New Year holiday', date: '2025-01-20' },
    {
      title: 'A new release application form: enter your album details and preferred release date on one screen',
      date: '2024-11-04',
    },
    { title: 'Changes to our privacy policy', date: '2024-06-17' },
  ],
};

/** Shows where the memory router is, so a play function can see a navigation. */
function CurrentPath() {
  const [path] = useLocation();
  return <output data-testid="current-path">{path}</output>;
}

/**
 * The notice list table (SPEC §2 Notice list): title 75 %, date 25 % (YYYY-MM-DD, SPEC §3).
 *
 * - `notices`: `{ title, date }` items, newest first; row n links to `hrefFor(n)` — by default
 *   `/notice/{n}`, the 1-based position.
 * - The title cell is the row header and holds a real link; the link's hit area covers the row,
 *   so clicking the date opens the notice too, without a second tab stop.
 * - Name the table with `aria-labelledby` (the page heading). Stays two columns at 390 px: the
 *   title wraps, the date does not.
 */
const meta = {
  title: 'Patterns/NoticeTable',
  component: NoticeTable,
  args: { notices: [] },
  argTypes: {
    notices: { control: false },
    hrefFor: { table: { disable: true } },
    className: { table: { disable: true } },
  },
  render: (args, { globals }) => {
    const locale = isLocale(globals.locale) ? globals.locale : 'ko';
    const rows = args.notices.length > 0 ? args.notices : localize([notices, sampleNotices], locale).flat();
    return (
      <>
        <NoticeTable {...args} notices={rows} aria-label={locale === 'en' ? 'Public notice' : '공지사항'} />
        <CurrentPath />
      </>
    );
  },
} satisfies Meta<typeof NoticeTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const columnNames = (locale: unknown) => (locale === 'en' ? ['Title', 'Date'] : ['제목', '등록일']);

/** Two columns, 75 % and 25 %; one link per row to its 1-based position; clicking the row opens it. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((h) => h.textContent)).toEqual(columnNames(globals.locale));
    const tableWidth = table.getBoundingClientRect().width;
    await expect(headers[0]!.getBoundingClientRect().width / tableWidth).toBeCloseTo(0.75, 1);
    await expect(headers[1]!.getBoundingClientRect().width / tableWidth).toBeCloseTo(0.25, 1);

    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(4);
    const links = within(table).getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/notice/1',
      '/notice/2',
      '/notice/3',
      '/notice/4',
    ]);
    // The real notice comes first with its date as YYYY-MM-DD.
    const first = within(rows[0]!);
    await expect(first.getByRole('rowheader')).toHaveTextContent(
      globals.locale === 'en' ? 'Our head office has moved' : '본사 이전 안내',
    );
    await expect(first.getByRole('cell')).toHaveTextContent(/^2025-01-12$/);
    await expect(rows[0]!.querySelector('time')).toHaveAttribute('datetime', '2025-01-12');

    // The link covers its row: what is under the pointer in the middle of the date cell is the
    // link of that row, so a click there opens that notice.
    const cell = within(rows[2]!).getByRole('cell').getBoundingClientRect();
    const hit = document.elementFromPoint(cell.left + cell.width / 2, cell.top + cell.height / 2);
    await expect(hit).toBe(links[2]);
    await userEvent.click(hit!);
    await waitFor(() => expect(canvas.getByTestId('current-path')).toHaveTextContent('/notice/3'));
    // The keyboard path is the link: one tab stop per row, starting from the top.
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('current-path')).toHaveTextContent('/notice/1'));
  },
};

/** At 390 px the table keeps its two columns: long titles wrap, dates stay on one line. */
export const Mobile: Story = {
  tags: ['language-dependent'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth + 1);
    for (const time of table.querySelectorAll('time')) {
      const lineHeight = parseFloat(getComputedStyle(time).lineHeight);
      await expect(time.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
    }
    const titles = within(table).getAllByRole('rowheader');
    // The long title wraps inside its column.
    await expect(titles[2]!.getBoundingClientRect().height).toBeGreaterThan(titles[1]!.getBoundingClientRect().height);
  },
};

/** No notices: one row says so. */
export const Empty: Story = {
  render: (args, { globals }) => (
    <NoticeTable {...args} notices={[]} aria-label={globals.locale === 'en' ? 'Public notice' : '공지사항'} />
  ),
  play: async ({ canvasElement, globals }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).queryAllByRole('link')).toHaveLength(0);
    await expect(
      within(table).getByText(globals.locale === 'en' ? 'No notices have been posted.' : '등록된 공지사항이 없습니다.'),
    ).toBeVisible();
  },
};

/** Links somewhere else with `hrefFor`. */
export const CustomHref: Story = {
  args: { hrefFor: (position: number) => `/news/${position}` },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links[0]).toHaveAttribute('href', '/news/1');
  },
};

/**
 * All states of NoticeTable in one picture: the visual target (Chromatic and the offline visual check).
 * The site's notice and the sample rows (a long title wraps, dates never do), and the empty table.
 */
export const Screenshots: Story = {
  ...visualTarget(),
  // A literal array too: Storybook's indexer (index.json) does not read tags from the spread.
  tags: ['language-dependent'],
  render: (args, { globals }) => {
    const locale = isLocale(globals.locale) ? globals.locale : 'ko';
    const label = locale === 'en' ? 'Public notice' : '공지사항';
    return (
      <Stack gap="xxl">
        <NoticeTable {...args} notices={localize([notices, sampleNotices], locale).flat()} aria-label={label} />
        <NoticeTable {...args} notices={[]} aria-label={label} />
      </Stack>
    );
  },
};
