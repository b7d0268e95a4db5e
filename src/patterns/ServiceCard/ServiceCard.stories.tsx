import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Box, Stack } from '../../components/Box';
import { ServiceCard } from './ServiceCard';
import { ServiceCardList } from './ServiceCardList';
import { cardOf, hitAt } from '../../../.storybook/helpers/blockLink';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { inverseSurface } from '../../styles/surfaces.css';

const services = [
  {
    slug: 'distribution',
    title: <Trans>음원 유통</Trans>,
    description: <Trans>200개 이상의 플랫폼, 180개국에 음악을 발매합니다.</Trans>,
  },
  {
    slug: 'marketing',
    title: <Trans>마케팅</Trans>,
    description: <Trans>공식 채널과 캠페인으로 음악을 알립니다.</Trans>,
  },
  {
    slug: 'music',
    title: <Trans>음악 제작</Trans>,
    description: <Trans>22만 명 이상의 작곡가와 함께 곡을 만듭니다.</Trans>,
  },
  {
    slug: 'video',
    title: <Trans>영상 제작</Trans>,
    description: <Trans>뮤직비디오와 숏폼 영상을 기획하고 촬영합니다.</Trans>,
  },
  {
    slug: 'publishing',
    title: <Trans>퍼블리싱</Trans>,
    description: <Trans>작품을 등록하고 전 세계 저작권료를 징수합니다.</Trans>,
  },
  {
    slug: 'abbeyroad',
    title: <Trans>애비 로드 스튜디오</Trans>,
    description: <Trans>런던의 스튜디오에서 녹음, 믹싱, 마스터링을 진행합니다.</Trans>,
  },
];

const titlesIn = (locale: unknown) =>
  locale === 'en'
    ? ['Distribution', 'Marketing', 'Music production', 'Video production', 'Publishing', 'Abbey Road Studios']
    : ['음원 유통', '마케팅', '음악 제작', '영상 제작', '퍼블리싱', '애비 로드 스튜디오'];

/**
 * A service as a block-link card (`ServiceCard`) and the Home page's services list
 * (`ServiceCardList`, six cards on the grid).
 *
 * - `slug`: the card links to `/services/{slug}` through the router.
 * - `title` is a heading (`headingLevel`) whose text is the card's only link, stretched over the
 *   whole card: the link's name is exactly its visible text (WCAG 2.5.3 Label in Name).
 *   `description` sits outside the link and describes it (`aria-describedby`). `number` shows
 *   "01"; on a charcoal surface (`PageSection tone="inverse"`, `inverseSurface`) the colours follow the surface. The focus ring is drawn around the card.
 */
const meta = {
  title: 'Patterns/ServiceCard',
  component: ServiceCard,
  args: { slug: 'distribution', number: 1, headingLevel: 3, title: null, description: null },
  argTypes: {
    title: { table: { disable: true } },
    description: { table: { disable: true } },
    className: { table: { disable: true } },
  },
  render: (args) => (
    <div style={{ maxWidth: 380 }}>
      <ServiceCard {...args} title={services[0]!.title} description={services[0]!.description} />
    </div>
  ),
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One card: a single link named by its visible text (the title) and described by the short text;
 * a click anywhere on the card hits the link; keyboard-reachable with a visible ring around the card.
 */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals.locale === 'en';
    const link = canvas.getByRole('link', { name: en ? /^distribution$/i : '음원 유통' });
    await expect(link).toHaveAttribute('href', '/services/distribution');
    const description = en
      ? 'Release your music on 200+ platforms in 180 countries.'
      : '200개 이상의 플랫폼, 180개국에 음악을 발매합니다.';
    await expect(link).toHaveAccessibleDescription(description);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    // Label in Name: everything the link shows is in its name (a voice user says what they see).
    await expect(link).toHaveAccessibleName(link.textContent!.trim());
    // The whole card is the link's hit area: the description and the arrow are under it.
    const card = cardOf(link);
    await expect(card).toHaveTextContent(description);
    await expect(hitAt(canvas.getByText(description))).toBe(link);
    await expect(hitAt(card.querySelector('svg')!)).toBe(link);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    // One ring, around the card (as when the whole card was the link), none on the title.
    await expect(getComputedStyle(card).outlineStyle).toBe('solid');
    await expect(getComputedStyle(link).outlineStyle).toBe('none');
  },
};

/** The six services of the Home page. */
export const ServicesList: Story = {
  render: () => <ServiceCardList services={services} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    const links = canvas.getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('href'))).toEqual(services.map((s) => `/services/${s.slug}`));
    const names = titlesIn(globals.locale);
    // Service names are shared with the navigation's messages (which may set them in capitals).
    for (const [i, link] of links.entries()) await expect(link).toHaveAccessibleName(new RegExp(`^${names[i]}$`, 'i'));
    // Cards in a row share a height.
    if (window.innerWidth >= 1024) {
      const [first, second] = [cardOf(links[0]!), cardOf(links[1]!)];
      await expect(first.getBoundingClientRect().height).toBe(second.getBoundingClientRect().height);
    }
  },
};

/** On a charcoal surface. */
export const Inverse: Story = {
  render: () => (
    <Box className={inverseSurface} padding="xl" borderRadius="md">
      <ServiceCardList services={services.slice(0, 3)} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(3);
  },
};

/** The list at 390 px, with the longest titles in both languages. */
export const LongLabels: Story = {
  tags: ['language-dependent'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  // .storybook/test-runner.ts takes the width from this parameter (story globals are not in its context).
  parameters: { viewport: { defaultViewport: 'mobile' } },
  render: () => <ServiceCardList services={services.slice(3)} />,
  play: async ({ canvasElement }) => {
    for (const link of within(canvasElement).getAllByRole('link')) {
      const card = cardOf(link);
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
    }
  },
};

/**
 * All states of ServiceCard in one picture: the visual target (Chromatic and the offline visual check).
 * The Home page's six numbered cards (the longest titles included), and three on charcoal.
 */
export const Screenshots: Story = {
  ...visualTarget(),
  // A literal array too: Storybook's indexer (index.json) does not read tags from the spread.
  tags: ['language-dependent'],
  render: () => (
    <Stack gap="xxl">
      <ServiceCardList services={services} />
      <Box className={inverseSurface} padding="xl" borderRadius="md">
        <ServiceCardList services={services.slice(0, 3)} />
      </Box>
    </Stack>
  ),
};
