import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { company } from '../../content/company';
import { dsps } from '../../content/platforms';
import { Stack } from '../../components/Box';
import { AnimatedDemo } from './AnimatedDemo';
import { animatedDemoVariants } from './AnimatedDemo.css';

/**
 * The two animated demos of the Distribution page (SPEC §2): **Easy Upload** (a file dropped onto
 * an album card, the upload bar filling, then "released to 200+ platforms") and **Royalty
 * Payment** (a statement whose monthly bars rise, then the payout total and a paid stamp).
 *
 * - Our own drawing in HTML/SVG, animated in CSS on one 9 s loop (`animatedDemoCycleMs`).
 * - A `figure`: the picture is `aria-hidden`, the `figcaption` describes it (override with `caption`).
 * - A visible pause button (WCAG 2.2.2); under prefers-reduced-motion — and in snapshots — the
 *   final frame is shown still, because the un-animated style of every part *is* the final frame.
 */
const meta = {
  title: 'Patterns/AnimatedDemo',
  component: AnimatedDemo,
  args: { variant: 'easyUpload', platformCount: company.claims.platforms, platforms: dsps, defaultPaused: false },
  // Snapshots show final frames only (the reduced-motion stories); playing ones are not snapshotted.
  parameters: { chromatic: { disableSnapshot: true } },
  argTypes: {
    variant: { control: 'inline-radio', options: animatedDemoVariants },
    caption: { control: false },
    platforms: { control: false },
    className: { table: { disable: true } },
  },
} satisfies Meta<typeof AnimatedDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const t = (locale: unknown, ko: string, en: string) => (locale === 'en' ? en : ko);
const pauseName = (locale: unknown) => t(locale, '애니메이션 일시정지', 'Pause animation');
const playName = (locale: unknown) => t(locale, '애니메이션 재생', 'Play animation');
/** The picture of each demo in the canvas (the figure's `aria-hidden` stage). */
const stagesOf = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLElement>('figure [aria-hidden="true"]'),
];
const stageOf = (canvasElement: HTMLElement) => stagesOf(canvasElement)[0]!;
const animationsIn = (element: HTMLElement) => element.getAnimations({ subtree: true });

/** Playing: the figure is described by its caption, the picture hidden from assistive technology. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const figure = within(canvasElement).getByRole('figure');
    await expect(figure).toHaveAccessibleName(
      t(
        globals.locale,
        '앨범의 음원 파일을 올리면 업로드가 끝나는 대로 200개 이상의 플랫폼에 발매됩니다.',
        'Upload your album’s audio files and, as soon as the upload is complete, it is released to 200+ platforms.',
      ),
    );
    await expect(figure).toHaveAttribute('data-motion', 'playing');
    const stage = stageOf(canvasElement);
    await waitFor(() => expect(animationsIn(stage).some((a) => a.playState === 'running')).toBe(true));
  },
};

/** The pause button freezes every step; play resumes. Keyboard works the same. */
export const PauseControl: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const stage = stageOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: pauseName(globals.locale) }));
    const play = canvas.getByRole('button', { name: playName(globals.locale) });
    await expect(play).toHaveFocus();
    await waitFor(() => {
      const animations = animationsIn(stage);
      expect(animations.length).toBeGreaterThan(0);
      expect(animations.every((a) => a.playState === 'paused')).toBe(true);
    });
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: pauseName(globals.locale) })).toHaveFocus();
    await waitFor(() => expect(animationsIn(stage).every((a) => a.playState === 'running')).toBe(true));
  },
};

/**
 * No moment of either loop shows text half-transparent: an automated contrast check (Lighthouse's axe run)
 * that meets such a frame measures washed-out text (it did, on /en/services/: "Upload complete" at a
 * quarter opacity). Each text part's animation is sought into every interval where its opacity changes
 * (synchronously: the loop's clock does not move meanwhile): the part is fully shown or fully hidden there.
 */
