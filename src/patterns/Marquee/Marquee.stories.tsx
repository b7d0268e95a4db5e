import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withSurface } from '../../../.storybook/helpers/surface';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { marqueePlatformNames } from '../../content/socialPlatforms';
import { Stack } from '../../components/Box';
import { Marquee } from './Marquee';
import { inverseSurface } from '../../styles/surfaces.css';

/**
 * The footer's strip of streaming and social platform names, scrolling sideways in a seamless loop.
 *
 * - `names`: proper nouns shown as they are (the footer passes `marqueePlatformNames` from
 *   `src/content/socialPlatforms`).
 * - No tone prop: the colours follow the surface. These stories put it on charcoal, as in the
 *   footer (an inverse surface: `parameters.surface`, `.storybook/helpers/surface.tsx`);
 *   `LightMobile` on the light page.
 * - `pixelsPerSecond`: speed; the loop's duration is the width of one copy of the list divided by it.
 *
 * Accessibility (A11Y.md, WCAG 2.2.2): the names are one labelled list for assistive technology;
 * the copy that closes the loop is `aria-hidden`. The motion holds on hover and focus inside the strip,
 * and the visible button pauses and resumes it (its name says what it will do). Under
 * prefers-reduced-motion the strip starts paused and static, wrapping onto more lines; pressing play
 * is then an explicit choice and is honoured. Chromatic snapshots it with reduced motion: static.
 */
const meta = {
  title: 'Patterns/Marquee',
  component: Marquee,
  args: { names: marqueePlatformNames, pixelsPerSecond: 40 },
  argTypes: {
    pixelsPerSecond: { control: { type: 'range', min: 10, max: 200, step: 10 } },
    names: { control: false },
    className: { table: { disable: true } },
  },
  decorators: [withSurface],
  parameters: {
    surface: 'inverse',
    layout: 'fullscreen',
    chromatic: { prefersReducedMotion: 'reduce', pauseAnimationAtEnd: true },
  },
} satisfies Meta<typeof Marquee>;

export default meta;
type Story = StoryObj<typeof meta>;

const listName = (locale: unknown) => (locale === 'en' ? 'Streaming and social platforms' : '스트리밍 및 소셜 플랫폼');
const pauseName = (locale: unknown) => (locale === 'en' ? 'Pause the platform list' : '플랫폼 목록 일시정지');
const playName = (locale: unknown) => (locale === 'en' ? 'Play the platform list' : '플랫폼 목록 재생');
const trackOf = (canvasElement: HTMLElement) => canvasElement.querySelector('ul')!.parentElement!;

/** Driven by the controls. Assistive technology gets every name exactly once; the loop copy is hidden. */
export const Playground: Story = {
  tags: ['language-dependent'],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: listName(globals.locale) });
    // getAllByRole skips aria-hidden content: the accessible list holds each name once.
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((li) => li.textContent)).toEqual([...marqueePlatformNames]);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(marqueePlatformNames.length);
    await expect(canvas.getAllByRole('list')).toHaveLength(1);

    // The duplicate that makes the loop seamless exists, is identical and is hidden from AT.
    const [visible, duplicate] = [...canvasElement.querySelectorAll('ul')];
    await expect(canvasElement.querySelectorAll('ul')).toHaveLength(2);
    await expect(duplicate).toHaveAttribute('aria-hidden', 'true');
    await expect(duplicate!.textContent).toBe(visible!.textContent);

    // It moves: a running, linear, infinite CSS animation whose duration follows the content width.
    const style = getComputedStyle(trackOf(canvasElement));
    await expect(style.animationName).not.toBe('none');
    await expect(style.animationPlayState).toBe('running');
    await expect(style.animationTimingFunction).toBe('linear');
    await expect(style.animationIterationCount).toBe('infinite');
    // Width and duration are read together on every try: the list narrows when the web font
    // replaces the fallback (3,461 -> 3,393 px in English), and the duration must follow it.
    await waitFor(() =>
      expect(parseFloat(getComputedStyle(trackOf(canvasElement)).animationDuration)).toBeCloseTo(
        visible!.getBoundingClientRect().width / 40,
        0,
      ),
    );
  },
};

