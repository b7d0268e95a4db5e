import { Trans, useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localized } from '../../../.storybook/helpers/messages';
import {
  expectNotSpoken,
  expectSpoken,
  live,
  readUntil,
  withScreenReader,
} from '../../../.storybook/helpers/screenReader';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { Stack } from '../Box';
import { Button } from '../Button';
import { coverArt, type CoverArtStyle } from '../WorkCard/coverArt';
import { Carousel, type CarouselHandle } from './Carousel';
import { carouselLayouts } from './Carousel.css';
import { CarouselClientList } from './CarouselClientList';
import { CarouselImages, type CarouselImage } from './CarouselImages';

// ---- sample data, written for the stories (real content lives in src/content) ----

const styleOrder: CoverArtStyle[] = ['waveform', 'grooves', 'gradient', 'type'];
const tags = ['Instagram', 'YouTube', 'TikTok', null, 'Instagram', 'X', null, 'YouTube'] as const;

function useSampleImages(seed: string, count = 8): CarouselImage[] {
  const { t } = useLingui();
  const alts: Record<CoverArtStyle, string> = {
    waveform: t`짙은 바탕에 음파가 그려진 캠페인 이미지`,
    grooves: t`바이닐 홈이 동심원으로 그려진 캠페인 이미지`,
    gradient: t`색이 번지는 그라데이션 캠페인 이미지`,
    type: t`큰 글자로 구성한 캠페인 포스터`,
  };
  return Array.from({ length: count }, (_, i) => {
    const style = styleOrder[i % styleOrder.length]!;
    const big = i % 3 === 1;
    const width = big ? 1200 : 800;
    return {
      url: coverArt({ seed: `${seed}-${i}`, style, width, height: 800, text: 'DO YOUR MUSIC' }),
      type: tags[i % tags.length] ?? null,
      size: big ? 'big' : undefined,
      alt: alts[style],
      width,
      height: 800,
    };
  });
}

const latinA = ['Amber', 'Blue', 'Cinder', 'Delta', 'Ember', 'Fable', 'Glass', 'Harbor', 'Ivory', 'Juniper'];
const latinB = ['Tides', 'Avenue', 'Choir', 'Static', 'Lanterns', 'Parade', 'Motel', 'Circuit', 'Fields', 'Letters'];
const latinC = ['Kestrel', 'Lumen', 'Marble', 'Nova', 'Opal'];
const koA = [
  '새벽',
  '달빛',
  '바람',
  '노을',
  '파도',
  '여름',
  '소나기',
  '은하',
  '별빛',
  '초록',
  '하늘',
  '모래',
  '구름',
  '물결',
  '첫눈',
];
const koB = ['악단', '소년', '정원', '서점', '상회'];
/** About 10 columns of 15 invented names: Latin and Korean, as on the Abbey Road page. */
const clientColumns: string[][] = Array.from({ length: 10 }, (_, c) =>
  c % 2 === 0
    ? [...latinA.map((a, i) => `${a} ${latinB[(i + c) % latinB.length]}`), ...latinC.map((x) => `${x} ${latinB[c]}`)]
    : koA.map((a) => `${a}${koB[(c - 1) / 2]}`),
);

// ---- helpers for the play functions ----

const nameOf = (locale: unknown, n: number, m: number) => (locale === 'en' ? `${n} of ${m}` : `${m}개 중 ${n}번째`);
const liveOf = (locale: unknown, n: number, m: number) =>
  locale === 'en' ? `Slide ${n} of ${m}` : `슬라이드 ${m}개 중 ${n}번째`;
const buttonsOf = (canvas: ReturnType<typeof within>, locale: unknown) => ({
  prev: canvas.getByRole('button', { name: locale === 'en' ? 'Previous slide' : '이전 슬라이드' }),
  next: canvas.getByRole('button', { name: locale === 'en' ? 'Next slide' : '다음 슬라이드' }),
});
const liveRegion = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[aria-live="polite"]')!;
/** What a screen reader says for slide `current` of `total`: "slide, 3 of 8" ("슬라이드, 8개 중 3번째"). */
const slidePhrase = (locale: unknown, current: number, total: number) => ({
  role: localized(locale, '슬라이드'),
  name: localized(locale, '{total}개 중 {current}번째', { total, current }),
});
/** The polite announcement after a move: "polite: Slide 2 of 8". */
const movedTo = (locale: unknown, current: number, count: number) =>
  live(localized(locale, '슬라이드 {count}개 중 {current}번째', { count, current }));
