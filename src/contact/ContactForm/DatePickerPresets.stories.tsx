import type { Meta, StoryObj } from '@storybook/react-vite';
import { addDays } from 'date-fns';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formColumn, withHeldValue } from '../../../.storybook/helpers/fields';
import { localized } from '../../../.storybook/helpers/messages';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { Stack } from '../../components/Box';
import { toIsoDate } from '../../lib/dates';
import { ReadyDatePicker, ReleaseDatePicker } from './DatePickerPresets';
import { morningOf, storyDay } from '../../../tests/clock/clock';

/** Every story's "today", so the calendar and its snapshots never move: the preview's pinned day (tests/clock/clock.ts). */
const storyToday = morningOf(storyDay);

/** The days a server might close: every Wednesday from 2026-11-04 for a year and a half. */
const closedWednesdays: readonly string[] = Array.from({ length: 78 }, (_, week) =>
  toIsoDate(addDays(new Date(2026, 10, 4), week * 7)),
);

const HeldReleaseDatePicker = withHeldValue(ReleaseDatePicker);
const HeldReadyDatePicker = withHeldValue(ReadyDatePicker);

/**
 * The contact form's presets of `DatePicker` (Components/DatePicker, where the picker's behaviour
 * is shown): each brings its label, its earliest day and the text that explains the disabled days.
 *
 * - `ReleaseDatePicker`: "출시 희망일", from today + 14 days (SPEC §5).
 * - `ReadyDatePicker`: "자료 준비 완료일", from today.
 *
 * Both are presentational like the picker: the days the server closed come in as `disabledDates`
 * from the contact page's `useReleaseCalendar`.
 */
const meta = {
  title: 'Features/ContactForm/DatePickerPresets',
  component: ReleaseDatePicker,
  decorators: [formColumn],
  args: {
    value: '',
    today: storyToday,
    required: true,
    onChange: fn(),
    disabledDates: closedWednesdays,
    onVisibleMonthChange: fn(),
  },
  argTypes: {
    onChange: { table: { disable: true } },
    onVisibleMonthChange: { table: { disable: true } },
    disabledDates: { control: false },
    today: { control: false },
    hint: { control: false },
    error: { control: false },
  },
  render: (args) => <HeldReleaseDatePicker {...args} />,
} satisfies Meta<typeof ReleaseDatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The release date: its label, the first day it allows (today + 14) and why the others are grey. */
export const ReleaseDate: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const label = localized(globals.locale, '출시 희망일');
    await expect(canvas.getByRole('textbox', { name: label })).toBeRequired();
    await userEvent.click(
      canvas.getByRole('button', { name: localized(globals.locale, '{label} 달력 열기', { label }) }),
    );
    const dialog = await body.findByRole('dialog', { name: localized(globals.locale, '{label} 달력', { label }) });
    await expect(dialog).toHaveTextContent(
      localized(globals.locale, '출시일은 오늘부터 {days}일 뒤의 날짜부터 고를 수 있으며, 마감된 날짜는 제외됩니다.', {
        days: 14,
      }),
    );
    // Nothing chosen and today is before the minimum: the first allowed day has the focus.
    await waitFor(() =>
      expect(document.activeElement?.closest('[role="gridcell"]')?.getAttribute('data-day')).toBe('2026-12-05'),
    );
    await expect(dialog.querySelector('[data-day="2026-12-04"] button')).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** The materials-ready date: its label, today allowed and focused, the explanation of grey days. */
export const ReadyDate: Story = {
  render: (args) => <HeldReadyDatePicker {...args} />,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const label = localized(globals.locale, '자료 준비 완료일');
    await userEvent.click(
      canvas.getByRole('button', { name: localized(globals.locale, '{label} 달력 열기', { label }) }),
    );
    const dialog = await body.findByRole('dialog', { name: localized(globals.locale, '{label} 달력', { label }) });
    await expect(dialog).toHaveTextContent(
      localized(globals.locale, '자료 준비 완료일은 오늘부터 고를 수 있으며, 마감된 날짜는 제외됩니다.'),
    );
    await waitFor(() =>
      expect(document.activeElement?.closest('[role="gridcell"]')?.getAttribute('data-day')).toBe('2026-11-21'),
    );
    await expect(dialog.querySelector('[data-day="2026-11-20"] button')).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-21');
  },
};

/**
 * Both presets in one picture, closed: the visual target (Chromatic and the offline visual check).
 * The ready date with a day chosen; the release date with a day before its minimum (the field's
 * own message).
 */
export const Screenshots: Story = {
  ...visualTarget(),
  tags: ['language-dependent'],
  render: (args) => (
    <Stack gap="xl">
      <HeldReadyDatePicker {...args} value="2026-11-24" />
      <HeldReleaseDatePicker {...args} value="2026-11-24" />
    </Stack>
  ),
};
