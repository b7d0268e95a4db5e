import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { company } from '../../content/company';
import { TypingText } from '../TypingText';
import { createManualClock, type ManualClock } from '../TypingText/typingMachine';
import { Banner } from './Banner';
import { bannerServicePhrases } from '../../../.storybook/helpers/bannerPhrases';

/** The home banner's typing line, on a manual clock stepped into the first phrase (stable snapshots). */
function ServicesTyping({ clock }: { clock: ManualClock }) {
  const { i18n } = useLingui();
  useEffect(() => clock.advance(1000 + 70 * 3), [clock]);
  return <TypingText phrases={bannerServicePhrases.map((d) => i18n._(d))} clock={clock} />;
}

/**
 * The home page's full-screen hero (SPEC §2): charcoal, with the slogan as the page's heading, the
 * typing line of the six services and the company statement.
 *
 * - Height = viewport height − 2 × scroll distance, never negative (a CSS variable set from
 *   `useScrollY`); where the content is taller than the viewport, its height replaces the
 *   viewport's (nothing cut off); when it reaches 0 the banner is hidden, so nothing inside can take focus unseen
 *   (the slogan, the page's heading, stays in the accessibility tree).
 * - Slots: `slogan` (rendered as `sloganAs`, `h1` by default), `eyebrow`, `typing`, `statement`, `children`.
 * - Text sits on solid charcoal; the artwork (record grooves, a waveform) is decorative.
 */
const meta = {
  title: 'Components/Banner',
  component: Banner,
  args: { slogan: null },
  argTypes: {
    slogan: { control: false },
    eyebrow: { control: false },
    typing: { control: false },
    statement: { control: false },
    children: { table: { disable: true } },
    sloganAs: { table: { disable: true } },
    className: { table: { disable: true } },
  },
  parameters: { layout: 'fullscreen', chromatic: { prefersReducedMotion: 'no-preference' } },
  loaders: [() => ({ clock: createManualClock() })],
  decorators: [
    // A tall page, so the stories can scroll the banner away (not for the picture: `tallPage: false`).
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
  render: (args, { loaded }) => (
    <Banner
      {...args}
      eyebrow={<span lang="en">{company.brand}</span>}
      slogan={<span lang="en">{company.tagline}</span>}
      typing={<ServicesTyping clock={loaded.clock as ManualClock} />}
      statement={
        <Trans>
          아티스트가 음악에만 집중할 수 있도록, 음원 유통부터 마케팅과 제작까지 한 팀이 처음부터 끝까지 함께합니다.
        </Trans>
      }
    />
  ),
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

const bannerOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('section')!;
const heightOf = (element: HTMLElement) => element.getBoundingClientRect().height;

async function scrollToY(y: number) {
  window.scrollTo(0, y);
  await waitFor(() => expect(window.scrollY).toBe(y));
}

/** The folding rule: innerHeight at the top, innerHeight − 200 at 100 px, 0 far down. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const banner = bannerOf(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: company.tagline })).toBeVisible();
    await expect(within(canvasElement).getByRole('region', { name: company.tagline })).toBe(banner);

    await expect(heightOf(banner)).toBe(window.innerHeight);

    await scrollToY(100);
    await waitFor(() => expect(heightOf(banner)).toBe(window.innerHeight - 200));

    window.scrollTo(0, 100_000);
    await waitFor(() => expect(window.scrollY).toBeGreaterThanOrEqual(window.innerHeight / 2));
    await waitFor(() => expect(heightOf(banner)).toBe(0));
    // Folded away: hidden, so nothing inside can take focus out of sight; the page's heading is
    // still in the accessibility tree (clipped to nothing).
    await expect(getComputedStyle(banner).visibility).toBe('hidden');
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: company.tagline })).toBeInTheDocument();

    await scrollToY(0);
    await waitFor(() => expect(heightOf(banner)).toBe(window.innerHeight));
  },
};

/** The typing line inside: its full list is read once, and its pause button is in reach. */
export const WithTypingText: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const name = globals.locale === 'en' ? 'Pause typing animation' : '타이핑 애니메이션 일시정지';
    await expect(canvas.getByRole('button', { name })).toBeVisible();
    const services =
      globals.locale === 'en'
        ? ['Global music distribution', 'Abbey Road Studios recording']
        : ['글로벌 음원 유통', '애비 로드 스튜디오 레코딩'];
    for (const service of services) await expect(bannerOf(canvasElement).textContent).toContain(service);
    // Slogan in display type: bold and tight.
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(Number(getComputedStyle(heading).fontWeight)).toBeGreaterThanOrEqual(700);
    await expect(Number.parseFloat(getComputedStyle(heading).letterSpacing)).toBeLessThan(0);
  },
};

/** prefers-reduced-motion: the services are listed still; the banner still follows the scroll. */
export const ReducedMotion: Story = {
  parameters: { reducedMotion: true, chromatic: { prefersReducedMotion: 'reduce' } },
  globals: { motion: 'reduce' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
    await expect(canvasElement.querySelector('[data-state="static"]')).not.toBeNull();
    await scrollToY(100);
    await waitFor(() => expect(heightOf(bannerOf(canvasElement))).toBe(window.innerHeight - 200));
  },
};

/** 390 px: the slogan and the longest lines wrap inside the screen. */
export const Mobile: Story = {
  tags: ['language-dependent'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const banner = bannerOf(canvasElement);
    await expect(heightOf(banner)).toBe(window.innerHeight);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * Text at 200 % (the browser's text size, as a visitor sets it) on a phone: the content is taller
 * than the viewport, so the banner starts as tall as its content (nothing cut off, WCAG 1.4.4; a
 * phone on its side is the same case) and folds from there: height − 2 × scroll, hidden only once
 * it is gone.
 */
export const TallerThanTheViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  beforeEach: () => {
    document.documentElement.style.fontSize = '200%';
    return () => {
      document.documentElement.style.fontSize = '';
    };
  },
  play: async ({ canvasElement }) => {
    const banner = bannerOf(canvasElement);
    const statement = banner.querySelector('p:last-of-type')!;
    const full = heightOf(banner);
    await expect(full).toBeGreaterThan(window.innerHeight);
    // The last line of the content is inside the banner, not clipped by it.
    await expect(statement.getBoundingClientRect().bottom).toBeLessThanOrEqual(banner.getBoundingClientRect().bottom);

    await scrollToY(100);
    await waitFor(() => expect(heightOf(banner)).toBe(full - 200));

    // Past half the viewport but not past half the banner: still there, still visible.
    const y = Math.round((window.innerHeight + full) / 4);
    await scrollToY(y);
    await waitFor(() => expect(heightOf(banner)).toBe(full - 2 * y));
    await expect(getComputedStyle(banner).visibility).toBe('visible');

    window.scrollTo(0, 100_000);
    await waitFor(() => expect(heightOf(banner)).toBe(0));
    await waitFor(() => expect(getComputedStyle(banner).visibility).toBe('hidden'));

    await scrollToY(0);
    await waitFor(() => expect(heightOf(banner)).toBe(full));
  },
};

/**
 * All states of Banner in one picture: the visual target (Chromatic and the offline visual check).
 * One banner (it holds the page's h1) at the top of the page, full height, with every slot filled;
 * the typing line is frozen on the manual clock (under reduced motion: the services listed still).
 */
export const Screenshots: Story = {
  ...visualTarget(),
  // A literal array too: Storybook's indexer (index.json) does not read tags from the spread.
  tags: ['language-dependent'],
  parameters: { ...visualTarget().parameters, tallPage: false },
};
