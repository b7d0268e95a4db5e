import { Trans, useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { addDays, startOfDay } from 'date-fns';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { toIsoDate } from '../../lib/dates';
import { Stack } from '../Box';
import { expectNoOverflow, formColumn, say, withHeldValue } from '../../../.storybook/helpers/fields';
import { localized } from '../../../.storybook/helpers/messages';
import { expectSpoken, phrasePattern, readUntil, withScreenReader } from '../../../.storybook/helpers/screenReader';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { TimeSlotSelect } from '../TimeSlotSelect';
import { DatePicker, type DatePickerProps } from './DatePicker';
import { morningOf, storyDay } from '../../../tests/clock/clock';

/** Every story's "today", so the calendar and its snapshots never move: the preview's pinned day (tests/clock/clock.ts). */
const storyToday = morningOf(storyDay);

/**
 * The stories' `disabledDates`: every Wednesday from 2026-11-04 for a year and a half (what a
 * server might close; the picker only shows the list it is given).
 */
const closedWednesdays: readonly string[] = Array.from({ length: 78 }, (_, week) =>
  toIsoDate(addDays(new Date(2026, 10, 4), week * 7)),
);

/**
 * Sample data for the contact form's set-ups below: its release lead time (SPEC §5: today + 14 days)
 * and its release slots (SPEC §9). The form's own rules live in src/contact (releaseRules.ts), which
 * a primitive's stories do not import.
 */
const sampleReleaseLeadDays = 14;
const sampleSlots = ['12:00', '18:00'] as const;
const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

type DemoProps = DatePickerProps & { setup?: 'generic' | 'release' | 'ready' };

const HeldDatePicker = withHeldValue(DatePicker);

/**
 * Holds the value like a form would; the label is translated here because it must be text. Besides
 * the generic picker, the two set-ups the contact form uses, written with the picker's own props:
 * a release date (min = today + 14 days) and a materials-ready date (min = today). The form's
 * presets themselves have their stories in Features/ContactForm/DatePickerPresets.
 */
function DatePickerDemo({ setup = 'generic', ...args }: DemoProps) {
  const { t } = useLingui();
  const today = args.today ?? storyToday;
  const days = sampleReleaseLeadDays;
  if (setup === 'release')
    return (
      <HeldDatePicker
        {...args}
        label={args.label || t`출시 희망일`}
        min={addDays(startOfDay(today), days)}
        disabledReason={t`출시일은 오늘부터 ${days}일 뒤의 날짜부터 고를 수 있으며, 마감된 날짜는 제외됩니다.`}
      />
    );
  if (setup === 'ready')
    return (
      <HeldDatePicker
        {...args}
        label={args.label || t`자료 준비 완료일`}
        min={startOfDay(today)}
        disabledReason={t`자료 준비 완료일은 오늘부터 고를 수 있으며, 마감된 날짜는 제외됩니다.`}
      />
    );
  return <HeldDatePicker {...args} label={args.label || t`출시 희망일`} />;
}

/**
 * A date field: type the date or pick it from a calendar (react-day-picker 10 in a Radix
 * Popover). Controlled: `value` is `YYYY-MM-DD` or `''`; `onChange` receives only allowed
 * dates (`''` for a cleared, invalid or disallowed entry, whose text stays with its message).
 * The ref reaches the `<input>`.
 *
 * - **Typing**: `YYYY-MM-DD`, also `YYYY.MM.DD`, `2026. 12. 9.`, `YYYY/MM/DD`, `YYYYMMDD`; on leaving
 *   the field it is normalised to `YYYY-MM-DD`. An invalid date (after leaving the field), one
 *   before `min` or one the server disabled shows a specific message as the field's error.
 * - **Calendar**: the button's name includes the label and the chosen date. The popover is a
 *   dialog named after the label; focus goes to the selected day, else today, else the first
 *   enabled day. Arrows move by day/week, Home/End to the week's ends, PageUp/PageDown by month,
 *   Shift+PageUp/PageDown by year; disabled days are skipped. Enter picks, closes and returns
 *   focus to the button. Escape closes. Disabled days are grey and struck through, named
 *   "unavailable", and explained under the grid (`disabledReason`).
 * - `min`: the earliest day. `today` (default now): fixed in stories. The locale follows the UI
 *   language (Korean captions such as "2026년 12월").
 * - `disabledDates`: the days that cannot be chosen besides those before `min` (`YYYY-MM-DD`), e.g.
 *   the dates the server closed. Presentational: the picker never loads them. A value that turns
 *   up in a later list is withdrawn (`onChange('')`, the typed text stays with its message).
 * - `onVisibleMonthChange(month)`: the first day of the month shown, on open and on every month
 *   change, so the data's owner (the contact page's `useReleaseCalendar`) can load it.
 * - The contact form's presets, `ReleaseDatePicker` (min = today + 14 days) and `ReadyDatePicker`
 *   (min = today), have their own stories and visual target: Features/ContactForm/DatePickerPresets
 *   (`src/contact/ContactForm/DatePickerPresets.stories.tsx`). The stories here set the picker up
 *   the same way with its own props.
 */
const meta = {
  title: 'Components/DatePicker',
  component: DatePicker,
  decorators: [formColumn],
  args: {
    label: '',
    value: '',
    today: storyToday,
    min: storyToday,
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
    min: { control: false },
    hint: { control: false },
    error: { control: false },
    disabledReason: { control: false },
  },
  render: (args) => <DatePickerDemo {...args} />,
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const dayIn = (dialog: HTMLElement, iso: string) => {
  const button = dialog.querySelector<HTMLButtonElement>(`[data-day="${iso}"] button`);
  if (!button) throw new Error(`${iso} is not in the calendar`);
  return button;
};
const focusedDay = () => document.activeElement?.closest('[role="gridcell"]')?.getAttribute('data-day');

const releaseLabel = (locale: unknown) => localized(locale, '출시 희망일');
/** The calendar button and dialog of the field labelled by the message `label`. */
const openLabel = (locale: unknown, label = '출시 희망일') =>
  localized(locale, '{label} 달력 열기', { label: localized(locale, label) });
const dialogName = (locale: unknown, label = '출시 희망일') =>
  localized(locale, '{label} 달력', { label: localized(locale, label) });
const openChosenLabel = (locale: unknown, chosen: string) =>
  localized(locale, '{label} 달력 열기, {chosen} 선택됨', { label: releaseLabel(locale), chosen });

/** The generic picker (min = today): pick a day with the mouse. */
export const Playground: Story = {
  args: { disabledReason: <Trans>지난 날짜와 마감된 날짜는 선택할 수 없습니다.</Trans> },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: openLabel(globals.locale) }));
    const dialog = await body.findByRole('dialog', { name: dialogName(globals.locale) });
    // Today (not disabled) gets the focus.
    await waitFor(() => expect(focusedDay()).toBe('2026-11-21'));
    await userEvent.click(dayIn(dialog, '2026-11-27'));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-27');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('textbox', { name: releaseLabel(globals.locale) })).toHaveValue('2026-11-27');
  },
};

