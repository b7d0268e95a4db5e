import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { visualTarget } from '../../../.storybook/helpers/visual';
import type { FakePlayerAdapter } from '../../videoPlayer/fakePlayerAdapter';
import { fakeVideoLoader, withFakeVideoPlayer, youtubeRequests } from '../../../.storybook/helpers/videoPlayer';
import { BackgroundVideo } from './BackgroundVideo';

/**
 * A muted, looping video behind a section (SPEC §2: video production and Abbey Road Studios).
 *
 * - Nothing is requested from the video host until the visitor asks for a video: our own
 *   poster and a play button. Pressing it (or any play button on the page — `useVideoConsent`;
 *   stories: `parameters.videoConsent: true`) loads the player; a press shows and plays it at once.
 * - Muted, looped (`playlist` = itself), no controls, starts at 0.
 * - Once loaded, scroll offset ≥ 20 (`scrollThresholds.backgroundVideo`) → shown and playing;
 *   below → hidden and paused. When the player becomes ready with the page already scrolled
 *   beyond 10 (`scrollThresholds.backgroundVideoReady`) it starts at once.
 * - A visible pause/play button (WCAG 2.2.2). Under prefers-reduced-motion only its own play
 *   button loads and plays it.
 * - Decorative (hidden from assistive technology, out of the tab order) unless `label` is given.
 * - `children` sit over the video on a scrim.
 */
const meta = {
  title: 'Components/BackgroundVideo',
  component: BackgroundVideo,
  args: { videoId: 'nuriStudio01' },
  argTypes: {
    poster: { control: false },
    children: { table: { disable: true } },
    adapter: { table: { disable: true } },
    className: { table: { disable: true } },
  },
  // The play functions drive the player, so snapshots run with motion allowed (the fake plays nothing).
  parameters: { layout: 'fullscreen', chromatic: { prefersReducedMotion: 'no-preference' } },
  loaders: [fakeVideoLoader],
  decorators: [
    withFakeVideoPlayer,
    // A tall page, so the stories can scroll past the thresholds (not for the picture: `tallPage: false`).
    (Story, { parameters }) =>
      parameters.tallPage === false ? (
        <Story />
      ) : (
        <div style={{ minHeight: '300vh' }}>
          <Story />
        </div>
      ),
  ],
  beforeEach: () => {
    window.scrollTo(0, 0);
    return () => window.scrollTo(0, 0);
  },
  render: (args) => (
    <BackgroundVideo {...args}>
      <p
        style={{
          fontSize: 'clamp(1.75rem, 1.3rem + 1.8vw, 2.5rem)',
          fontWeight: 700,
          lineHeight: 1.2,
          maxWidth: '18em',
        }}
      >
        <Trans>런던 애비 로드 스튜디오의 엔지니어와 함께 녹음, 믹싱, 마스터링까지.</Trans>
      </p>
    </BackgroundVideo>
  ),
} satisfies Meta<typeof BackgroundVideo>;

export default meta;
type Story = StoryObj<typeof meta>;

const adapterOf = (loaded: Record<string, unknown>) => loaded.videoAdapter as FakePlayerAdapter;
const pauseName = (locale: unknown) => (locale === 'en' ? 'Pause background video' : '배경 영상 일시정지');
const playName = (locale: unknown) => (locale === 'en' ? 'Play background video' : '배경 영상 재생');
const rootOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-visible]')!;

/**
 * Scrolls and waits for the scroll event. The component's scroll store was subscribed before this
 * listener, so it has taken the event in first, and React renders an external store's change
 * synchronously (effects included) before this promise resumes: no frame to wait for.
 */
async function scrollToY(y: number) {
  if (window.scrollY !== y) {
    const scrolled = new Promise((resolve) => window.addEventListener('scroll', resolve, { once: true }));
    window.scrollTo(0, y);
    await scrolled;
  }
  await expect(window.scrollY).toBe(y);
}

/**
 * Nothing loads until the visitor presses play — not even scrolled past 20 px. The press shows and
 * plays it at once; then the scroll rule: 19 px → hidden and paused, 20 px → shown and playing.
 */
