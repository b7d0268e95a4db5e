import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { youtubeNoCookieHost } from '../../videoPlayer';
import type { FakePlayerAdapter } from '../../videoPlayer/fakePlayerAdapter';
import { vars } from '../../styles/vars.css';
import { fakeVideoLoader, withFakeVideoPlayer, youtubeRequests } from '../../../.storybook/helpers/videoPlayer';
import { Box } from '../Box';
import { VideoEmbed } from './VideoEmbed';

const title = 'Hana Seo — Paper Lanterns (Official Video)';
const playName = (locale: unknown, name = title) => (locale === 'en' ? `Play ${name}` : `${name} 재생`);

/**
 * A privacy-friendly video embed (SPEC §2 home and articles, §7 player script on demand).
 *
 * - Until the visitor presses play it is our own poster (`poster`, or generated artwork) and one
 *   button named "<title> 재생" / "Play <title>": nothing is requested from the video host.
 * - Pressing it creates the player through the adapter (`VideoPlayerProvider`; YouTube on the
 *   no-cookie host in the app, the fake here), 1280 × 720 by default, starts it and moves focus in.
 * - `autoplay` (articles): muted first, then `seekTo(start)` when `start` is given, else play —
 *   never with sound, not at all under prefers-reduced-motion, and only once the visitor has asked
 *   for a video on this page (`useVideoConsent`; stories: `parameters.videoConsent: true`).
 * - The box is 16:9 before and after loading, so nothing shifts.
 */
const meta = {
  title: 'Components/VideoEmbed',
  component: VideoEmbed,
  args: { videoId: 'nuriDemo001', title, autoplay: false },
  argTypes: {
    poster: { control: false },
    adapter: { table: { disable: true } },
    className: { table: { disable: true } },
    start: { control: 'number' },
  },
  // The autoplay stories need motion allowed; the fake player renders a still page, so snapshots are stable.
  parameters: { chromatic: { prefersReducedMotion: 'no-preference' } },
  loaders: [fakeVideoLoader],
  decorators: [
    withFakeVideoPlayer,
    (Story) => (
      <div style={{ maxWidth: 880 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

const adapterOf = (loaded: Record<string, unknown>) => loaded.videoAdapter as FakePlayerAdapter;

/** Click to play: the player is created on the no-cookie host, plays, has a title and takes focus. */
export const Playground: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const adapter = adapterOf(loaded);
    const root = canvasElement.querySelector<HTMLElement>('[data-state]')!;
    const before = root.getBoundingClientRect();
    await expect(before.height).toBeCloseTo((before.width * 9) / 16, 0);

    // Nothing loads before the click.
    const button = canvas.getByRole('button', { name: playName(globals.locale) });
    await expect(button.getAttribute('aria-label')).toContain(title);
    await expect(adapter.calls).toHaveLength(0);
    await expect(youtubeRequests(document)).toHaveLength(0);

    await userEvent.click(button);
    await waitFor(() => expect(adapter.methods()).toEqual(['create', 'ready', 'play']));
    await expect(adapter.calls[0]!.args[0]).toMatchObject({
      videoId: 'nuriDemo001',
      title,
      host: youtubeNoCookieHost,
      width: 1280,
      height: 720,
      autoplay: false,
      mute: false,
    });
    const frame = canvasElement.querySelector('iframe')!;
    await expect(frame).toHaveAttribute('title', title);
    await waitFor(() => expect(frame).toHaveAttribute('data-state', 'playing'));
    await expect(frame).toHaveFocus();
    await expect(root).toHaveAttribute('data-state', 'ready');

    // Same box before and after: no layout shift.
    const after = root.getBoundingClientRect();
    await expect(after.height).toBe(before.height);
    await expect(after.width).toBe(before.width);
    await expect(youtubeRequests(document)).toHaveLength(0);
  },
};

/** Keyboard: Tab reaches the poster button, Enter loads and plays the video. */
export const KeyboardActivation: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const adapter = adapterOf(loaded);
    const button = within(canvasElement).getByRole('button', { name: playName(globals.locale) });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(adapter.methods()).toEqual(['create', 'ready', 'play']));
    await waitFor(() => expect(canvasElement.querySelector('iframe')).toHaveFocus());
  },
};

/**
 * Articles, once the visitor has asked for a video on this page: starts by itself muted, then
 * seeks to the start time (which starts it) — never with sound.
 */
export const AutoplayWithStart: Story = {
  args: { autoplay: true, start: 42 },
  parameters: { videoConsent: true },
  play: async ({ canvasElement, loaded }) => {
    const adapter = adapterOf(loaded);
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
    await waitFor(() => expect(adapter.methods()).toEqual(['create', 'ready', 'mute', 'seekTo']));
    await expect(adapter.calls[0]!.args[0]).toMatchObject({
      autoplay: true,
      mute: true,
      start: 42,
      host: youtubeNoCookieHost,
    });
    await expect(adapter.calls[3]!.args).toEqual([42]);
    const frame = canvasElement.querySelector('iframe')!;
    await expect(frame).toHaveAttribute('title', title);
    await expect(frame).toHaveAttribute('data-muted', 'true');
    await waitFor(() => expect(frame).toHaveAttribute('data-state', 'playing'));
    await expect(adapter.methods()).not.toContain('unMute');
    // Nothing stole focus on load.
    await expect(frame).not.toHaveFocus();
    await expect(youtubeRequests(document)).toHaveLength(0);
  },
};

