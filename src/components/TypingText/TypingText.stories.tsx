import { useLingui } from '@lingui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { MotionPreferenceProvider } from '../../hooks';
import { bannerServicePhrases } from '../../../.storybook/helpers/bannerPhrases';
import { Stack } from '../Box';
import { TypingText, typingDefaults, type TypingTextProps } from './TypingText';
import { charactersOf, createManualClock, type ManualClock } from './typingMachine';

const servicesIn = (locale: unknown) =>
  locale === 'en'
    ? [
        'Global music distribution',
        'Artist marketing',
        'Video production',
        'Music publishing',
        'Music production',
        'Abbey Road Studios recording',
      ]
    : [
        '글로벌 음원 유통',
        '아티스트 마케팅',
        '영상 콘텐츠 제작',
        '음악 퍼블리싱',
        '음악 프로듀싱',
        '애비 로드 스튜디오 레코딩',
      ];

/** The banner's six services in the current language, unless the story passes its own phrases. */
function ServiceTypingText({ advanceTo, ...props }: TypingTextProps & { advanceTo?: number }) {
  const { i18n } = useLingui();
  const phrases = props.phrases.length > 0 ? props.phrases : bannerServicePhrases.map((d) => i18n._(d));
  // Child effects run first: by now the typewriter has started on the manual clock.
  useEffect(() => {
    if (advanceTo !== undefined) (props.clock as ManualClock | undefined)?.advance(advanceTo);
  }, [advanceTo, props.clock]);
  return <TypingText {...props} phrases={phrases} />;
}

/**
 * Types and erases phrases in a loop — the home banner's six services (SPEC §2, timings §9:
 * type 70 ms/char, erase 50 ms/char, start delay 1000 ms, 1000 ms between typing and erasing;
 * the defaults are exported as `typingDefaults`).
 *
 * - `phrases`: the list, already translated.
 * - `clock`: where time comes from. Stories pass a manual clock (`createManualClock()`) and step
 *   it, so frames are deterministic; the app uses the real clock.
 * - The moving text is `aria-hidden`; assistive technology reads the whole list once as a sentence.
 *   A visible button pauses it (WCAG 2.2.2); under prefers-reduced-motion all phrases are shown still.
 */
const meta = {
  title: 'Components/TypingText',
  component: TypingText,
  args: { phrases: [], ...typingDefaults, defaultPaused: false },
  argTypes: {
    phrases: { control: 'object' },
    clock: { table: { disable: true } },
    className: { table: { disable: true } },
  },
  // Snapshots show the animated states, frozen by the manual clock (the preview default is reduced motion).
  parameters: { chromatic: { prefersReducedMotion: 'no-preference' } },
  loaders: [() => ({ clock: createManualClock() })],
  render: (args, { loaded }) => <ServiceTypingText {...args} clock={loaded.clock as ManualClock} />,
  decorators: [
    (Story) => (
      <p style={{ fontSize: 'clamp(1.75rem, 1.3rem + 1.8vw, 2.5rem)', fontWeight: 700, letterSpacing: '-0.02em' }}>
        <Story />
      </p>
    ),
  ],
} satisfies Meta<typeof TypingText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The typewriter starts in an effect: wait until its first timer is on the clock before stepping it. */
const started = (clock: ManualClock) => waitFor(() => expect(clock.pending()).toBe(1));

const typedText = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-typed]')?.textContent ?? '';
const pauseName = (locale: unknown) => (locale === 'en' ? 'Pause typing animation' : '타이핑 애니메이션 일시정지');
const playName = (locale: unknown) => (locale === 'en' ? 'Play typing animation' : '타이핑 애니메이션 재생');

/** On the real clock, as on the site. Assistive technology gets every phrase at once. */
export const Playground: Story = {
  render: (args) => <ServiceTypingText {...args} />,
  // The real clock: not a stable frame.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const services = servicesIn(globals.locale);
    // The whole list once, as static text, outside the aria-hidden animation.
    const sentence = canvasElement.querySelector('[data-state] > span:first-child')!;
    for (const service of services) await expect(sentence.textContent).toContain(service);
    await expect(canvasElement.querySelector('[data-typed]')!.closest('[aria-hidden="true"]')).not.toBeNull();

    // It types on its own after the start delay.
    await waitFor(() => expect(typedText(canvasElement).length).toBeGreaterThan(0), { timeout: 4000 });
    await userEvent.click(canvas.getByRole('button', { name: pauseName(globals.locale) }));
    await expect(canvas.getByRole('button', { name: playName(globals.locale) })).toBeVisible();
    // Paused on a whole phrase, never half a word.
    await expect(services).toContain(typedText(canvasElement));
  },
};

/** A manual clock stepped to the middle of the first phrase: a stable frame for snapshots. */
export const FrozenMidPhrase: Story = {
  tags: ['language-dependent'],
  render: (args, { loaded }) => (
    <ServiceTypingText {...args} clock={loaded.clock as ManualClock} advanceTo={1000 + 70 * 2} />
  ),
  play: async ({ canvasElement, globals }) => {
    const first = charactersOf(servicesIn(globals.locale)[0]!);
    await waitFor(() => expect(typedText(canvasElement)).toBe(first.slice(0, 2).join('')));
  },
};