/**
 * The release date (min = today + 14) with the server's disabled days: focus, skipping a
 * disabled day with ArrowRight, Enter to pick, focus back on the renamed button. A screen reader
 * hears the calendar dialog with its explanation, the focused day, a server-closed day as
 * "unavailable, disabled", and after the pick the button and the field reading the chosen date.
 */
export const ReleaseDate: Story = {
  tags: ['language-dependent'],
  render: (args) => <DatePickerDemo {...args} setup="release" />,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: openLabel(globals.locale) });
    const input = canvas.getByRole('textbox', { name: releaseLabel(globals.locale) });
    const unavailable = localized(globals.locale, '선택할 수 없음');
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');

    await withScreenReader(canvasElement, async (reader) => {
      await userEvent.click(trigger);
      const dialog = await body.findByRole('dialog', { name: dialogName(globals.locale) });
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      // The dialog is announced with its name and, as its description, why days are disabled.
      await expectSpoken(reader, {
        role: 'dialog',
        name: dialogName(globals.locale),
        description: [
          localized(globals.locale, '회색에 <0>줄이 그어진</0> 날짜는 선택할 수 없습니다.'),
          localized(
            globals.locale,
            '출시일은 오늘부터 {days}일 뒤의 날짜부터 고를 수 있으며, 마감된 날짜는 제외됩니다.',
            {
              days: 14,
            },
          ),
        ].join(' '),
      });
      // Nothing selected and today (11-21) is before min: the first enabled day, 12-05, has focus.
      await waitFor(() => expect(focusedDay()).toBe('2026-12-05'));
      await expect(args.onVisibleMonthChange).toHaveBeenCalledWith(new Date(2026, 11, 1));
      const firstDay = dayIn(dialog, '2026-12-05');
      await expectSpoken(reader, {
        role: 'button',
        name: firstDay.getAttribute('aria-label')!,
        notStates: [unavailable, 'disabled'],
      });

      // Wednesday 12-09 is disabled by the server, and said so in the name and in the text.
      await waitFor(() => expect(dayIn(dialog, '2026-12-09')).toBeDisabled());
      await expect(dayIn(dialog, '2026-12-09')).toHaveAccessibleName(escaped(unavailable));
      await expect(dialog).toHaveTextContent(
        localized(globals.locale, '회색에 <0>줄이 그어진</0> 날짜는 선택할 수 없습니다.'),
      );
      await expect(dialog).toHaveTextContent(
        localized(
          globals.locale,
          '출시일은 오늘부터 {days}일 뒤의 날짜부터 고를 수 있으며, 마감된 날짜는 제외됩니다.',
          {
            days: 14,
          },
        ),
      );
      // The arrow keys skip it, so a reader user meets it by reading the grid: "…, unavailable, disabled".
      const closed = await readUntil(reader, dayIn(dialog, '2026-12-09'));
      await expect(closed).toMatch(phrasePattern({ role: 'button', states: [unavailable, 'disabled'] }));

      await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
      await expect(focusedDay()).toBe('2026-12-08');
      await userEvent.keyboard('{ArrowRight}');
      await expect(focusedDay()).toBe('2026-12-10');

      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
      await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-10');
      await expect(trigger).toHaveFocus();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(trigger).toHaveAccessibleName(openChosenLabel(globals.locale, '2026-12-10'));
      await expect(input).toHaveValue('2026-12-10');
      // Focus back on the button, which now says the chosen date; the field reads it back too.
      await expectSpoken(reader, {
        role: 'button',
        name: openChosenLabel(globals.locale, '2026-12-10'),
        states: ['not expanded'],
      });
      await userEvent.tab({ shift: true });
      await expect(input).toHaveFocus();
      await expectSpoken(reader, new RegExp(`^textbox, ${escaped(releaseLabel(globals.locale)).source}, 2026-12-10, `));
      await expectSpoken(reader, { role: 'textbox', name: releaseLabel(globals.locale), states: ['required'] });
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
    });

    // Reopening focuses the selected day.
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog');
    await waitFor(() => expect(focusedDay()).toBe('2026-12-10'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/**
 * The calendar button opens and closes the dialog like Radix's own Popover trigger (the dialog's
 * code loads on first use): Enter and Space on the button reached with Tab, Escape back to the
 * button; a click opens, a second click on the button closes it (and does not reopen it), a click
 * in the text field closes it and leaves the focus there.
 */
export const OpenWithKeyboardAndMouse: Story = {
  render: (args) => <DatePickerDemo {...args} setup="release" />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('textbox', { name: releaseLabel(globals.locale) });
    const trigger = canvas.getByRole('button', { name: openLabel(globals.locale) });
    const dialog = () => body.queryByRole('dialog', { name: dialogName(globals.locale) });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).not.toHaveAttribute('aria-controls');

    // Keyboard: Tab from the field to the button, Enter opens on the first enabled day.
    await userEvent.click(input);
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(focusedDay()).toBe('2026-12-05'));
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('data-state', 'open');
    await expect(trigger).toHaveAttribute('aria-controls', dialog()!.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog()).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Space does the same.
    await userEvent.keyboard(' ');
    await waitFor(() => expect(focusedDay()).toBe('2026-12-05'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog()).toBeNull());
    await expect(trigger).toHaveFocus();

    // Mouse: a click opens, a second click on the same button closes.
    await userEvent.click(trigger);
    await waitFor(() => expect(focusedDay()).toBe('2026-12-05'));
    await userEvent.click(trigger);
    await waitFor(() => expect(dialog()).toBeNull());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveAttribute('data-state', 'closed');

    // A click in the text field closes the calendar and keeps the focus in the field.
    await userEvent.click(trigger);
    await waitFor(() => expect(focusedDay()).toBe('2026-12-05'));
    await userEvent.click(input);
    await waitFor(() => expect(dialog()).toBeNull());
    await expect(input).toHaveFocus();
  },
};

