import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { EngineerCard, type Engineer } from './EngineerCard';
import { EngineerCardGroup } from './EngineerCardGroup';
import { EngineerPortrait } from './EngineerPortrait';

// Sample engineers written for the stories (invented names; credits in general terms).
const roles = [<Trans>레코딩 엔지니어</Trans>, <Trans>믹싱 엔지니어</Trans>, <Trans>마스터링 엔지니어</Trans>];
const bios = [
  <Trans>오케스트라와 팝 음반의 녹음을 30년 가까이 맡아 왔습니다. 큰 편성의 라이브 녹음에 강합니다.</Trans>,
  <Trans>밴드 사운드의 질감을 살리는 믹싱으로 알려져 있습니다. 영화 음악과 인디 음반을 함께 작업합니다.</Trans>,
  <Trans>스트리밍과 바이닐, 두 가지 포맷의 마스터링을 모두 다룹니다. 재발매 음반의 리마스터링도 맡습니다.</Trans>,
];
const names = [
  'Oliver Hartley',
  'Eleanor Whitcombe',
  '김서준',
  'Thomas Ashby',
  '이다은',
  'Harriet Cole',
  '박준혁',
  'James Pemberton',
  '최유진',
];
const engineers: Engineer[] = names.map((name, i) => ({ name, role: roles[i % 3], bio: bios[i % 3] }));

const expandedStates = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-expanded'));

/**
 * The engineers of the Abbey Road partnership: `EngineerCard` (photo, name, role, bio) and
 * `EngineerCardGroup` (nine cards; only one expanded).
 *
 * - The photo is a disclosure button: `aria-expanded`, `aria-controls` the bio, named by the
 *   card's heading (the engineer's name). Enter/Space toggle it (a native button).
 * - `Engineer`: `{ name, role, bio, photo? }`; without a `photo`, `EngineerPortrait` draws a
 *   monochrome silhouette, deterministically from the name.
 * - `EngineerCardGroup`: pressing a photo expands that card and collapses the others; pressing
 *   it again collapses it. `expandedIndex` (controlled) or `defaultExpandedIndex`, and
 *   `onExpandedChange(index | null)`.
 */
const meta = {
  title: 'Components/EngineerCard',
  component: EngineerCardGroup,
  args: { engineers, defaultExpandedIndex: null, onExpandedChange: fn() },
  argTypes: {
    engineers: { table: { disable: true } },
    expandedIndex: { table: { disable: true } },
    onExpandedChange: { table: { disable: true } },
    className: { table: { disable: true } },
  },
} satisfies Meta<typeof EngineerCardGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nine engineers; pressing photos expands one card at a time. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(9);
    // Each photo button is named with the engineer's name and controls the bio.
    for (const [i, button] of buttons.entries()) {
      await expect(button).toHaveAccessibleName(names[i]!);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      const bio = canvasElement.ownerDocument.getElementById(button.getAttribute('aria-controls')!);
      await expect(bio).not.toBeNull();
      await expect(bio).not.toBeVisible();
    }

    await userEvent.click(buttons[0]!);
    await expect(expandedStates(canvasElement)).toEqual(['true', ...Array(8).fill('false')]);
    await expect(canvasElement.ownerDocument.getElementById(buttons[0]!.getAttribute('aria-controls')!)).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(0);

    // Expanding the second collapses the first.
    await userEvent.click(buttons[1]!);
    await expect(expandedStates(canvasElement)).toEqual(['false', 'true', ...Array(7).fill('false')]);
    await expect(
      canvasElement.ownerDocument.getElementById(buttons[0]!.getAttribute('aria-controls')!),
    ).not.toBeVisible();

    // Pressing it again collapses it: none expanded.
    await userEvent.click(buttons[1]!);
    await expect(expandedStates(canvasElement)).toEqual(Array(9).fill('false'));
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(null);
  },
};

/** Keyboard: Tab to a photo, Enter expands, Space collapses; focus stays on the button. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await userEvent.tab();
    await expect(buttons[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(buttons[0]).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(buttons[1]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(buttons[1]).toHaveAttribute('aria-expanded', 'true');
    await expect(buttons[0]).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(buttons[1]).toHaveAttribute('aria-expanded', 'false');
    await expect(buttons[1]).toHaveFocus();
    await expect(getComputedStyle(buttons[1]!).outlineStyle).toBe('solid');
  },
};

/**
 * Photo files (our square artwork in public/artwork/engineers): the `<img>` has width/height
 * attributes and loads lazily, and the photo keeps the 4:5 frame whatever the file's own ratio.
 */