/** embla is ready once it has measured the track and enabled Next. */
const ready = async (next: HTMLElement) => waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'false'));

function ImagesDemo(props: { loop?: boolean; layout?: 'images' | 'columns'; onSlideChange?: (i: number) => void }) {
  const { t } = useLingui();
  const images = useSampleImages('campaign');
  return <CarouselImages label={t`캠페인 이미지`} images={images} {...props} />;
}

/**
 * The category switcher of the campaign modal (SPEC §2 Marketing): changing category sets a new
 * `resetKey`, so the carousel starts again at the first picture; the ref can do the same.
 */
function CampaignDemo() {
  const { t } = useLingui();
  const categories = [t`숏폼`, t`롱폼`, t`글로벌`];
  const [category, setCategory] = useState(0);
  const carousel = useRef<CarouselHandle>(null);
  const images = useSampleImages(`cat-${category}`, 6 + category);
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <div role="group" aria-label={t`카테고리`} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {categories.map((title, i) => (
          <Button
            key={title}
            size="sm"
            variant={i === category ? 'primary' : 'secondary'}
            aria-pressed={i === category}
            onClick={() => setCategory(i)}
          >
            {title}
          </Button>
        ))}
        <Button size="sm" variant="ghost" onClick={() => carousel.current?.scrollTo(0)}>
          <Trans>처음으로</Trans>
        </Button>
      </div>
      <CarouselImages ref={carousel} label={categories[category]!} images={images} resetKey={category} />
    </div>
  );
}

/**
 * An accessible carousel on embla-carousel-react 8.6 (A11Y.md "Carousel").
 *
 * - `label`: the accessible name, without the word "carousel" — the role description
 *   ("캐러셀" / "carousel") says that; each slide is a group named "3 of 8" ("8개 중 3번째").
 * - `slides`: `{ key, content, size? }`; `layout`: `images` (campaign pictures, `size: 'big'` is
 *   wider) or `columns` (several lists side by side). Ready-made variants: `CarouselImages`
 *   (`images` with a platform tag shown as "[Instagram]") and `CarouselClientList` (`columns`).
 * - Previous/next are real 44 px buttons that keep focus; at the ends they are `aria-disabled`
 *   (still focusable, so focus is never lost) unless `loop`. A polite live region announces the
 *   new position; ←/→ move while focus is inside. Nothing moves on its own; under reduced motion
 *   every move is a jump.
 * - Reset: change `resetKey` (e.g. the campaign category) or call `ref.current.scrollTo(0)`.
 */
const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  args: { label: '', slides: [], layout: 'images', loop: false, onSlideChange: fn() },
  argTypes: {
    layout: { control: 'inline-radio', options: carouselLayouts },
    slides: { table: { disable: true } },
    label: { table: { disable: true } },
    resetKey: { table: { disable: true } },
    onSlideChange: { table: { disable: true } },
    className: { table: { disable: true } },
  },
  render: (args) => <ImagesDemo loop={args.loop} onSlideChange={args.onSlideChange} />,
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Campaign pictures; the play test checks the roles, role descriptions and slide names, and that a
 * screen reader reading on hears "carousel, Campaign images", then "slide, 1 of 8", "slide, 2 of 8"…
 */
export const Playground: Story = {
  tags: ['language-dependent'],
  play: async ({ canvasElement, globals }) => {
    await withScreenReader(canvasElement, async (reader) => {
      await readUntil(reader, {
        role: localized(globals.locale, '캐러셀'),
        name: localized(globals.locale, '캠페인 이미지'),
      });
      await readUntil(reader, slidePhrase(globals.locale, 1, 8));
      await readUntil(reader, slidePhrase(globals.locale, 2, 8));
      // Nothing moves on its own, so nothing is announced while the visitor only reads.
      await expectNotSpoken(reader, /^(polite|assertive): /);
    });

    const canvas = within(canvasElement);
    const en = globals.locale === 'en';
    const region = canvas.getByRole('region', { name: en ? 'Campaign images' : '캠페인 이미지' });
    await expect(region).toHaveAttribute('aria-roledescription', en ? 'carousel' : '캐러셀');
    const slides = within(region).getAllByRole('group');
    await expect(slides).toHaveLength(8);
    for (const [i, slide] of slides.entries()) {
      await expect(slide).toHaveAttribute('aria-roledescription', en ? 'slide' : '슬라이드');
      await expect(slide).toHaveAccessibleName(nameOf(globals.locale, i + 1, 8));
    }
    // Platform tags in square brackets; pictures have a text alternative and a reserved size.
    await expect(within(slides[0]!).getByText('[Instagram]')).toBeVisible();
    const img = within(slides[0]!).getByRole('img');
    await expect(img).toHaveAttribute('width', '800');
    await expect(img.getAttribute('alt')).not.toBe('');
    // Nothing moves on its own: no live text until the visitor moves.
    await expect(liveRegion(canvasElement)).toHaveTextContent('');
  },
};

