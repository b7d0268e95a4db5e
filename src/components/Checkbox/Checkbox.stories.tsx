import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formColumn, say, withHeldValue } from '../../../.storybook/helpers/fields';
import { localized } from '../../../.storybook/helpers/messages';
import { expectSpoken, withScreenReader } from '../../../.storybook/helpers/screenReader';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { Stack } from '../Box';
import { Checkbox, type CheckboxProps } from './Checkbox';

const ControlledCheckbox = withHeldValue<CheckboxProps, 'checked'>(Checkbox, 'checked');

/**
 * A native checkbox with its label beside it; the whole row (at least 44 px high) toggles it.
 * Controlled: `checked` + `onChange(checked)`; the ref reaches the `<input>`. `hint` and
 * `error` are linked with `aria-describedby`; an error sets `aria-invalid`.
 *
 * The contact form's consent, a preset of this checkbox, has its own stories and visual target:
 * Features/ContactForm/ConsentCheckbox (`src/contact/ContactForm/CheckboxConsent.stories.tsx`).
 */
const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  decorators: [formColumn],
  args: {
    label: <Trans>새 소식과 이벤트 안내를 이메일로 받겠습니다.</Trans>,
    checked: false,
    required: false,
    onChange: fn(),
  },
  argTypes: {
    onChange: { table: { disable: true } },
    label: { control: false },
    hint: { control: false },
    error: { control: false },
  },
  render: (args) => <ControlledCheckbox {...args} />,
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Clicking the label and pressing Space toggle it; the row is a 44 px target. A screen reader
 * entering it hears "checkbox", the label and "not checked": not required, not invalid.
 */
export const Playground: Story = {
  tags: ['language-dependent'],
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', {
      name: say(
        globals.locale,
        '새 소식과 이벤트 안내를 이메일로 받겠습니다.',
        'Send me news and event announcements by email.',
      ),
    });
    await withScreenReader(canvasElement, async (reader) => {
      await userEvent.tab();
      await expectSpoken(reader, {
        role: 'checkbox',
        name: localized(globals.locale, '새 소식과 이벤트 안내를 이메일로 받겠습니다.'),
        states: ['not checked'],
        notStates: ['required', 'invalid'],
      });
    });
    await userEvent.click(canvas.getByText(say(globals.locale, '새 소식과', 'Send me news'), { exact: false }));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await expect(checkbox.getBoundingClientRect().width).toBeGreaterThanOrEqual(24);
    await expect(checkbox.closest('div')!.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** All states of Checkbox in one picture: the visual target (Chromatic and the offline visual check). */
export const Screenshots: Story = {
  ...visualTarget(),
  tags: ['language-dependent'],
  render: (args) => (
    <Stack gap="lg">
      <ControlledCheckbox {...args} />
      <ControlledCheckbox {...args} checked />
      <ControlledCheckbox {...args} disabled />
      <ControlledCheckbox {...args} checked disabled />
    </Stack>
  ),
};
