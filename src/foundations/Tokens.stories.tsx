import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { visualTarget } from '../../.storybook/helpers/visual';
import { Stack } from '../components/Box';
import { grayTokens } from '../styles/tokens';
import { ColorTokens, MotionAndLayers, SizeTokens, sizeTokenRows, SpacingScale, TypeScale } from './TokenTables';

/** The theme contract rendered from the tokens themselves (see the Tokens docs page). */
const meta = {
  title: 'Foundations/Tokens/Tables',
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colors: Story = {
  render: () => <ColorTokens />,
  play: async ({ canvasElement }) => {
    const rows = canvasElement.querySelectorAll('tbody tr');
    await expect(rows).toHaveLength(Object.keys(grayTokens.color).length);
    // Text on the page background meets WCAG AA.
    const textRow = within(canvasElement).getByRole('rowheader', { name: 'text' }).closest('tr')!;
    const onBackground = Number.parseFloat(textRow.querySelectorAll('td')[2]!.textContent!);
    await expect(onBackground).toBeGreaterThanOrEqual(4.5);
  },
};

export const Typography: Story = {
  render: () => <TypeScale />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-token]')).toHaveLength(Object.keys(grayTokens.font.size).length);
  },
};

export const Spacing: Story = {
  render: () => <SpacingScale />,
  play: async ({ canvasElement }) => {
    const bars = canvasElement.querySelectorAll<HTMLElement>('[data-token] span[aria-hidden]');
    await expect(bars).toHaveLength(Object.keys(grayTokens.space).length);
    // The bars are the real values: `md` is 16 px wide.
    const md = canvasElement.querySelector<HTMLElement>('[data-token="md"] span[aria-hidden]')!;
    await expect(md.getBoundingClientRect().width).toBe(16);
  },
};

export const Sizes: Story = {
  render: () => <SizeTokens />,
  play: async ({ canvasElement }) => {
    const rows = canvasElement.querySelectorAll('tbody tr');
    await expect(rows).toHaveLength(sizeTokenRows.length);
    // The newer groups are all there, and the samples are the real values: a 44 px touch target.
    for (const group of [
      'borderWidth.',
      'focusRing.',
      'size.touchTarget.',
      'size.control.',
      'size.icon.',
      'size.mark.',
      'size.dot.',
      'size.menu.',
    ]) {
      await expect(sizeTokenRows.some((row) => row.name.startsWith(group))).toBe(true);
    }
    const target = canvasElement.querySelector<HTMLElement>(
      '[data-token="size.touchTarget.comfortable"] span[aria-hidden]',
    )!;
    await expect(target.getBoundingClientRect().height).toBe(44);
  },
};

export const Motion: Story = {
  render: () => <MotionAndLayers />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('700ms')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('150ms')).toBeInTheDocument();
  },
};

/** All the token tables in one picture: the visual target (Chromatic and the offline visual check). */
export const Screenshots: Story = {
  ...visualTarget(),
  tags: ['language-dependent'],
  render: () => (
    <Stack gap="xxl">
      <ColorTokens />
      <TypeScale />
      <SpacingScale />
      <SizeTokens />
      <MotionAndLayers />
    </Stack>
  ),
};