export const TextNeverHalfShown: Story = {
  render: (args) => (
    <Stack gap="xl">
      <AnimatedDemo {...args} variant="easyUpload" />
      <AnimatedDemo {...args} variant="royaltyPayment" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const animations = await waitFor(() => {
      const found = stagesOf(canvasElement)
        .flatMap((stage) => animationsIn(stage))
        .filter((a) => (a.effect as KeyframeEffect | null)?.target?.textContent?.trim());
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    const halfShown: string[] = [];
    for (const animation of animations) {
      const effect = animation.effect as KeyframeEffect;
      const target = effect.target as HTMLElement;
      const { delay = 0, duration } = effect.getTiming();
      const keyframes = effect.getKeyframes();
      const saved = animation.currentTime;
      for (const [i, to] of keyframes.entries()) {
        const from = keyframes[i - 1];
        if (!from || from.opacity === undefined || from.opacity === to.opacity) continue;
        for (const fraction of [0.25, 0.5, 0.75]) {
          const offset = from.computedOffset + fraction * (to.computedOffset - from.computedOffset);
          animation.currentTime = delay + offset * Number(duration);
          const opacity = getComputedStyle(target).opacity;
          if (opacity !== '0' && opacity !== '1') {
            halfShown.push(`"${target.textContent?.trim()}" at ${(offset * 100).toFixed(2)} %: opacity ${opacity}`);
          }
        }
      }
      animation.currentTime = saved;
    }
    await expect(halfShown).toEqual([]);
  },
};

/** Easy Upload under prefers-reduced-motion: the final frame, still — upload complete, released. */
export const EasyUploadReducedMotion: Story = {
  parameters: { reducedMotion: true, chromatic: { disableSnapshot: false, prefersReducedMotion: 'reduce' } },
  globals: { motion: 'reduce' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure')).toHaveAttribute('data-motion', 'static');
    await expect(animationsIn(stageOf(canvasElement))).toHaveLength(0);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText(t(globals.locale, '업로드 완료', 'Upload complete'))).toBeVisible();
    await expect(canvas.getByText(t(globals.locale, '업로드 중', 'Uploading'))).not.toBeVisible();
    await expect(
      canvas.getByText(t(globals.locale, '200개 이상의 플랫폼에 발매되었습니다', 'Released to 200+ platforms')),
    ).toBeVisible();
    const fill = canvasElement.querySelector<HTMLElement>('[data-step="progress"]')!;
    await expect(fill.getBoundingClientRect().width).toBeCloseTo(fill.parentElement!.getBoundingClientRect().width, 0);
  },
};

/** Royalty Payment, playing. */
export const RoyaltyPayment: Story = {
  args: { variant: 'royaltyPayment' },
  play: async ({ canvasElement, globals }) => {
    const figure = within(canvasElement).getByRole('figure');
    await expect(figure).toHaveAccessibleName(
      t(
        globals.locale,
        '매달 받는 정산 내역서에서 월별 수익을 확인하고, 정산금은 계좌로 지급됩니다.',
        'A monthly royalty statement shows your earnings month by month, and the payout goes to your bank account.',
      ),
    );
    await expect(canvasElement.querySelectorAll('[data-step="bar"]')).toHaveLength(6);
    await waitFor(() => expect(animationsIn(stageOf(canvasElement)).length).toBeGreaterThan(0));
  },
};

/** Royalty Payment under prefers-reduced-motion: every bar at full height, the total and the paid stamp. */
export const RoyaltyPaymentReducedMotion: Story = {
  args: { variant: 'royaltyPayment' },
  parameters: { reducedMotion: true, chromatic: { disableSnapshot: false, prefersReducedMotion: 'reduce' } },
  globals: { motion: 'reduce' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(animationsIn(stageOf(canvasElement))).toHaveLength(0);
    await expect(canvas.getByText('₩1,284,500')).toBeVisible();
    await expect(canvas.getByText(t(globals.locale, '지급 완료', 'Paid'))).toBeVisible();
    for (const bar of canvasElement.querySelectorAll<HTMLElement>('[data-step="bar"]')) {
      await expect(bar.getBoundingClientRect().height).toBeCloseTo(
        bar.parentElement!.getBoundingClientRect().height,
        0,
      );
    }
  },
};

/** Both demos side by side at 390 px, final frames: nothing overflows the card. */
export const BothOnMobile: Story = {
  tags: ['language-dependent'],
  globals: { viewport: { value: 'mobile', isRotated: false }, motion: 'reduce' },
  parameters: { reducedMotion: true, chromatic: { disableSnapshot: false, prefersReducedMotion: 'reduce' } },
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      {animatedDemoVariants.map((variant) => (
        <AnimatedDemo key={variant} variant={variant} platformCount={args.platformCount} platforms={args.platforms} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const figures = within(canvasElement).getAllByRole('figure');
    await expect(figures).toHaveLength(2);
    for (const figure of figures) {
      const stage = figure.querySelector<HTMLElement>('[aria-hidden="true"]')!;
      await expect(stage.scrollWidth).toBeLessThanOrEqual(stage.clientWidth + 1);
      await expect(figure.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

/** All states of AnimatedDemo in one picture: the visual target (Chromatic and the offline visual check). */
export const Screenshots: Story = {
  ...visualTarget(),
  // A literal array too: Storybook's indexer (index.json) does not read tags from the spread.
  tags: ['language-dependent'],
  // The final frame of each demo, still (as under prefers-reduced-motion): nothing moves in the picture.
  parameters: { ...visualTarget().parameters, reducedMotion: true },
  globals: { motion: 'reduce' },
  render: (args) => (
    <Stack gap="xl">
      {animatedDemoVariants.map((variant) => (
        <AnimatedDemo key={variant} variant={variant} platformCount={args.platformCount} platforms={args.platforms} />
      ))}
    </Stack>
  ),
};