/** Home/End, PageUp/PageDown, Shift+PageDown and arrows up/down, as DayPicker provides them. */
export const KeyboardNavigation: Story = {
  tags: ['language-dependent'],
  render: (args) => <DatePickerDemo {...args} setup="release" />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: openLabel(globals.locale) }));
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(focusedDay()).toBe('2026-12-05'));
    await waitFor(() => expect(dayIn(dialog, '2026-12-09')).toBeDisabled());
    const caption = () => dialog.querySelector('[role="status"]')?.textContent;
    await expect(caption()).toBe(say(globals.locale, '2026년 12월', 'December 2026'));

    await userEvent.keyboard('{ArrowDown}'); // a week later
    await expect(focusedDay()).toBe('2026-12-12');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}'); // Fri 11, Thu 10
    await expect(focusedDay()).toBe('2026-12-10');
    await userEvent.keyboard('{Home}');
    await expect(focusedDay()).toBe('2026-12-06');
    await userEvent.keyboard('{End}');
    await expect(focusedDay()).toBe('2026-12-12');
    await userEvent.keyboard('{PageDown}');
    await expect(focusedDay()).toBe('2027-01-12');
    await expect(caption()).toBe(say(globals.locale, '2027년 1월', 'January 2027'));
    await userEvent.keyboard('{PageUp}');
    await expect(focusedDay()).toBe('2026-12-12');
    await userEvent.keyboard('{Shift>}{PageDown}{/Shift}');
    await expect(focusedDay()).toBe('2027-12-12');
    await expect(caption()).toBe(say(globals.locale, '2027년 12월', 'December 2027'));
    await userEvent.keyboard('{Shift>}{PageUp}{/Shift}');
    await expect(focusedDay()).toBe('2026-12-12');
    await userEvent.keyboard('{ArrowUp}'); // 12-05 is the first enabled day; 11-28 is before min
    await expect(focusedDay()).toBe('2026-12-05');
    await userEvent.keyboard('{ArrowUp}');
    await expect(focusedDay()).toBe('2026-12-05');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** min is exactly today + 14: 12-04 is disabled and ignores clicks, 12-05 can be picked. */
