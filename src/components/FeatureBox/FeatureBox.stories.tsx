import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Globe, Megaphone, Upload, Wallet } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { Stack } from '../Box';
import { FeatureBox } from './FeatureBox';
import { featureBoxColumns } from './FeatureBox.css';
import { FeatureBoxList } from './FeatureBoxList';

const features = [
  {
    icon: Globe,
    title: <Trans>200개 이상의 플랫폼</Trans>,
    text: <Trans>180개국의 음원 플랫폼에 한 번의 신청으로 음악을 발매합니다.</Trans>,
  },
  {
    icon: Upload,
    title: <Trans>간편한 업로드</Trans>,
    text: <Trans>음원과 앨범 정보를 올리면 플랫폼별 규격은 저희가 맞춥니다.</Trans>,
  },
  {
    icon: Wallet,
    title: <Trans>투명한 정산</Trans>,
    text: <Trans>플랫폼별 수익을 매달 리포트로 확인하고 정산받을 수 있습니다.</Trans>,
  },
  {
    icon: Megaphone,
    title: <Trans>프로모션 지원</Trans>,
    text: <Trans>플레이리스트 피칭과 미디어 키트로 발매 소식을 널리 알립니다.</Trans>,
  },
];

/**
 * A feature in a quiet bordered card (`FeatureBox`) and a grid of them (`FeatureBoxList`, the
 * Distribution page's four feature boxes).
 *
 * - `icon`: a lucide-react icon component, always decorative (`aria-hidden`).
 * - `title` is a heading (`headingLevel` 3 or 4); the children are the short text.
 * - `FeatureBoxList`: `features` `{ icon, title, text }`, `columns` on desktop (2, 3 or 4).
 */
const meta = {
  title: 'Components/FeatureBox',
  component: FeatureBox,
  args: { headingLevel: 3, title: null },
  argTypes: {
    icon: { table: { disable: true } },
    title: { table: { disable: true } },
    children: { table: { disable: true } },
    as: { table: { disable: true } },
    className: { table: { disable: true } },
  },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <FeatureBox {...args} icon={features[0]!.icon} title={features[0]!.title}>
        {features[0]!.text}
      </FeatureBox>
    </div>
  ),
} satisfies Meta<typeof FeatureBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: args.headingLevel })).toHaveTextContent(
      globals.locale === 'en' ? '200+ platforms' : '200개 이상의 플랫폼',
    );
    // The icon is decorative; the card has a quiet border, no heavy shadow.
    const svg = canvasElement.querySelector('svg')!;
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    const card = canvas.getByRole('heading').parentElement!;
    await expect(getComputedStyle(card).borderTopWidth).toBe('1px');
    await expect(getComputedStyle(card).boxShadow).toBe('none');
  },
};

/** The four feature boxes of the Distribution page. */
export const FourFeatures: Story = {
  render: () => <FeatureBoxList features={features} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const list = canvas.getByRole('list');
    const columns = getComputedStyle(list).gridTemplateColumns.split(' ').length;
    await expect(columns).toBe(window.innerWidth >= 1024 ? 4 : window.innerWidth >= 768 ? 2 : 1);
  },
};

/** Every column count. */
export const Columns: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 48 }}>
      {featureBoxColumns.map((columns) => (
        <FeatureBoxList key={columns} features={features.slice(0, columns)} columns={columns} headingLevel={4} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('list')).toHaveLength(featureBoxColumns.length);
  },
};

/** The four boxes at 390 px: one column, long text wraps. */
export const LongLabels: Story = {
  tags: ['language-dependent'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  // .storybook/test-runner.ts takes the width from this parameter (story globals are not in its context).
  parameters: { viewport: { defaultViewport: 'mobile' } },
  render: () => (
    <FeatureBoxList
      features={[
        ...features.slice(0, 1),
        {
          icon: Wallet,
          title: <Trans>플랫폼별 수익을 한눈에 볼 수 있는 월간 정산 리포트</Trans>,
          text: <Trans>매달 플랫폼별 수익을 한눈에 볼 수 있는 리포트를 드리고, 정산 내역을 모두 공개합니다.</Trans>,
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    for (const heading of within(canvasElement).getAllByRole('heading')) {
      await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
    }
  },
};

/**
 * All states of FeatureBox in one picture: the visual target (Chromatic and the offline visual check).
 * The Distribution page's four boxes (four columns on desktop), and two columns with a long title
 * and text that wrap.
 */
export const Screenshots: Story = {
  ...visualTarget(),
  // A literal array too: Storybook's indexer (index.json) does not read tags from the spread.
  tags: ['language-dependent'],
  render: () => (
    <Stack gap="xxl">
      <FeatureBoxList features={features} columns={4} />
      <FeatureBoxList
        columns={2}
        features={[
          features[1]!,
          {
            icon: Wallet,
            title: <Trans>플랫폼별 수익을 한눈에 볼 수 있는 월간 정산 리포트</Trans>,
            text: <Trans>매달 플랫폼별 수익을 한눈에 볼 수 있는 리포트를 드리고, 정산 내역을 모두 공개합니다.</Trans>,
          },
        ]}
      />
    </Stack>
  ),
};