/**
 * Next moves one slide, keeps focus on itself and the live region says where we are. A screen
 * reader hears "Previous slide, disabled" at the start, "Next slide" and then "polite: Slide 2 of 8".
 */
export const NextKeepsFocus: Story = {
  tags: ['language-dependent'],
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const { prev, next } = buttonsOf(canvas, globals.locale);
    const previousName = localized(globals.locale, '이전 슬라이드');
    const nextName = localized(globals.locale, '다음 슬라이드');
    await ready(next);
    await withScreenReader(canvasElement, async (reader) => {
      // At the start, Previous is disabled but stays focusable (aria-disabled), so focus is never lost.
      await expect(prev).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(prev);
      await expect(liveRegion(canvasElement)).toHaveTextContent('');
      await expectSpoken(reader, { role: 'button', name: previousName, states: ['disabled'] });

      await userEvent.click(next);
      await expect(next).toHaveFocus();
      await expectSpoken(reader, { role: 'button', name: nextName, notStates: ['disabled'] });
      await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent(liveOf(globals.locale, 2, 8)));
      await expect(liveRegion(canvasElement)).toHaveAttribute('aria-live', 'polite');
      await expectSpoken(reader, movedTo(globals.locale, 2, 8), { times: 1 });
      await expect(prev).toHaveAttribute('aria-disabled', 'false');
      await expect(args.onSlideChange).toHaveBeenLastCalledWith(1);

      // Keyboard activation keeps focus too, and the new position is announced once.
      await userEvent.keyboard('{Enter}');
      await expect(next).toHaveFocus();
      await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent(liveOf(globals.locale, 3, 8)));
      await expectSpoken(reader, movedTo(globals.locale, 3, 8), { times: 1 });
    });
    // Targets are at least 24 px (44 px here).
    await expect(next.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
  },
};

/** ← and → move while focus is anywhere inside the carousel; Next is disabled at the end. */
export const ArrowKeys: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { prev, next } = buttonsOf(canvas, globals.locale);
    await ready(next);
    prev.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent(liveOf(globals.locale, 2, 8)));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent(liveOf(globals.locale, 1, 8)));
    await expect(prev).toHaveFocus();

    // Walk to the end: Next becomes aria-disabled and keeps focus.
    next.focus();
    for (let i = 0; i < 10; i++) await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'));
    await expect(next).toHaveFocus();
  },
};

/** Changing category (a new `resetKey`) starts again at slide 1; the ref's `scrollTo(0)` does too. */
export const ResetOnCategoryChange: Story = {
  render: () => <CampaignDemo />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals.locale === 'en';
    const { prev, next } = buttonsOf(canvas, globals.locale);
    await ready(next);
    await userEvent.click(next);
    await userEvent.click(next);
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent(liveOf(globals.locale, 3, 6)));

    await userEvent.click(canvas.getByRole('button', { name: en ? 'Long-form' : '롱폼' }));
    const region = canvas.getByRole('region', { name: en ? 'Long-form' : '롱폼' });
    await waitFor(() => expect(within(region).getAllByRole('group')).toHaveLength(7));
    await waitFor(() => expect(prev).toHaveAttribute('aria-disabled', 'true'));
    await expect(region).toHaveTextContent(/01\s*\/\s*07/);

    // The imperative handle: scrollTo(0) from elsewhere.
    await userEvent.click(next);
    await userEvent.click(next);
    await waitFor(() => expect(prev).toHaveAttribute('aria-disabled', 'false'));
    await userEvent.click(canvas.getByRole('button', { name: en ? 'Back to start' : '처음으로' }));
    await waitFor(() => expect(prev).toHaveAttribute('aria-disabled', 'true'));
    await expect(liveRegion(canvasElement)).toHaveTextContent(liveOf(globals.locale, 1, 7));
  },
};

