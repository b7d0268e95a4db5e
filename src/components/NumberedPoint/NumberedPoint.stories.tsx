import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { Box, Stack } from '../Box';
import { NumberedPoint } from './NumberedPoint';
import { numberedPointColumns } from './NumberedPoint.css';
import { NumberedPointList } from './NumberedPointList';
import { inverseSurface } from '../../styles/surfaces.css';

const principles = [
  {
    title: <Trans>재능</Trans>,
    text: <Trans>각 분야에서 경험을 쌓은 전문가들이 아티스트의 음악을 가장 먼저 이해합니다.</Trans>,
  },
  {
    title: <Trans>다재다능함</Trans>,
    text: <Trans>유통, 마케팅, 음악과 영상 제작까지 한 팀 안에서 해결합니다.</Trans>,
  },
  {
    title: <Trans>맞춤형 지원</Trans>,
    text: <Trans>모든 아티스트에게 같은 답을 주지 않습니다. 음악과 목표에 맞춰 계획을 세웁니다.</Trans>,
  },
  {
    title: <Trans>앞선 생각</Trans>,
    text: <Trans>새로운 플랫폼과 흐름을 먼저 살피고, 다음 발매를 함께 준비합니다.</Trans>,
  },
];

/**
 * A numbered point or principle (`NumberedPoint`) and an ordered list of them
 * (`NumberedPointList`): About's four principles, Distribution's three "why" points, the points
 * of each service.
 *
 * - `number` is shown with two digits and is decorative (`aria-hidden`); the list (`<ol>`) says
 *   the order. `title` is a heading (`headingLevel` 3 or 4); the children are the explanation.
 * - `NumberedPointList`: `points` `{ title, text }`, `columns` on desktop (2, 3 or 4; two on
 *   tablet, one on mobile); on a charcoal surface the colours follow it.
 */
const meta = {
  title: 'Components/NumberedPoint',
  component: NumberedPoint,
  args: { number: 1, headingLevel: 3, title: null },
  argTypes: {
    title: { table: { disable: true } },
    children: { table: { disable: true } },
    as: { table: { disable: true } },
    className: { table: { disable: true } },
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <NumberedPoint {...args} title={principles[0]!.title}>
        {principles[0]!.text}
      </NumberedPoint>
    </div>
  ),
} satisfies Meta<typeof NumberedPoint>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: args.headingLevel });
    await expect(heading).toHaveTextContent(globals.locale === 'en' ? 'Talented' : '재능');
    // The number is shown with two digits and hidden from assistive technology.
    const number = canvas.getByText('01');
    await expect(number).toHaveAttribute('aria-hidden', 'true');
  },
};

/** About's four principles in an ordered list, four columns on desktop. */
export const Principles: Story = {
  render: () => <NumberedPointList points={principles} columns={4} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const names = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(names).toEqual(
      globals.locale === 'en'
        ? ['Talented', 'All-round', 'Customized', 'Forward-thinking']
        : ['재능', '다재다능함', '맞춤형 지원', '앞선 생각'],
    );
    await expect(canvas.getByText('04')).toBeInTheDocument();
    // One column at 390 px, four on desktop.
    const columns = getComputedStyle(list).gridTemplateColumns.split(' ').length;
    await expect(columns).toBe(window.innerWidth >= 1024 ? 4 : window.innerWidth >= 768 ? 2 : 1);
  },
};

/** Three points on a charcoal surface. */
export const Inverse: Story = {
  render: () => (
    <Box className={inverseSurface} padding="xl" borderRadius="md">
      <NumberedPointList points={principles.slice(0, 3)} columns={3} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Every column count. */
export const Columns: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 48 }}>
      {numberedPointColumns.map((columns) => (
        <NumberedPointList key={columns} points={principles.slice(0, columns)} columns={columns} headingLevel={4} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('list')).toHaveLength(numberedPointColumns.length);
    await expect(within(canvasElement).getAllByRole('heading', { level: 4 })).toHaveLength(9);
  },
};

/** Long titles in both languages at 390 px. */
export const LongLabels: Story = {
  tags: ['language-dependent'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  // .storybook/test-runner.ts takes the width from this parameter (story globals are not in its context).
  parameters: { viewport: { defaultViewport: 'mobile' } },
  render: () => (
    <NumberedPointList
      points={[
        {
          title: <Trans>아티스트의 권리를 지키는 투명한 정산과 정기 리포트</Trans>,
          text: <Trans>매달 플랫폼별 수익을 한눈에 볼 수 있는 리포트를 드리고, 정산 내역을 모두 공개합니다.</Trans>,
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 3 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
  },
};

/**
 * All states of NumberedPoint in one picture: the visual target (Chromatic and the offline visual check).
 * About's four principles (four columns on desktop), three points on charcoal (three columns), and
 * two columns with a long title and text that wrap.
 */
export const Screenshots: Story = {
  ...visualTarget(),
  // A literal array too: Storybook's indexer (index.json) does not read tags from the spread.
  tags: ['language-dependent'],
  render: () => (
    <Stack gap="xxl">
      <NumberedPointList points={principles} columns={4} />
      <Box className={inverseSurface} padding="xl" borderRadius="md">
        <NumberedPointList points={principles.slice(0, 3)} columns={3} />
      </Box>
      <NumberedPointList
        columns={2}
        points={[
          {
            title: <Trans>아티스트의 권리를 지키는 투명한 정산과 정기 리포트</Trans>,
            text: <Trans>매달 플랫폼별 수익을 한눈에 볼 수 있는 리포트를 드리고, 정산 내역을 모두 공개합니다.</Trans>,
          },
          principles[1]!,
        ]}
      />
    </Stack>
  ),
};