export const MinimumDate: Story = {
  render: (args) => <DatePickerDemo {...args} setup="release" />,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: openLabel(globals.locale) }));
    const dialog = await body.findByRole('dialog');
    const dayBefore = dayIn(dialog, '2026-12-04');
    await expect(dayBefore).toBeDisabled();
    await userEvent.click(dayBefore, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(body.getByRole('dialog')).toBeInTheDocument();
    // November (with today) is entirely before min: the calendar does not go there.
    await expect(body.getByRole('button', { name: localized(globals.locale, '이전 달') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    const min = dayIn(dialog, '2026-12-05');
    await expect(min).toBeEnabled();
    await userEvent.click(min);
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-05');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** The month shown is reported on open and on each month change (by keys or buttons), and only then. */
export const ReportsVisibleMonth: Story = {
  render: (args) => <DatePickerDemo {...args} setup="release" />,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const report = args.onVisibleMonthChange!;
    await expect(report).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: openLabel(globals.locale) }));
    await body.findByRole('dialog');
    await expect(report).toHaveBeenCalledTimes(1);
    await expect(report).toHaveBeenLastCalledWith(new Date(2026, 11, 1));

    await waitFor(() => expect(focusedDay()).toBe('2026-12-05'));
    await userEvent.keyboard('{PageDown}');
    await expect(report).toHaveBeenCalledTimes(2);
    await expect(report).toHaveBeenLastCalledWith(new Date(2027, 0, 1));

    await userEvent.click(body.getByRole('button', { name: localized(globals.locale, '다음 달') }));
    await expect(report).toHaveBeenCalledTimes(3);
    await expect(report).toHaveBeenLastCalledWith(new Date(2027, 1, 1));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    // Typing shows no month: nothing is reported (the data's owner follows the value itself).
    await userEvent.type(canvas.getByRole('textbox'), '2027-03-11');
    await expect(args.onChange).toHaveBeenLastCalledWith('2027-03-11');
    await expect(report).toHaveBeenCalledTimes(3);
  },
};