export const WithPhotoFiles: Story = {
  args: {
    engineers: engineers.slice(0, 3).map((engineer, i) => ({
      ...engineer,
      photo: [
        '/artwork/engineers/alistair-penrose.svg',
        '/artwork/engineers/harriet-colville.svg',
        '/artwork/engineers/rupert-ashdown.svg',
      ][i],
    })),
  },
  play: async ({ canvasElement }) => {
    const images = Array.from(canvasElement.querySelectorAll('img'));
    await expect(images).toHaveLength(3);
    for (const image of images) {
      await expect(image).toHaveAttribute('width');
      await expect(image).toHaveAttribute('height');
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('decoding', 'async');
      const { width, height } = image.getBoundingClientRect();
      await expect(width).toBeGreaterThan(0);
      await expect(Math.abs(height - width * 1.25)).toBeLessThan(1);
    }
    await userEvent.click(within(canvasElement).getAllByRole('button')[0]!);
    await expect(expandedStates(canvasElement)).toEqual(['true', 'false', 'false']);
  },
};

/** Controlled: the page owns `expandedIndex`; the group only reports presses. */
export const Controlled: Story = {
  args: { engineers: engineers.slice(0, 3) },
  render: function Render(args) {
    const [expanded, setExpanded] = useState<number | null>(2);
    return (
      <EngineerCardGroup
        {...args}
        expandedIndex={expanded}
        onExpandedChange={(index) => {
          args.onExpandedChange?.(index);
          setExpanded(index);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(expandedStates(canvasElement)).toEqual(['false', 'false', 'true']);
    await userEvent.click(buttons[0]!);
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(0);
    await expect(expandedStates(canvasElement)).toEqual(['true', 'false', 'false']);
  },
};

/** A single card, expanded, with its role and bio in both languages. */
export const Expanded: Story = {
  render: () => (
    <div style={{ maxWidth: 320 }}>
      <EngineerCard {...engineers[0]!} expanded onToggle={() => {}} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Oliver Hartley' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(globals.locale === 'en' ? 'Recording engineer' : '레코딩 엔지니어')).toBeVisible();
    await expect(canvas.getByText(/30/)).toBeVisible();
  },
};

/** Generated portraits: the same name always draws the same picture. */
export const Portraits: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 16 }}>
      {[...names, 'Oliver Hartley'].map((name, i) => (
        <div key={i} data-name={name}>
          <EngineerPortrait name={name} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const all = canvasElement.querySelectorAll('[data-name="Oliver Hartley"] svg');
    await expect(all).toHaveLength(2);
    await expect(all[0]!.outerHTML).toBe(all[1]!.outerHTML);
    await expect(all[0]).toHaveAttribute('aria-hidden', 'true');
    // No text in the picture: inside the photo button it would be visible words missing from the
    // button's name (the engineer's full name), which WCAG 2.5.3 Label in Name forbids.
    for (const portrait of canvasElement.querySelectorAll('svg')) await expect(portrait.textContent).toBe('');
    // Different names draw different pictures.
    const other = canvasElement.querySelector('[data-name="김서준"] svg');
    await expect(other!.outerHTML).not.toBe(all[0]!.outerHTML);
  },
};

/** The nine cards at 390 px: two columns; an expanded bio stays inside its card. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  // .storybook/test-runner.ts takes the width from this parameter (story globals are not in its context).
  parameters: { viewport: { defaultViewport: 'mobile' } },
  args: { defaultExpandedIndex: 0 },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(2);
    await expect(within(canvasElement).getAllByRole('button')[0]).toHaveAttribute('aria-expanded', 'true');
  },
};

/**
 * All states of EngineerCard in one picture: the visual target (Chromatic and the offline visual check).
 * A photo file (collapsed), a generated portrait expanded with its bio, and one collapsed.
 */
export const Screenshots: Story = {
  ...visualTarget(),
  // A literal array too: Storybook's indexer (index.json) does not read tags from the spread.
  tags: ['language-dependent'],
  args: {
    engineers: [{ ...engineers[0]!, photo: '/artwork/engineers/alistair-penrose.svg' }, ...engineers.slice(1, 3)],
    defaultExpandedIndex: 1,
  },
};
