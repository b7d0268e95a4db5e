import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { Stack } from '../Box';
import { StepList } from './StepList';

const steps = [
  { title: <Trans>곡 등록</Trans>, text: <Trans>작품 정보와 작가, 지분을 알려 주세요.</Trans> },
  { title: <Trans>권리 확인</Trans>, text: <Trans>저작권 관계를 확인하고 각국 단체에 작품을 등록합니다.</Trans> },
  { title: <Trans>전 세계 징수</Trans>, text: <Trans>방송, 공연, 스트리밍에서 생긴 저작권료를 모읍니다.</Trans> },
  { title: <Trans>정산과 리포트</Trans>, text: <Trans>징수한 저작권료를 명세와 함께 정산해 드립니다.</Trans> },
];

/**
 * Ordered steps (Publishing's four steps) as an `<ol>`: numbered markers joined by a line, down
 * the page on mobile and across it from the tablet width.
 *
 * - `steps`: `{ title, text? }` in order. `headingLevel` (3, 4, or `null` for plain text titles).
 */
const meta = {
  title: 'Components/StepList',
  component: StepList,
  args: { steps, headingLevel: 3 },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [3, 4, null] },
    steps: { table: { disable: true } },
    className: { table: { disable: true } },
  },
} satisfies Meta<typeof StepList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      globals.locale === 'en'
        ? ['Register your songs', 'Rights check', 'Collect worldwide', 'Payment and reports']
        : ['곡 등록', '권리 확인', '전 세계 징수', '정산과 리포트'],
    );
    // Decorative numbers; the list conveys the order.
    await expect(within(items[3]!).getByText('04')).toHaveAttribute('aria-hidden', 'true');
    // Across the page from the tablet width (same top), down the page on mobile.
    const [a, b] = items.map((item) => item.getBoundingClientRect());
    if (window.innerWidth >= 768) await expect(Math.abs(a!.top - b!.top)).toBeLessThan(1);
    else await expect(b!.top).toBeGreaterThan(a!.bottom - 1);
  },
};

/** The steps at 390 px: down the page. */
export const Mobile: Story = {
  ...Playground,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  // .storybook/test-runner.ts takes the width from this parameter (story globals are not in its context).
  parameters: { viewport: { defaultViewport: 'mobile' } },
};

/** Titles as plain text when the steps sit under a heading of their own. */
export const PlainTitles: Story = {
  args: { headingLevel: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('heading')).toHaveLength(0);
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
  },
};

/**
 * All states of StepList in one picture: the visual target (Chromatic and the offline visual check).
 * Publishing's four steps with heading titles, and with plain text titles.
 */
export const Screenshots: Story = {
  ...visualTarget(),
  // A literal array too: Storybook's indexer (index.json) does not read tags from the spread.
  tags: ['language-dependent'],
  render: (args) => (
    <Stack gap="xxl">
      <StepList {...args} />
      <StepList {...args} headingLevel={null} />
    </Stack>
  ),
};