/**
 * The list arrives after the value (as when its owner loads the month late): the value is
 * withdrawn, the typed date stays with the reason.
 */
export const DisabledDatesArriveLater: Story = {
  render: function Render(args) {
    const [known, setKnown] = useState<readonly string[]>([]);
    return (
      <DatePickerDemo
        {...args}
        setup="release"
        disabledDates={known}
        onChange={(value) => {
          args.onChange(value);
          if (value) setKnown(args.disabledDates as readonly string[]);
        }}
      />
    );
  },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: releaseLabel(globals.locale) });
    await userEvent.type(input, '2026-12-09');
    await expect(args.onChange).toHaveBeenCalledWith('2026-12-09');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(''));
    await expect(
      canvas.getByText(
        localized(globals.locale, '선택할 수 없는 날짜입니다. 마감된 날짜이니 다른 날짜를 골라 주세요.'),
      ),
    ).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('2026-12-09');
  },
};

/** Typing: an impossible date, one before min and one the server disabled each say why. */
export const TypedDates: Story = {
  render: (args) => <DatePickerDemo {...args} setup="release" />,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: releaseLabel(globals.locale) });
    await expect(input).toHaveAccessibleDescription(
      localized(globals.locale, '연-월-일 순서로 입력하거나 달력 버튼으로 고르세요. 예: {example}', {
        example: '2026-12-05',
      }),
    );

    // Before min.
    await userEvent.type(input, '2026-12-04');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      escaped(
        localized(globals.locale, '선택할 수 없는 날짜입니다. <0>{earliest}</0>부터 선택할 수 있습니다.', {
          earliest: '2026-12-05',
        }),
      ),
    );
    await expect(args.onChange).not.toHaveBeenCalled();

    // Not a date: said when leaving the field, not while typing.
    await userEvent.clear(input);
    await userEvent.type(input, '2026-13-45');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      escaped(
        localized(globals.locale, '날짜를 연-월-일 순서로 입력해 주세요. 예: {example}', { example: '2026-12-05' }),
      ),
    );
    await expect(input).toHaveValue('2026-13-45');

    // A day in `disabledDates` (a Wednesday the server closed): refused, with its reason.
    await userEvent.clear(input);
    await userEvent.type(input, '2026-12-09');
    await waitFor(() =>
      expect(
        canvas.getByText(
          localized(globals.locale, '선택할 수 없는 날짜입니다. 마감된 날짜이니 다른 날짜를 골라 주세요.'),
        ),
      ).toBeVisible(),
    );
    await expect(args.onChange).not.toHaveBeenCalledWith('2026-12-09');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('2026-12-09');

    // A good date in dotted form is taken and normalised.
    await userEvent.clear(input);
    await userEvent.type(input, '2026.12.10');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-10');
    await userEvent.tab();
    await expect(input).toHaveValue('2026-12-10');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('button', { name: new RegExp('2026-12-10') })).toBeInTheDocument();
  },
};

/** The materials-ready date (min = today): today is focused and enabled, yesterday is not. */
export const ReadyDate: Story = {
  render: (args) => <DatePickerDemo {...args} setup="ready" />,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      canvas.getByRole('button', {
        name: openLabel(globals.locale, '자료 준비 완료일'),
      }),
    );
    const dialog = await body.findByRole('dialog', {
      name: dialogName(globals.locale, '자료 준비 완료일'),
    });
    await waitFor(() => expect(focusedDay()).toBe('2026-11-21'));
    await expect(args.onVisibleMonthChange).toHaveBeenLastCalledWith(new Date(2026, 10, 1));
    await expect(dayIn(dialog, '2026-11-20')).toBeDisabled();
    await waitFor(() => expect(dayIn(dialog, '2026-11-25')).toBeDisabled());
    await expect(document.activeElement).toHaveAccessibleName(escaped(localized(globals.locale, '오늘')));
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-21');
  },
};