/** The visible button pauses and resumes the loop; its name says what pressing it will do. */
export const PauseButton: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const track = trackOf(canvasElement);
    const pause = canvas.getByRole('button', { name: pauseName(globals.locale) });
    await expect(getComputedStyle(track).animationPlayState).toBe('running');

    await userEvent.click(pause);
    await expect(getComputedStyle(track).animationPlayState).toBe('paused');
    await expect(pause).toHaveAccessibleName(playName(globals.locale));
    await expect(pause).toHaveFocus();

    // Keyboard: Enter on the focused button resumes it.
    await userEvent.keyboard('{Enter}');
    await expect(getComputedStyle(track).animationPlayState).toBe('running');
    await expect(pause).toHaveAccessibleName(pauseName(globals.locale));
  },
};

/** Pointing at the strip holds the motion so a name can be read; leaving resumes it. */
export const HoldsOnHover: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const track = trackOf(canvasElement);
    // One pointer for both moves, so the second one leaves the strip.
    const user = userEvent.setup();
    await user.hover(track);
    await expect(getComputedStyle(track).animationPlayState).toBe('paused');
    // The pointer moves on, out of the strip, to the pause button beside it.
    await user.hover(within(canvasElement).getByRole('button'));
    await waitFor(() => expect(getComputedStyle(track).animationPlayState).toBe('running'));
  },
};

/**
 * Under prefers-reduced-motion nothing moves: one static list wrapping onto more lines, and the
 * button shows the paused state. Pressing play is an explicit choice and starts the loop.
 */
export const ReducedMotion: Story = {
  parameters: { reducedMotion: true },
  globals: { motion: 'reduce' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const track = trackOf(canvasElement);
    const style = getComputedStyle(track);
    await expect(style.animationName === 'none' || style.animationPlayState === 'paused').toBe(true);
    await expect(style.animationName).toBe('none');
    // Static: no loop copy, the list wraps instead of overflowing.
    await expect(canvasElement.querySelectorAll('ul')).toHaveLength(1);
    const list = canvas.getByRole('list', { name: listName(globals.locale) });
    await expect(getComputedStyle(list).flexWrap).toBe('wrap');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth + 1);

    const play = canvas.getByRole('button', { name: playName(globals.locale) });
    await userEvent.click(play);
    await expect(play).toHaveAccessibleName(pauseName(globals.locale));
    await expect(getComputedStyle(track).animationName).not.toBe('none');
    await expect(getComputedStyle(track).animationPlayState).toBe('running');
  },
};

/** On a light reading surface, at 390 px. */
export const LightMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  // The test-runner reads the width from here (it does not see story globals).
  parameters: { surface: 'light', viewport: { defaultViewport: 'mobile' } },
  play: async ({ canvasElement, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: pauseName(globals.locale) });
    const box = button.getBoundingClientRect();
    // A comfortable touch target on mobile.
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    // The strip never makes the page scroll sideways.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * All states of Marquee in one picture: the visual target (Chromatic and the offline visual check).
 * Still, as under prefers-reduced-motion (the names wrap, the button offers play), on charcoal (an
 * inverse surface, as in the footer) and on the light page.
 */
export const Screenshots: Story = {
  ...visualTarget(),
  // A literal array too: Storybook's indexer (index.json) does not read tags from the spread.
  tags: ['language-dependent'],
  parameters: { ...visualTarget().parameters, reducedMotion: true, surface: 'light' },
  globals: { motion: 'reduce' },
  render: (args) => (
    <Stack gap="none">
      <div className={inverseSurface}>
        <Marquee {...args} />
      </div>
      <Marquee {...args} />
    </Stack>
  ),
};
