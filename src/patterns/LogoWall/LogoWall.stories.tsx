import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { dsps } from '../../content/platforms';
import { Box, Stack } from '../../components/Box';
import { SectionHeading } from '../../components/SectionHeading';
import { LogoWall } from './LogoWall';
import { inverseSurface } from '../../styles/surfaces.css';

/**
 * The platform marks of the Distribution page: the 14 DSPs of `src/content/platforms.ts`.
 *
 * - Marks come from simple-icons (the maintained brand-icon set; `icon.path` on a 24×24 viewBox),
 *   drawn in the text colour. Platforms without one (Melon, Genie) get a wordmark of their name in
 *   our own type — never a redrawn logo.
 * - Each item is `role="img"` named with the platform's name, in a list (`aria-labelledby` the
 *   section heading). On a charcoal surface (`PageSection tone="inverse"`, `inverseSurface`) the colours follow the surface.
 */
const meta = {
  title: 'Patterns/LogoWall',
  component: LogoWall,
  args: { platforms: dsps },
  argTypes: {
    platforms: { table: { disable: true } },
    className: { table: { disable: true } },
  },
  render: (args) => (
    <Stack gap="xl">
      <SectionHeading id="dsp-heading" headingLevel={2} number={3}>
        <Trans>전 세계 주요 플랫폼</Trans>
      </SectionHeading>
      <LogoWall {...args} aria-labelledby="dsp-heading" />
    </Stack>
  ),
} satisfies Meta<typeof LogoWall>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Exactly 14 items, each an image named with its platform. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', {
      name: globals.locale === 'en' ? '3 Major platforms worldwide' : '3 전 세계 주요 플랫폼',
    });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(14);
    for (const [i, item] of items.entries()) {
      await expect(within(item).getByRole('img')).toHaveAccessibleName(dsps[i]!.name);
    }
    // simple-icons marks where they exist, our wordmark for Melon and Genie.
    await expect(canvasElement.querySelectorAll('svg[role="img"] path')).toHaveLength(12);
    for (const name of ['Melon', 'Genie']) {
      const wordmark = canvas.getByRole('img', { name });
      await expect(wordmark.tagName).toBe('SPAN');
      await expect(wordmark).toHaveTextContent(name);
    }
    const columns = getComputedStyle(list).gridTemplateColumns.split(' ').length;
    await expect(columns).toBe(window.innerWidth >= 1024 ? 7 : window.innerWidth >= 768 ? 4 : 2);
  },
};

/** On a charcoal surface. */
export const Inverse: Story = {
  render: (args) => (
    <Box className={inverseSurface} padding="xl" borderRadius="md">
      <LogoWall {...args} aria-label="DSP" />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(14);
  },
};

/** Two columns at 390 px. */
export const Mobile: Story = {
  ...Playground,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  // .storybook/test-runner.ts takes the width from this parameter (story globals are not in its context).
  parameters: { viewport: { defaultViewport: 'mobile' } },
};

/**
 * All states of LogoWall in one picture: the visual target (Chromatic and the offline visual check).
 * The 14 marks (simple-icons marks and our two wordmarks) under their section heading, and on charcoal.
 */
export const Screenshots: Story = {
  ...visualTarget(),
  // A literal array too: Storybook's indexer (index.json) does not read tags from the spread.
  tags: ['language-dependent'],
  render: (args) => (
    <Stack gap="xxl">
      <Stack gap="xl">
        <SectionHeading id="dsp-heading" headingLevel={2} number={3}>
          <Trans>전 세계 주요 플랫폼</Trans>
        </SectionHeading>
        <LogoWall {...args} aria-labelledby="dsp-heading" />
      </Stack>
      <Box className={inverseSurface} padding="xl" borderRadius="md">
        <LogoWall {...args} aria-label="DSP" />
      </Box>
    </Stack>
  ),
};
