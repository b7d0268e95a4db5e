import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { Box, Stack } from './Box';

/**
 * `Box` and `Stack`: layout through sprinkles (values from the theme contract, responsive per
 * breakpoint) instead of ad-hoc classes. `as` picks the semantic element.
 */
const meta = {
  title: 'Components/Box',
  component: Box,
  args: { padding: 'lg', gap: 'md', background: 'surfaceMuted', borderRadius: 'md' },
  argTypes: { as: { control: false }, children: { table: { disable: true } } },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => (
    <Box {...args} as="section" display="flex" flexDirection={{ mobile: 'column', tablet: 'row' }}>
      <Box padding="md" background="surface" borderRadius="sm">
        <Trans>유통</Trans>
      </Box>
      <Box padding="md" background="surface" borderRadius="sm">
        <Trans>마케팅</Trans>
      </Box>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section')!;
    await expect(section).toBeInTheDocument();
    const style = getComputedStyle(section);
    await expect(style.display).toBe('flex');
    // md gap = 16px from the spacing scale; the direction follows the viewport.
    await expect(style.columnGap).toBe('16px');
    const wide = window.innerWidth >= 768;
    await expect(style.flexDirection).toBe(wide ? 'row' : 'column');
    await expect(section.className).not.toBe('');
  },
};

/** `Stack` spaces its children in a column; the native props reach the element. */
export const StackedList: Story = {
  render: () => (
    <Stack as="ul" gap="sm" padding="none" aria-label="stack">
      <li>
        <Trans>유통</Trans>
      </li>
      <li>
        <Trans>마케팅</Trans>
      </li>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(getComputedStyle(list).flexDirection).toBe('column');
    await expect(getComputedStyle(list).rowGap).toBe('12px');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

/**
 * All states of Box in one picture: the visual target (Chromatic and the offline visual check).
 * The responsive row (a column on mobile) on the muted and the charcoal surface, and a `Stack`.
 */
export const Screenshots: Story = {
  ...visualTarget(),
  // A literal array too: Storybook's indexer (index.json) does not read tags from the spread.
  tags: ['language-dependent'],
  render: (args) => (
    <Stack gap="xl">
      <Box {...args} display="flex" flexDirection={{ mobile: 'column', tablet: 'row' }}>
        <Box padding="md" background="surface" borderRadius="sm">
          <Trans>유통</Trans>
        </Box>
        <Box padding="md" background="surface" borderRadius="sm">
          <Trans>마케팅</Trans>
        </Box>
      </Box>
      <Box
        {...args}
        background="surfaceInverse"
        color="textInverse"
        display="flex"
        flexDirection={{ mobile: 'column', tablet: 'row' }}
      >
        <Box padding="md" background="surfaceInverseRaised" borderRadius="sm">
          <Trans>유통</Trans>
        </Box>
        <Box padding="md" background="surfaceInverseRaised" borderRadius="sm">
          <Trans>마케팅</Trans>
        </Box>
      </Box>
      <Stack as="ul" gap="sm" padding="none">
        <li>
          <Trans>유통</Trans>
        </li>
        <li>
          <Trans>마케팅</Trans>
        </li>
      </Stack>
    </Stack>
  ),
};
