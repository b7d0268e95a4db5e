import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ArticleType } from '../../content/types';
import { Stack } from '../../components/Box';
import { coverArt } from '../../components/WorkCard/coverArt';
import { ArticleCard, type ArticleCardData } from './ArticleCard';
import { articleCardLayouts } from './ArticleCard.css';
import { ArticleCardList } from './ArticleCardList';
import { cardOf, hitAt } from '../../../.storybook/helpers/blockLink';
import { visualTarget } from '../../../.storybook/helpers/visual';

// Sample articles written for the stories: invented artists; titles are content (not UI text).
const sample: [ArticleType, string, string, string][] = [
  ['INTERVIEW', 'Mira Vale', '첫 정규 앨범 「Low Tide」를 만든 열두 달의 기록', '2025-03-07'],
  ['MUSIC', '하온', '새벽 세 시의 도시를 닮은 싱글 「가로등」', '2025-02-21'],
  ['VIDEO', 'The Paper Birds', 'Behind the scenes of “Northern Lines”', '2025-02-03'],
  ['INTERVIEW', '윤슬', '제주에서 녹음한 피아노 소품집에 대하여', '2025-01-17'],
  ['MUSIC', 'Kite Harbour', 'A quiet synth-pop record for long train rides', '2024-12-20'],
  ['VIDEO', '모래시계 악단', '한 번의 테이크로 찍은 라이브 세션', '2024-11-29'],
];
const articles: ArticleCardData[] = sample.map(([type, artist, title, date], i) => ({
  id: 12 - i,
  type,
  artist,
  title,
  date,
  thumb: coverArt({
    seed: `article-${12 - i}`,
    style: i % 2 ? 'gradient' : 'type',
    width: 800,
    height: 600,
    text: type,
  }),
}));

/**
 * An article as a block-link card (`ArticleCard`) and lists of them (`ArticleCardList`).
 *
 * - `article`: `Pick<Article, 'id' | 'date' | 'type' | 'artist' | 'title' | 'thumb'>` from
 *   src/content/types.ts; links to `/articles/{id}`.
 * - The thumbnail is decorative (`alt=""`, the title follows), lazy, with its size reserved.
 * - `layout`: `card` (picture above; grids of 1/2/3 columns) or `row` (picture beside; the Home
 *   page's latest five). `showDate` adds YYYY.MM.DD. With no articles the list says
 *   "등록된 게시물이 없습니다." / "No posts have been registered."
 */
const meta = {
  title: 'Patterns/ArticleCard',
  component: ArticleCard,
  args: { article: articles[0]!, layout: 'card', showDate: true, headingLevel: 3 },
  argTypes: {
    layout: { control: 'inline-radio', options: articleCardLayouts },
    article: { table: { disable: true } },
    className: { table: { disable: true } },
  },
  render: (args) => (
    <div style={{ maxWidth: args.layout === 'row' ? 900 : 380 }}>
      <ArticleCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ArticleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One card: the title is its one link (named by exactly its visible text, WCAG 2.5.3), described
 * by type / artist / date, stretched so a click on the picture or the meta line opens the article;
 * the focus ring goes around the card.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: articles[0]!.title });
    await expect(link).toHaveAttribute('href', '/articles/12');
    await expect(link).toHaveAccessibleDescription(
      args.showDate ? 'INTERVIEW Mira Vale 2025.03.07' : 'INTERVIEW Mira Vale',
    );
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    // Label in Name: everything the link shows is in its name.
    await expect(link).toHaveAccessibleName(link.textContent!.trim());
    // The picture and the meta line are outside the link but under its hit area.
    const card = cardOf(link);
    await expect(hitAt(card.querySelector('img')!)).toBe(link);
    await expect(hitAt(canvas.getByText('Mira Vale'))).toBe(link);
    // Decorative thumbnail: empty alt, reserved size, loaded lazily.
    const img = canvasElement.querySelector('img')!;
    await expect(img).toHaveAttribute('alt', '');
    await expect(img).toHaveAttribute('width', '800');
    await expect(img).toHaveAttribute('height', '600');
    await expect(img).toHaveAttribute('loading', 'lazy');
    if (args.showDate) await expect(canvasElement.querySelector('time')).toHaveAttribute('datetime', '2025-03-07');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(card).outlineStyle).toBe('solid');
    await expect(getComputedStyle(link).outlineStyle).toBe('none');
  },
};

/** The article list page: a grid of cards — three columns on desktop, two on tablet, one on mobile. */
export const ArticleGrid: Story = {
  render: () => <ArticleCardList articles={articles} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(6);
    await expect(links.map((l) => l.getAttribute('href'))).toEqual(articles.map((a) => `/articles/${a.id}`));
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    const columns = getComputedStyle(canvas.getByRole('list')).gridTemplateColumns.split(' ').length;
    await expect(columns).toBe(window.innerWidth >= 1024 ? 3 : window.innerWidth >= 768 ? 2 : 1);
  },
};

/** The grid at 390 px. */
export const ArticleGridMobile: Story = {
  ...ArticleGrid,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  // .storybook/test-runner.ts takes the width from this parameter (story globals are not in its context).
  parameters: { viewport: { defaultViewport: 'mobile' } },
};

/** The Home page's latest five, as ruled rows with dates. */
export const HomeRows: Story = {
  render: () => <ArticleCardList articles={articles.slice(0, 5)} layout="row" showDate headingLevel={3} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByText('2025.02.21')).toBeVisible();
    // Picture beside the text.
    const card = cardOf(canvas.getAllByRole('link')[0]!);
    const [img, heading] = [card.querySelector('img')!, within(card).getByRole('heading')];
    await expect(heading.getBoundingClientRect().left).toBeGreaterThan(img.getBoundingClientRect().right - 1);
  },
};

/** The rows at 390 px. */
export const HomeRowsMobile: Story = {
  ...HomeRows,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  // .storybook/test-runner.ts takes the width from this parameter (story globals are not in its context).
  parameters: { viewport: { defaultViewport: 'mobile' } },
};

/** No articles (e.g. a filter with no match): the list says so. */
export const Empty: Story = {
  render: () => <ArticleCardList articles={[]} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(
      canvas.getByText(globals.locale === 'en' ? 'No posts have been registered.' : '등록된 게시물이 없습니다.'),
    ).toBeVisible();
  },
};

/**
 * All states of ArticleCard in one picture: the visual target (Chromatic and the offline visual check).
 * The article grid (cards, no date), the Home page's rows (with dates) and the empty list.
 */
export const Screenshots: Story = {
  ...visualTarget(),
  // A literal array too: Storybook's indexer (index.json) does not read tags from the spread.
  tags: ['language-dependent'],
  render: () => (
    <Stack gap="xxl">
      <ArticleCardList articles={articles.slice(0, 3)} />
      <ArticleCardList articles={articles.slice(3)} layout="row" showDate headingLevel={3} />
      <ArticleCardList articles={[]} />
    </Stack>
  ),
};
