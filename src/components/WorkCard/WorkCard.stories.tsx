import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { Stack } from '../Box';
import { coverArt, type CoverArtStyle } from './coverArt';
import { WorkCard, type Work } from './WorkCard';
import { workCardKinds } from './WorkCard.css';
import { WorkCardList } from './WorkCardList';

// Sample works written for the stories (invented titles and artists; example.com links).
const musicSample: [string, string, number][] = [
  ['Low Tide', 'Mira Vale', 2024],
  ['가로등', '하온', 2024],
  ['Northern Lines', 'The Paper Birds', 2023],
  ['물비늘', '윤슬', 2025],
  ['Night Train Diaries', 'Kite Harbour', 2023],
  ['모래의 시간', '모래시계 악단', 2022],
];
const styles: CoverArtStyle[] = ['grooves', 'waveform', 'gradient'];
const musicWorks: Work[] = musicSample.map(([title, artist, year], i) => ({
  title,
  artist,
  year,
  artwork: coverArt({ seed: `music-${i}`, style: styles[i % 3], width: 800, height: 800 }),
  href: `https://example.com/music/${i + 1}`,
}));
const videoWorks: Work[] = Array.from({ length: 10 }, (_, i) => ({
  title: [
    'Low Tide (Official Video)',
    '가로등 (Live Session)',
    'Northern Lines',
    '물비늘 (Lyric Video)',
    'Night Train Diaries',
    '모래의 시간 (Performance)',
    'Paper Moon',
    '첫눈 (Official Video)',
    'Harbour Lights',
    '여름밤 (Visualizer)',
  ][i]!,
  artist: musicSample[i % 6]![1],
  year: 2025 - (i % 4),
  artwork: coverArt({ seed: `video-${i}`, style: i % 2 ? 'gradient' : 'waveform', width: 1280, height: 720 }),
  href: `https://example.com/video/${i + 1}`,
}));

const hint = (locale: unknown) => (locale === 'en' ? '(opens in a new window)' : '(새 창에서 열림)');

/**
 * A music or video work as one external link card (`WorkCard`), and the grids of them
 * (`WorkCardList`: six music works, ten video works).
 *
 * - `Work`: `{ title, artist, year, artwork, href }` — `artwork` is our generated image
 *   (decorative, `alt=""`; `coverArt()` in this folder draws deterministic covers), `href` the
 *   external page, opened in a new window with `rel="noopener noreferrer"` and a visually
 *   hidden "(opens in a new window)".
 * - `kind`: `music` (square cover) or `video` (16:9 with a play mark).
 */
const meta = {
  title: 'Components/WorkCard',
  component: WorkCard,
  args: { ...musicWorks[0]!, kind: 'music', headingLevel: 3 },
  argTypes: {
    kind: { control: 'inline-radio', options: workCardKinds },
    artwork: { table: { disable: true } },
    className: { table: { disable: true } },
  },
  render: (args) => (
    <div style={{ maxWidth: args.kind === 'video' ? 560 : 320 }}>
      <WorkCard {...args} />
    </div>
  ),
} satisfies Meta<typeof WorkCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One work: a single external link that says it opens a new window. */
export const Playground: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link');
    await expect(link).toHaveAttribute('href', args.href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName(`${args.title} ${args.artist} ${args.year} ${hint(globals.locale)}`);
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(args.title);
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** Music production: six works, square covers (2 columns on mobile, 3 from tablet). */
export const MusicWorks: Story = {
  render: () => <WorkCardList works={musicWorks} kind="music" />,
  play: async ({ canvasElement, globals }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(6);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link.textContent).toContain(hint(globals.locale));
    }
    const frame = links[0]!.querySelector('img')!.parentElement!.getBoundingClientRect();
    await expect(Math.abs(frame.width - frame.height)).toBeLessThan(2);
  },
};

/** Video production: ten works, 16:9 stills with a play mark. */
export const VideoWorks: Story = {
  render: () => <WorkCardList works={videoWorks} kind="video" />,
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(10);
    const frame = links[0]!.querySelector('img')!.parentElement!.getBoundingClientRect();
    await expect(frame.width / frame.height).toBeCloseTo(16 / 9, 1);
  },
};

/** Both grids at 390 px. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  // .storybook/test-runner.ts takes the width from this parameter (story globals are not in its context).
  parameters: { viewport: { defaultViewport: 'mobile' } },
  render: () => (
    <div style={{ display: 'grid', gap: 48 }}>
      <WorkCardList works={musicWorks} kind="music" />
      <WorkCardList works={videoWorks.slice(0, 3)} kind="video" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [music, video] = within(canvasElement).getAllByRole('list');
    await expect(getComputedStyle(music!).gridTemplateColumns.split(' ')).toHaveLength(2);
    await expect(getComputedStyle(video!).gridTemplateColumns.split(' ')).toHaveLength(1);
  },
};

/**
 * All states of WorkCard in one picture: the visual target (Chromatic and the offline visual check).
 * Music works (square covers) and video works (16:9 stills with the play mark), a row of each on desktop.
 */
export const Screenshots: Story = {
  ...visualTarget(),
  // A literal array too: Storybook's indexer (index.json) does not read tags from the spread.
  tags: ['language-dependent'],
  render: () => (
    <Stack gap="xxl">
      <WorkCardList works={musicWorks.slice(0, 3)} kind="music" />
      <WorkCardList works={videoWorks.slice(0, 2)} kind="video" />
    </Stack>
  ),
};