export const Playground: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const adapter = adapterOf(loaded);
    // Our own poster and a play button; no player, no request to the video host.
    await expect(canvasElement.querySelector('[data-visible] img, [data-visible] svg')).not.toBeNull();
    await scrollToY(40);
    await expect(adapter.calls).toHaveLength(0);
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(rootOf(canvasElement)).toHaveAttribute('data-visible', 'false');
    await expect(youtubeRequests(document)).toHaveLength(0);

    await scrollToY(0);
    await userEvent.click(canvas.getByRole('button', { name: playName(globals.locale) }));
    await waitFor(() => expect(adapter.methods()).toEqual(['create', 'ready', 'play']));
    await expect(adapter.calls[0]!.args[0]).toMatchObject({
      videoId: 'nuriStudio01',
      mute: true,
      loop: true,
      controls: false,
      playlist: ['nuriStudio01'],
      start: 0,
      autoplay: false,
    });
    // Pressed at the top of the page: shown and playing at once.
    await waitFor(() => expect(adapter.lastPlayer()!.state).toBe('playing'));
    await expect(rootOf(canvasElement)).toHaveAttribute('data-visible', 'true');
    await expect(canvas.getByRole('button', { name: pauseName(globals.locale) })).toHaveFocus();

    await scrollToY(20);
    await expect(rootOf(canvasElement)).toHaveAttribute('data-visible', 'true');
    await scrollToY(19);
    await waitFor(() => expect(adapter.lastPlayer()!.state).toBe('paused'));
    await expect(rootOf(canvasElement)).toHaveAttribute('data-visible', 'false');
    const frame = canvasElement.querySelector('iframe')!;
    // Faded out, then hidden for real (no longer painted or reachable).
    await waitFor(() => expect(getComputedStyle(frame.parentElement!).visibility).toBe('hidden'));

    await scrollToY(20);
    await waitFor(() => expect(adapter.lastPlayer()!.state).toBe('playing'));
    await expect(rootOf(canvasElement)).toHaveAttribute('data-visible', 'true');
    await expect(adapter.methods().filter((m) => m === 'create')).toHaveLength(1);
    await expect(adapter.methods().at(-2)).toBe('pause');
    await expect(adapter.methods().at(-1)).toBe('play');
    await expect(youtubeRequests(document)).toHaveLength(0);
  },
};

/**
 * A visitor who has already asked for a video on this page (e.g. pressed another play button):
 * the background video loads by itself and follows the scroll rule alone.
 */
export const AfterAVideoWasAskedFor: Story = {
  parameters: { videoConsent: true },
  play: async ({ canvasElement, loaded }) => {
    const adapter = adapterOf(loaded);
    await waitFor(() => expect(adapter.methods()).toEqual(['create', 'ready']));
    // Ready at the top of the page: it does not start.
    await expect(adapter.lastPlayer()!.state).toBe('unstarted');
    await expect(rootOf(canvasElement)).toHaveAttribute('data-visible', 'false');
    await scrollToY(20);
    await waitFor(() => expect(adapter.lastPlayer()!.state).toBe('playing'));
    await expect(rootOf(canvasElement)).toHaveAttribute('data-visible', 'true');
    await scrollToY(19);
    await waitFor(() => expect(adapter.lastPlayer()!.state).toBe('paused'));
    await expect(adapter.methods().slice(2)).toEqual(['play', 'pause']);
  },
};

/** The player becomes ready with the page already 11 px down (beyond 10): it starts at once. */
export const ReadyWhileScrolled: Story = {
  parameters: { fakePlayer: { autoReady: false }, videoConsent: true },
  play: async ({ loaded }) => {
    const adapter = adapterOf(loaded);
    await waitFor(() => expect(adapter.methods()).toEqual(['create']));
    await scrollToY(11);
    adapter.lastPlayer()!.emitReady();
    await waitFor(() => expect(adapter.methods()).toEqual(['create', 'ready', 'play']));
    await expect(adapter.lastPlayer()!.state).toBe('playing');
  },
};

/** Ready with the page 10 px down (not beyond): it waits for the scroll rule. */
export const ReadyAtTheThreshold: Story = {
  parameters: { fakePlayer: { autoReady: false }, videoConsent: true },
  play: async ({ loaded }) => {
    const adapter = adapterOf(loaded);
    await waitFor(() => expect(adapter.methods()).toEqual(['create']));
    await scrollToY(10);
    adapter.lastPlayer()!.emitReady();
    await waitFor(() => expect(adapter.methods()).toEqual(['create', 'ready']));
    await expect(adapter.lastPlayer()!.state).toBe('unstarted');
  },
};

