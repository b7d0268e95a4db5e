import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectNoOverflow, formColumn, say, withHeldValue } from '../../../.storybook/helpers/fields';
import { localized } from '../../../.storybook/helpers/messages';
import { expectSpoken, readUntil, withScreenReader } from '../../../.storybook/helpers/screenReader';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { Stack } from '../Box';
import { TimeSlotSelect, type TimeSlotSelectProps } from './TimeSlotSelect';

const ControlledTimeSlotSelect = withHeldValue<TimeSlotSelectProps>(TimeSlotSelect);

/** Sample slots: the two release slots of SPEC §9 (the contact form's own list is in src/contact). */
const sampleSlots = ['12:00', '18:00'] as const;

/**
 * A time slot: the `slots` it is given, here 12:00 and 18:00 (the release slots of SPEC §9, which
 * the contact form passes through its preset `ReleaseTimeSelect`), as radios — all visible, one
 * tap. `value` is one of the slots or `''`; the contact payload wants `toPayloadTime(value)`
 * (`12:00:00`). The label defaults to "출시 시간".
 */
const meta = {
  title: 'Components/TimeSlotSelect',
  component: TimeSlotSelect,
  decorators: [formColumn],
  args: { slots: sampleSlots, value: '', required: true, onChange: fn() },
  argTypes: {
    onChange: { table: { disable: true } },
    label: { control: false },
    hint: { control: false },
    error: { control: false },
  },
  render: (args) => <ControlledTimeSlotSelect {...args} />,
} satisfies Meta<typeof TimeSlotSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Exactly two choices, 12:00 and 18:00; choosing reports the slot. A screen reader hears the group
 * "Release time", required, and each slot with its place ("position 2, set size 2").
 */
export const Playground: Story = {
  tags: ['language-dependent'],
  play: async ({ canvasElement, args, globals }) => {
    const group = within(canvasElement).getByRole('radiogroup', {
      name: say(globals.locale, '출시 시간', 'Release time'),
    });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(2);
    await expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual([...sampleSlots]);
    await expect(radios.map((radio) => radio.closest('label')!.textContent)).toEqual(['12:00', '18:00']);
    await expect(group).toHaveAttribute('aria-required', 'true');

    await withScreenReader(canvasElement, async (reader) => {
      await readUntil(reader, {
        role: 'radiogroup',
        name: localized(globals.locale, '출시 시간'),
        states: ['required'],
        notStates: ['invalid'],
      });
      await userEvent.click(within(group).getByRole('radio', { name: '18:00' }));
      await expect(args.onChange).toHaveBeenLastCalledWith('18:00');
      await userEvent.keyboard('{ArrowLeft}');
      await expect(within(group).getByRole('radio', { name: '12:00' })).toBeChecked();
      await expect(args.onChange).toHaveBeenLastCalledWith('12:00');
      // The place of each slot; the checked state is asserted on the element above (the virtual
      // reader reads "checked" from the attribute, which React leaves as first rendered).
      await expectSpoken(reader, { role: 'radio', name: '18:00', states: ['position 2', 'set size 2'] });
      await expectSpoken(reader, { role: 'radio', name: '12:00', states: ['position 1', 'set size 2'] });
    });
  },
};

/**
 * Missing time after submit: the group is invalid and says so. A screen reader reading the form
 * hears "Release time", "Error: …", "invalid" and "required".
 */
export const WithError: Story = {
  tags: ['language-dependent'],
  args: { error: <Trans>출시 희망일과 시간을 입력해 주세요.</Trans> },
  play: async ({ canvasElement, globals }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    await withScreenReader(canvasElement, async (reader) => {
      await readUntil(reader, {
        role: 'radiogroup',
        name: localized(globals.locale, '출시 시간'),
        description: `${localized(globals.locale, '오류:')} ${localized(globals.locale, '출시 희망일과 시간을 입력해 주세요.')}`,
        states: ['invalid', 'required'],
      });
    });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(
      say(
        globals.locale,
        '오류: 출시 희망일과 시간을 입력해 주세요.',
        'Error: Please enter the desired release date and time.',
      ),
    );
  },
};

/** A long label, hint and error wrap inside 390 px. */
export const LongLabels: Story = {
  tags: ['language-dependent'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    label: <Trans>플랫폼에 음원이 공개되기를 바라는 시간 (한국 표준시 기준)</Trans>,
    hint: <Trans>모든 플랫폼에 같은 시간에 공개되며, 해외 플랫폼은 현지 사정에 따라 조금 늦을 수 있습니다.</Trans>,
    error: <Trans>출시 시간을 골라 주세요. 12시와 18시 중 하나만 고를 수 있습니다.</Trans>,
  },
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement);
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(2);
  },
};

/** All states of TimeSlotSelect in one picture: the visual target (Chromatic and the offline visual check). */
export const Screenshots: Story = {
  ...visualTarget(),
  tags: ['language-dependent'],
  render: (args) => (
    <Stack gap="xl">
      <ControlledTimeSlotSelect {...args} />
      <ControlledTimeSlotSelect {...args} value="18:00" />
      <ControlledTimeSlotSelect {...args} error={<Trans>출시 희망일과 시간을 입력해 주세요.</Trans>} />
      <ControlledTimeSlotSelect {...args} value="12:00" disabled />
      <ControlledTimeSlotSelect
        {...args}
        label={<Trans>플랫폼에 음원이 공개되기를 바라는 시간 (한국 표준시 기준)</Trans>}
        hint={<Trans>모든 플랫폼에 같은 시간에 공개되며, 해외 플랫폼은 현지 사정에 따라 조금 늦을 수 있습니다.</Trans>}
        error={<Trans>출시 시간을 골라 주세요. 12시와 18시 중 하나만 고를 수 있습니다.</Trans>}
      />
    </Stack>
  ),
};