/** The exact timeline of SPEC §9, checked by stepping the manual clock. */
export const ExactTimings: Story = {
  tags: ['language-dependent'],
  play: async ({ canvasElement, globals, loaded }) => {
    const clock = loaded.clock as ManualClock;
    const first = charactersOf(servicesIn(globals.locale)[0]!);
    const second = charactersOf(servicesIn(globals.locale)[1]!);
    const n = first.length;
    const expectTyped = (text: string) => waitFor(() => expect(typedText(canvasElement)).toBe(text));

    await started(clock);
    clock.advance(1000);
    await expectTyped('');
    clock.advance(70);
    await expectTyped(first[0]!);
    clock.advance(70 * (n - 1) - 1);
    await expectTyped(first.slice(0, n - 1).join(''));
    clock.advance(1);
    await expectTyped(first.join('')); // 1000 + 70·n
    clock.advance(1000);
    await expectTyped(first.join('')); // held for the interval
    clock.advance(50);
    await expectTyped(first.slice(0, n - 1).join('')); // one character erased per 50 ms
    clock.advance(50 * (n - 1));
    await expectTyped('');
    clock.advance(70);
    await expectTyped(second[0]!); // the next phrase starts at once
  },
};

/** The visible pause button (WCAG 2.2.2): it stops the clock's timers and shows the whole phrase. */
export const PauseControl: Story = {
  tags: ['language-dependent'],
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const clock = loaded.clock as ManualClock;
    const first = servicesIn(globals.locale)[0]!;
    await started(clock);
    clock.advance(1070);
    await waitFor(() => expect(typedText(canvasElement)).toBe(charactersOf(first)[0]));

    const pause = canvas.getByRole('button', { name: pauseName(globals.locale) });
    await userEvent.click(pause);
    const play = canvas.getByRole('button', { name: playName(globals.locale) });
    await expect(play).toHaveFocus();
    await expect(typedText(canvasElement)).toBe(first);
    await waitFor(() => expect(clock.pending()).toBe(0));
    clock.advance(60_000);
    await expect(typedText(canvasElement)).toBe(first);

    // Keyboard: Enter resumes; it holds the phrase for the interval, then erases.
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: pauseName(globals.locale) })).toHaveFocus();
    await waitFor(() => expect(clock.pending()).toBe(1));
    clock.advance(1000 + 50);
    await waitFor(() => expect(typedText(canvasElement)).toBe(charactersOf(first).slice(0, -1).join('')));
    // Space pauses again.
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: playName(globals.locale) })).toBeVisible();
  },
};

/** Starts paused: the first phrase is shown whole until the visitor presses play. */
export const StartsPaused: Story = {
  args: { defaultPaused: true },
  play: async ({ canvasElement, globals, loaded }) => {
    const clock = loaded.clock as ManualClock;
    await waitFor(() => expect(typedText(canvasElement)).toBe(servicesIn(globals.locale)[0]));
    await expect(clock.pending()).toBe(0);
    await expect(within(canvasElement).getByRole('button', { name: playName(globals.locale) })).toBeVisible();
  },
};

/** prefers-reduced-motion: every phrase is shown still, nothing is scheduled, no control is needed. */
export const ReducedMotion: Story = {
  parameters: { reducedMotion: true, chromatic: { prefersReducedMotion: 'reduce' } },
  globals: { motion: 'reduce' },
  play: async ({ canvasElement, globals, loaded }) => {
    const clock = loaded.clock as ManualClock;
    const root = canvasElement.querySelector('[data-state]')!;
    await expect(root).toHaveAttribute('data-state', 'static');
    for (const service of servicesIn(globals.locale)) await expect(root.textContent).toContain(service);
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
    clock.advance(10_000);
    await expect(clock.pending()).toBe(0);
  },
};

/** The longest phrases of both languages at 390 px: the reserved stage wraps instead of overflowing. */
export const LongLabels: Story = {
  tags: ['language-dependent'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args, { loaded }) => (
    <ServiceTypingText {...args} clock={loaded.clock as ManualClock} advanceTo={1000 + 70 * 200} phrases={[]} />
  ),
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-state]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.parentElement!.clientWidth + 1);
    // The pause button keeps its place and a 44 px target whatever the phrase.
    const button = within(canvasElement).getByRole('button');
    const box = button.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
  },
};

/**
 * All states of TypingText in one picture: the visual target (Chromatic and the offline visual check).
 * Frozen mid-phrase on the manual clock (with the pause button), paused on a whole phrase (with the
 * play button), and the still list shown under prefers-reduced-motion.
 */
export const Screenshots: Story = {
  ...visualTarget(),
  // A literal array too: Storybook's indexer (index.json) does not read tags from the spread.
  tags: ['language-dependent'],
  loaders: [() => ({ pausedClock: createManualClock() })],
  render: (args, { loaded }) => (
    <Stack as="span" gap="lg">
      <ServiceTypingText {...args} clock={loaded.clock as ManualClock} advanceTo={1000 + 70 * 2} />
      <ServiceTypingText {...args} clock={loaded.pausedClock as ManualClock} defaultPaused />
      <MotionPreferenceProvider value="reduce">
        <ServiceTypingText {...args} />
      </MotionPreferenceProvider>
    </Stack>
  ),
};