/** Articles without a start time: muted first, then play. */
export const AutoplayFromTheStart: Story = {
  args: { autoplay: true },
  parameters: { videoConsent: true },
  play: async ({ loaded }) => {
    const adapter = adapterOf(loaded);
    await waitFor(() => expect(adapter.methods()).toEqual(['create', 'ready', 'mute', 'play']));
    await expect(adapter.lastPlayer()!.muted).toBe(true);
  },
};

/**
 * An autoplay embed before the visitor has asked for any video: nothing is requested from the
 * video host; it waits for a click like any other, and the click plays it with sound.
 */
export const AutoplayBeforeAVideoWasAskedFor: Story = {
  args: { autoplay: true, start: 42 },
  play: async ({ canvasElement, globals, loaded }) => {
    const adapter = adapterOf(loaded);
    const button = within(canvasElement).getByRole('button', { name: playName(globals.locale) });
    await expect(adapter.calls).toHaveLength(0);
    await expect(youtubeRequests(document)).toHaveLength(0);
    await userEvent.click(button);
    await waitFor(() => expect(adapter.methods()).toEqual(['create', 'ready', 'play']));
    await expect(adapter.calls[0]!.args[0]).toMatchObject({ start: 42, mute: false, autoplay: false });
    await expect(adapter.methods()).not.toContain('mute');
  },
};

/** Under prefers-reduced-motion an autoplay embed waits for the visitor, like any other. */
export const AutoplayUnderReducedMotion: Story = {
  args: { autoplay: true, start: 42 },
  parameters: { reducedMotion: true, chromatic: { prefersReducedMotion: 'reduce' }, videoConsent: true },
  globals: { motion: 'reduce' },
  play: async ({ canvasElement, globals, loaded }) => {
    const adapter = adapterOf(loaded);
    const button = within(canvasElement).getByRole('button', { name: playName(globals.locale) });
    await expect(adapter.calls).toHaveLength(0);
    await userEvent.click(button);
    await waitFor(() => expect(adapter.methods()).toEqual(['create', 'ready', 'play']));
    await expect(adapter.calls[0]!.args[0]).toMatchObject({ start: 42, mute: false });
  },
};

/** Our own artwork as the poster (any `<img>` or `<svg>`), never the host's thumbnail. */
export const CustomPoster: Story = {
  args: {
    title: 'Studio session: Abbey Road, Studio Two',
    videoId: 'nuriDemo002',
    poster: (
      <svg viewBox="0 0 16 9" preserveAspectRatio="none" aria-hidden="true">
        <defs>
          <linearGradient id="custom-poster" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" style={{ stopColor: vars.color.border }} />
            <stop offset="1" style={{ stopColor: vars.color.accentBgHover }} />
          </linearGradient>
        </defs>
        <rect width="16" height="9" fill="url(#custom-poster)" />
      </svg>
    ),
  },
  play: async ({ canvasElement, globals }) => {
    const button = within(canvasElement).getByRole('button', {
      name: playName(globals.locale, 'Studio session: Abbey Road, Studio Two'),
    });
    await expect(button.querySelector('svg linearGradient')).not.toBeNull();
    await expect(canvasElement.querySelector('img[src*="ytimg"], img[src*="youtube"]')).toBeNull();
  },
};

/** Long titles in both scripts at 390 px: two lines on the scrim, the name keeps the whole title. */
export const LongTitles: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <VideoEmbed
        {...args}
        videoId="nuriDemo003"
        title="서하나 — 종이등불 (Official Music Video) 라이브 클립과 스튜디오 비하인드"
      />
      <VideoEmbed
        {...args}
        videoId="nuriDemo004"
        title="Hana Seo — Paper Lanterns (Official Music Video), with the live session recorded in London"
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      const box = button.getBoundingClientRect();
      await expect(box.height).toBeCloseTo((box.width * 9) / 16, 0);
      await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth + 1);
    }
  },
};

/**
 * All states of VideoEmbed in one picture: the visual target (Chromatic and the offline visual check).
 * Before play, as every visitor first sees it (no player): the generated poster, our own artwork as
 * the poster, and long titles in both scripts wrapping on the scrim.
 */
export const Screenshots: Story = {
  ...visualTarget(),
  // A literal array too: Storybook's indexer (index.json) does not read tags from the spread.
  tags: ['language-dependent'],
  render: (args) => (
    <Box display="grid" gridTemplateColumns={{ mobile: 1, tablet: 2 }} gap="md">
      <VideoEmbed {...args} />
      <VideoEmbed {...args} {...CustomPoster.args} />
      <VideoEmbed
        {...args}
        videoId="nuriDemo003"
        title="서하나 — 종이등불 (Official Music Video) 라이브 클립과 스튜디오 비하인드"
      />
      <VideoEmbed
        {...args}
        videoId="nuriDemo004"
        title="Hana Seo — Paper Lanterns (Official Music Video), with the live session recorded in London"
      />
    </Box>
  ),
};
