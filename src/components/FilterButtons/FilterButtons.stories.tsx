import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSurface } from '../../../.storybook/helpers/surface';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { articleTypes, type ArticleType } from '../../content/types';
import { inverseSurface } from '../../styles/surfaces.css';
import { Box, Stack } from '../Box';
import { FilterButtons, type FilterButtonsProps } from './FilterButtons';

const typeOptions = articleTypes.map((value) => ({ value, label: value, lang: 'en' }));

/** A filter whose state lives in the story, so the pressed states follow the clicks. */
function StatefulFilter(props: FilterButtonsProps<ArticleType>) {
  const { t } = useLingui();
  const [value, setValue] = useState(props.value);
  return (
    <FilterButtons
      {...props}
      label={props.label || t`게시물 유형 필터`}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

/**
 * Toggle buttons that filter a list — the article types on the Articles page (SPEC §2, §4).
 *
 * - `options`: the filter values (`{ value, label, lang? }`); an "all" button (`allLabel`) comes first.
 * - `value`: the active filter, or `null` for none — then "all" is pressed and everything shows.
 * - `onChange(value | null)`: pressing a value selects it; pressing the pressed one again, or
 *   "all", clears the filter. The owner keeps the state (component state or the URL query).
 * - Each button is a native `button` with `aria-pressed` in a `group` named by `label`; pressed
 *   is shown by a solid fill, not by colour alone. On a charcoal
 *   surface (`PageSection tone="inverse"`, the `inverseSurface` class) the colours follow it.
 */
const meta = {
  title: 'Components/FilterButtons',
  component: FilterButtons,
  args: {
    options: typeOptions,
    value: null,
    allLabel: 'ALL',
    allLang: 'en',
    label: '',
    onChange: fn(),
  },
  argTypes: {
    value: { control: 'select', options: [null, ...articleTypes] },
    onChange: { table: { disable: true } },
    options: { control: false },
    className: { table: { disable: true } },
  },
  render: (args) => <StatefulFilter {...(args as FilterButtonsProps<ArticleType>)} />,
} satisfies Meta<typeof FilterButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

const groupName = (locale: unknown) => (locale === 'en' ? 'Filter by article type' : '게시물 유형 필터');
const pressedNames = (canvas: { getAllByRole: (role: 'button') => HTMLElement[] }) =>
  canvas
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);

/** No filter: ALL is pressed. Pressing a type selects it; pressing it again or ALL clears it. */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: groupName(globals.locale) });
    const buttons = within(group).getAllByRole('button');
    await expect(buttons.map((b) => b.textContent)).toEqual(['ALL', 'MUSIC', 'INTERVIEW', 'VIDEO']);
    for (const button of buttons) await expect(button).toHaveAttribute('type', 'button');
    await expect(pressedNames(canvas)).toEqual(['ALL']);

    await userEvent.click(canvas.getByRole('button', { name: 'MUSIC' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('MUSIC');
    await expect(pressedNames(canvas)).toEqual(['MUSIC']);
    await expect(canvas.getByRole('button', { name: 'ALL' })).toHaveAttribute('aria-pressed', 'false');

    // Another type replaces it: one filter at a time.
    await userEvent.click(canvas.getByRole('button', { name: 'VIDEO' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('VIDEO');
    await expect(pressedNames(canvas)).toEqual(['VIDEO']);

    // Pressing the pressed type again clears the filter.
    await userEvent.click(canvas.getByRole('button', { name: 'VIDEO' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(pressedNames(canvas)).toEqual(['ALL']);

    // ALL resets.
    await userEvent.click(canvas.getByRole('button', { name: 'INTERVIEW' }));
    await userEvent.click(canvas.getByRole('button', { name: 'ALL' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(pressedNames(canvas)).toEqual(['ALL']);
  },
};

/** Keyboard: Tab moves through the buttons in order, Space and Enter toggle, the focus ring shows. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const all = canvas.getByRole('button', { name: 'ALL' });
    await expect(all).toHaveFocus();
    await expect(getComputedStyle(all).outlineStyle).toBe('solid');
    await userEvent.tab();
    const music = canvas.getByRole('button', { name: 'MUSIC' });
    await expect(music).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(music).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(music).toHaveAttribute('aria-pressed', 'false');
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    // Focus stays on the button that was pressed.
    await expect(music).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** Starting with a filter: that type is pressed, ALL is not. Every button is at least 44 px tall. */
export const Preselected: Story = {
  args: { value: 'INTERVIEW' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(pressedNames(canvas)).toEqual(['INTERVIEW']);
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await expect(button).toHaveAttribute('lang', 'en');
    }
  },
};

/** On charcoal surfaces. */
export const Inverse: Story = {
  args: { value: 'MUSIC' },
  decorators: [
    (Story) => (
      <Box padding="lg">
        <Story />
      </Box>
    ),
    withSurface,
  ],
  parameters: { surface: 'inverse' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const music = canvas.getByRole('button', { name: 'MUSIC' });
    const all = canvas.getByRole('button', { name: 'ALL' });
    // Pressed and not pressed differ by fill, not only by text colour.
    await expect(getComputedStyle(music).backgroundColor).not.toBe(getComputedStyle(all).backgroundColor);
  },
};

/** Localised labels at 390 px: the row wraps instead of overflowing. */
export const LongLabels: Story = {
  tags: ['language-dependent'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: function Render(args) {
    const { t } = useLingui();
    const options = [
      { value: 'MUSIC', label: t`새로 나온 음악` },
      { value: 'INTERVIEW', label: t`아티스트 인터뷰` },
      { value: 'VIDEO', label: t`뮤직비디오와 라이브 영상` },
    ] as const;
    return (
      <StatefulFilter
        {...(args as FilterButtonsProps<ArticleType>)}
        options={options}
        allLabel={t`전체 보기`}
        allLang={undefined}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group');
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth + 1);
    await expect(within(group).getAllByRole('button')).toHaveLength(4);
  },
};

/** All states of FilterButtons in one picture: the visual target (Chromatic and the offline visual check). */
export const Screenshots: Story = {
  ...visualTarget(),
  tags: ['language-dependent'],
  render: function Render(args) {
    const { t } = useLingui();
    const props = args as FilterButtonsProps<ArticleType>;
    return (
      <Stack gap="lg">
        <StatefulFilter {...props} />
        <Box className={inverseSurface} padding="lg">
          <StatefulFilter {...props} value="MUSIC" />
        </Box>
        <Box style={{ maxWidth: 358 }}>
          <StatefulFilter
            {...props}
            value="VIDEO"
            options={[
              { value: 'MUSIC', label: t`새로 나온 음악` },
              { value: 'INTERVIEW', label: t`아티스트 인터뷰` },
              { value: 'VIDEO', label: t`뮤직비디오와 라이브 영상` },
            ]}
            allLabel={t`전체 보기`}
            allLang={undefined}
          />
        </Box>
      </Stack>
    );
  },
};