/** `loop`: the buttons are never disabled; Previous from the first slide goes to the last. */
export const Loop: Story = {
  args: { loop: true },
  play: async ({ canvasElement, globals }) => {
    const { prev } = buttonsOf(within(canvasElement), globals.locale);
    await waitFor(() => expect(prev).toHaveAttribute('aria-disabled', 'false'));
    await userEvent.click(prev);
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent(liveOf(globals.locale, 8, 8)));
  },
};

/** The long client list (Abbey Road): 10 columns of 15 names, several columns in view on desktop. */
export const ClientList: Story = {
  render: function Render() {
    const { t } = useLingui();
    return <CarouselClientList label={t`함께한 아티스트`} columns={clientColumns} />;
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', {
      name: globals.locale === 'en' ? 'Artists we have worked with' : '함께한 아티스트',
    });
    const slides = within(region).getAllByRole('group');
    await expect(slides).toHaveLength(10);
    for (const [i, slide] of slides.entries()) {
      await expect(slide).toHaveAccessibleName(nameOf(globals.locale, i + 1, 10));
      await expect(within(slide).getAllByRole('listitem')).toHaveLength(15);
    }
    const { next } = buttonsOf(canvas, globals.locale);
    await ready(next);
    await userEvent.click(next);
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent(liveOf(globals.locale, 2, 10)));
    // Several columns are in view at 1280 px, one and a bit at 390 px (once the move has settled).
    const inView = () =>
      slides.filter((slide) => {
        const r = slide.getBoundingClientRect();
        return r.left >= 0 && r.right <= window.innerWidth + 1;
      }).length;
    await waitFor(() => expect(inView()).toBeGreaterThanOrEqual(window.innerWidth >= 1024 ? 3 : 1));
  },
};

/** The client list at 390 px. */
export const ClientListMobile: Story = {
  ...ClientList,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  // .storybook/test-runner.ts takes the width from this parameter (story globals are not in its context).
  parameters: { viewport: { defaultViewport: 'mobile' } },
};

/** Campaign pictures at 390 px: one picture and a peek of the next; `big` ones nearly full width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  // .storybook/test-runner.ts takes the width from this parameter (story globals are not in its context).
  parameters: { viewport: { defaultViewport: 'mobile' } },
  play: async ({ canvasElement }) => {
    const slides = within(canvasElement).getAllByRole('group');
    // The second picture is `big`: wider than the first.
    await expect(slides[1]!.getBoundingClientRect().width).toBeGreaterThan(slides[0]!.getBoundingClientRect().width);
  },
};

/** Reduced motion: moves jump, and the progress rule does not animate. */
export const ReducedMotion: Story = {
  parameters: { reducedMotion: true },
  globals: { motion: 'reduce' },
  play: async ({ canvasElement, globals }) => {
    const { next } = buttonsOf(within(canvasElement), globals.locale);
    await ready(next);
    await userEvent.click(next);
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent(liveOf(globals.locale, 2, 8)));
    // The test-runner emulates prefers-reduced-motion: the progress rule's transition is off.
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      const track = canvasElement.querySelectorAll<HTMLElement>('[aria-hidden="true"]')[1]!;
      const fill = track.firstElementChild!;
      await expect(parseFloat(getComputedStyle(fill).transitionDuration)).toBeLessThan(0.01);
    }
  },
};

/**
 * All states of Carousel in one picture: the visual target (Chromatic and the offline visual
 * check). Both layouts at rest on their first slide (Previous disabled): campaign pictures, `big`
 * ones wider, with and without a platform tag; and the client list's columns.
 */
export const Screenshots: Story = {
  ...visualTarget(),
  tags: ['language-dependent'],
  parameters: { ...visualTarget().parameters, reducedMotion: true },
  globals: { motion: 'reduce' },
  render: function Render() {
    const { t } = useLingui();
    return (
      <Stack gap="xxl">
        <ImagesDemo />
        <CarouselClientList label={t`함께한 아티스트`} columns={clientColumns} />
      </Stack>
    );
  },
};