/** Without `disabledDates` only `min` limits the choice: a Wednesday can be picked. */
export const WithoutDisabledDates: Story = {
  args: { disabledDates: undefined },
  render: (args) => <DatePickerDemo {...args} setup="release" />,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: openLabel(globals.locale) }));
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(focusedDay()).toBe('2026-12-05'));
    await expect(dayIn(dialog, '2026-12-09')).toBeEnabled();
    await userEvent.click(dayIn(dialog, '2026-12-09'));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-09');
    await expect(canvas.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
  },
};

/** The calendar left open (the Chromatic snapshot): Korean caption and weekdays in ko. */
export const OpenCalendar: Story = {
  tags: ['language-dependent'],
  args: { value: '2026-12-18' },
  render: (args) => <DatePickerDemo {...args} setup="release" />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      canvas.getByRole('button', {
        name: openChosenLabel(globals.locale, '2026-12-18'),
      }),
    );
    const dialog = await body.findByRole('dialog', { name: dialogName(globals.locale) });
    await waitFor(() => expect(focusedDay()).toBe('2026-12-18'));
    await expect(within(dialog).getByRole('grid')).toHaveAccessibleName(
      say(globals.locale, '2026년 12월', 'December 2026'),
    );
    await expect(dialog.querySelector('[role="status"]')).toHaveTextContent(
      say(globals.locale, '2026년 12월', 'December 2026'),
    );
    // DayPicker hides the weekday row from assistive technology; each day's name says its weekday.
    const weekdays = [...dialog.querySelectorAll('th')].map((header) => header.textContent);
    await expect(weekdays[0]).toBe(say(globals.locale, '일', 'Su'));
    await expect(dayIn(dialog, '2026-12-18').closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(dayIn(dialog, '2026-12-16')).toBeDisabled());
  },
};

/** In a form: the release date and its time slot side by side. */
export const WithTimeSlot: Story = {
  render: function Render(args) {
    const [time, setTime] = useState<'12:00' | '18:00' | ''>('');
    return (
      <Stack gap="lg">
        <DatePickerDemo {...args} setup="release" />
        <TimeSlotSelect required slots={sampleSlots} value={time} onChange={setTime} />
      </Stack>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: releaseLabel(globals.locale) })).toBeRequired();
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
  },
};

/** Long label, hint and error at 390 px; the open calendar fits the screen. */
export const LongLabels: Story = {
  tags: ['language-dependent'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    label: '',
    hint: <Trans>음원과 앨범 자료는 출시일 2주 전까지 업로드해 주세요. 음원이 없는 신청은 검토에서 제외됩니다.</Trans>,
    error: <Trans>출시 희망일과 시간을 입력해 주세요. 날짜를 모르면 가장 이른 희망일을 적어 주세요.</Trans>,
  },
  render: function Render(args) {
    const { t } = useLingui();
    return (
      <DatePickerDemo
        {...args}
        setup="release"
        label={t`앨범이 모든 음원 플랫폼에 동시에 공개되기를 바라는 출시 희망일 (한국 표준시 기준)`}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expectNoOverflow(canvasElement);
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button'));
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(focusedDay()).toBe('2026-12-05'));
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * All states of DatePicker in one picture, closed: the visual target (Chromatic and the offline
 * visual check). Empty, a chosen day, a day before the minimum (the field's own message),
 * the form's error with a long label and hint, disabled.
 */
export const Screenshots: Story = {
  ...visualTarget(),
  tags: ['language-dependent'],
  render: function Render(args) {
    const { t } = useLingui();
    return (
      <Stack gap="xl">
        <DatePickerDemo {...args} />
        <DatePickerDemo {...args} setup="ready" value="2026-11-24" />
        <DatePickerDemo {...args} setup="release" value="2026-11-24" />
        <DatePickerDemo
          {...args}
          setup="release"
          label={t`앨범이 모든 음원 플랫폼에 동시에 공개되기를 바라는 출시 희망일 (한국 표준시 기준)`}
          hint={
            <Trans>음원과 앨범 자료는 출시일 2주 전까지 업로드해 주세요. 음원이 없는 신청은 검토에서 제외됩니다.</Trans>
          }
          error={<Trans>출시 희망일과 시간을 입력해 주세요. 날짜를 모르면 가장 이른 희망일을 적어 주세요.</Trans>}
        />
        <DatePickerDemo {...args} value="2026-11-27" disabled />
      </Stack>
    );
  },
};
