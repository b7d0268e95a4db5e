import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSurface } from '../../../.storybook/helpers/surface';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { company } from '../../content/company';
import { officialChannels, type SocialChannel } from '../../content/socialPlatforms';
import { Box, Stack } from '../../components/Box';
import { inverseSurface } from '../../styles/surfaces.css';
import { vars } from '../../styles/vars.css';
import { SocialLinks } from './SocialLinks';
import { socialLinksVariants } from './SocialLinks.css';

/**
 * The official social channels (SPEC §2 article footer, marketing section; CONTENT.md): video
 * (YouTube), photo (Instagram), short video (TikTok) and microblog (X).
 *
 * - `variant`: `labelled` shows the mark and the platform's name; `icon` only the mark, named
 *   "NURI MUSIC YouTube" for assistive technology.
 * - No tone prop: the colours follow the surface (on charcoal: an inverse surface such as the footer,
 *   `PageSection tone="inverse"` or the `inverseSurface` class).
 * - `links`: the channels in order, each with its address and mark (the site passes the four
 *   `officialChannels` of src/content); `brand` names the marks of the `icon` variant.
 * - `heading` (+ `description`, `headingLevel`): a small block whose heading names the list, for
 *   an article's footer; or name the list from outside with `aria-labelledby`.
 * - Every link opens a new window with `rel="noopener noreferrer"` and a visually hidden
 *   "(opens in a new window)"; targets are at least 44 × 44 px.
 */
const meta = {
  title: 'Patterns/SocialLinks',
  component: SocialLinks,
  args: { variant: 'labelled', links: officialChannels, brand: company.brand },
  argTypes: {
    variant: { control: 'inline-radio', options: socialLinksVariants },
    links: { control: false },
    heading: { control: false },
    description: { control: false },
    className: { table: { disable: true } },
  },
} satisfies Meta<typeof SocialLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

const hintOf = (locale: unknown) => (locale === 'en' ? '(opens in a new window)' : '(새 창에서 열림)');

/** The four channels in order, each a new-window link to the company's address, named by the platform. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('href'))).toEqual([
      company.channels.video,
      company.channels.photo,
      company.channels.shortVideo,
      company.channels.microblog,
    ]);
    const names = ['YouTube', 'Instagram', 'TikTok', 'X'];
    for (const [i, link] of links.entries()) {
      await expect(link).toHaveAccessibleName(`${names[i]} ${hintOf(globals.locale)}`);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      const box = link.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.width).toBeGreaterThanOrEqual(44);
    }
  },
};

/** Marks alone, on charcoal: each link is still named by the brand and the platform. */
export const IconsInverse: Story = {
  args: { variant: 'icon' },
  decorators: [
    (Story) => (
      <Box padding="lg">
        <Story />
      </Box>
    ),
    withSurface,
  ],
  parameters: { surface: 'inverse' },
  play: async ({ canvasElement, globals }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(4);
    await expect(links[0]).toHaveAccessibleName(`NURI MUSIC YouTube ${hintOf(globals.locale)}`);
    for (const link of links) {
      const box = link.getBoundingClientRect();
      await expect(Math.round(box.width)).toBe(44);
      await expect(Math.round(box.height)).toBe(44);
    }
  },
};

/** With `heading` and `description`, as in an article's footer: the heading names the list; 390 px. */
export const WithHeading: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    heading: <Trans>누리뮤직 공식 채널</Trans>,
    description: <Trans>새 음악과 인터뷰 소식을 누리뮤직 공식 채널에서 가장 먼저 만나 보세요.</Trans>,
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const name = globals.locale === 'en' ? 'NURI MUSIC official channels' : '누리뮤직 공식 채널';
    await expect(canvas.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    const list = canvas.getByRole('list', { name });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth + 1);
  },
};

/** Named by a heading outside it, through `aria-labelledby`. */
export const LabelledByOutsideHeading: Story = {
  render: (args) => (
    <section aria-labelledby="social-heading">
      <h2 id="social-heading" style={{ fontSize: vars.font.size.h4, marginBottom: vars.space.md }}>
        <Trans>누리뮤직 공식 채널</Trans>
      </h2>
      <SocialLinks {...args} aria-labelledby="social-heading" />
    </section>
  ),
  play: async ({ canvasElement, globals }) => {
    const list = within(canvasElement).getByRole('list', {
      name: globals.locale === 'en' ? 'NURI MUSIC official channels' : '누리뮤직 공식 채널',
    });
    await expect(list).toHaveAttribute('aria-labelledby', 'social-heading');
  },
};

/** A subset, in a given order. */
const channelLinks = (...channels: SocialChannel[]) =>
  channels.map((channel) => officialChannels.find((link) => link.channel === channel)!);

export const SomeChannels: Story = {
  args: { links: channelLinks('microblog', 'video') },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('data-channel'))).toEqual(['microblog', 'video']);
  },
};

/**
 * All states of SocialLinks in one picture: the visual target (Chromatic and the offline visual check).
 * Labelled with the article footer's heading and description, marks alone, and both on charcoal.
 */
export const Screenshots: Story = {
  ...visualTarget(),
  // A literal array too: Storybook's indexer (index.json) does not read tags from the spread.
  tags: ['language-dependent'],
  render: (args) => (
    <Stack gap="xl">
      <SocialLinks
        links={args.links}
        brand={args.brand}
        heading={<Trans>누리뮤직 공식 채널</Trans>}
        description={<Trans>새 음악과 인터뷰 소식을 누리뮤직 공식 채널에서 가장 먼저 만나 보세요.</Trans>}
      />
      <SocialLinks links={args.links} brand={args.brand} variant="icon" />
      <Box className={inverseSurface} padding="lg">
        <Stack gap="lg">
          <SocialLinks links={args.links} brand={args.brand} />
          <SocialLinks links={args.links} brand={args.brand} variant="icon" />
        </Stack>
      </Box>
    </Stack>
  ),
};