/** The visible pause button wins over scrolling; play resumes it. */
export const PauseControl: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const adapter = adapterOf(loaded);
    await scrollToY(40);
    await userEvent.click(canvas.getByRole('button', { name: playName(globals.locale) }));
    await waitFor(() => expect(adapter.lastPlayer()?.state).toBe('playing'));

    await userEvent.click(canvas.getByRole('button', { name: pauseName(globals.locale) }));
    await waitFor(() => expect(adapter.lastPlayer()!.state).toBe('paused'));
    const play = canvas.getByRole('button', { name: playName(globals.locale) });
    await expect(play).toHaveFocus();
    await scrollToY(60);
    await expect(adapter.lastPlayer()!.state).toBe('paused');

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(adapter.lastPlayer()!.state).toBe('playing'));
    await expect(canvas.getByRole('button', { name: pauseName(globals.locale) })).toHaveFocus();
    await expect(adapter.methods().filter((m) => m === 'create')).toHaveLength(1);
  },
};

/**
 * prefers-reduced-motion: paused and hidden whatever the scroll, nothing loaded — even after
 * another video was asked for — until the visitor presses this one's play button.
 */
export const ReducedMotion: Story = {
  parameters: { reducedMotion: true, chromatic: { prefersReducedMotion: 'reduce' }, videoConsent: true },
  globals: { motion: 'reduce' },
  play: async ({ canvasElement, globals, loaded }) => {
    const adapter = adapterOf(loaded);
    const play = within(canvasElement).getByRole('button', { name: playName(globals.locale) });
    await expect(play).toBeVisible();
    await scrollToY(20);
    await scrollToY(200);
    await expect(rootOf(canvasElement)).toHaveAttribute('data-visible', 'false');
    await expect(adapter.calls).toHaveLength(0);
    await expect(canvasElement.querySelector('iframe')).toBeNull();

    await userEvent.click(play);
    await waitFor(() => expect(adapter.lastPlayer()?.state).toBe('playing'));
    await expect(rootOf(canvasElement)).toHaveAttribute('data-visible', 'true');
  },
};

/** Decorative by default: hidden from assistive technology, the frame out of the tab order. */
export const Decorative: Story = {
  parameters: { videoConsent: true },
  play: async ({ canvasElement, globals, loaded }) => {
    const adapter = adapterOf(loaded);
    await waitFor(() => expect(adapter.methods()).toContain('ready'));
    const frame = canvasElement.querySelector('iframe')!;
    const media = frame.closest('[aria-hidden="true"]')!;
    await expect(media).not.toBeNull();
    await expect(media).toHaveAttribute('inert');
    await expect(frame.tabIndex).toBe(-1);
    // Only the pause button is reachable.
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: pauseName(globals.locale) })).toHaveFocus();
  },
};

/** With a `label` the video means something: a named group with a titled, reachable frame. */
export const Labelled: Story = {
  args: { label: 'Studio Two, a mixing session' },
  play: async ({ canvasElement, globals, loaded }) => {
    const adapter = adapterOf(loaded);
    await expect(within(canvasElement).getByRole('group', { name: 'Studio Two, a mixing session' })).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: playName(globals.locale) }));
    await waitFor(() => expect(adapter.methods()).toContain('ready'));
    await expect(canvasElement.querySelector('iframe')).toHaveAttribute('title', 'Studio Two, a mixing session');
    await expect(canvasElement.querySelector('iframe')!.tabIndex).toBe(0);
  },
};

/** The overlay text at 390 px: it stays on the scrim and clear of the pause button. */
export const Mobile: Story = {
  tags: ['language-dependent'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector('p')!.getBoundingClientRect();
    const button = within(canvasElement).getByRole('button').getBoundingClientRect();
    await expect(text.bottom).toBeLessThanOrEqual(button.top);
    await expect(text.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * All states of BackgroundVideo in one picture: the visual target (Chromatic and the offline visual check).
 * What every visitor first sees: our poster under the scrim with the overlay text and the play
 * button; nothing is loaded, so no player appears in the picture.
 */
export const Screenshots: Story = {
  ...visualTarget(),
  // A literal array too: Storybook's indexer (index.json) does not read tags from the spread.
  tags: ['language-dependent'],
  parameters: { ...visualTarget().parameters, tallPage: false },
};
