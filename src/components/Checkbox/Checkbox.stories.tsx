import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectNoOverflow, formColumn, say, withHeldValue } from '../../../.storybook/helpers/fields';
import { localized } from '../../../.storybook/helpers/messages';
import { expectSpoken, withScreenReader } from '../../../.storybook/helpers/screenReader';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { Stack } from '../Box';
import { Checkbox, type CheckboxProps } from './Checkbox';
import { ConsentCheckbox } from '../../contact/ContactForm/CheckboxConsent';

const ControlledCheckbox = withHeldValue<CheckboxProps, 'checked'>(Checkbox, 'checked');
const HeldConsent = withHeldValue(ConsentCheckbox, 'checked');
/** The consent brings its own label. */
const ControlledConsent = ({ label: _label, ...rest }: CheckboxProps) => <HeldConsent {...rest} />;

/**
 * A native checkbox with its label beside it; the whole row (at least 44 px high) toggles it.
 * Controlled: `checked` + `onChange(checked)`; the ref reaches the `<input>`. `hint` and
 * `error` are linked with `aria-describedby`; an error sets `aria-invalid`.
 *
 * **ConsentCheckbox** — the personal-information consent at the end of the contact form. The
 * label is one translated sentence with the privacy policy link (`policyHref`, default
 * `/terms`) inside it; the link opens in a new window so the answers typed so far stay.
 * Required by default.
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

/** The consent: the policy link sits inside the sentence and opens in a new window. */
export const Consent: Story = {
  args: { required: true },
  render: (args) => <ControlledConsent {...args} />,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', {
      name: say(globals.locale, '개인정보처리방침 (새 창에서 열림)', 'privacy policy (opens in a new window)'),
    });
    await expect(link).toHaveAttribute('href', '/terms');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toBeRequired();
    await expect(checkbox).toHaveAccessibleName(
      say(
        globals.locale,
        '문의 답변을 위한 개인정보 수집 및 이용에 동의합니다. 자세한 내용은 개인정보처리방침 (새 창에서 열림)에서 확인할 수 있습니다.',
        'I agree to the collection and use of my personal information to answer my inquiry. Details are in the privacy policy (opens in a new window).',
      ),
    );
    await userEvent.click(checkbox);
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

/**
 * Unticked consent after submit: the error sits above the sentence and describes the box. A screen
 * reader entering the box hears "checkbox", the sentence, "Error: …", "not checked", "invalid" and
 * "required".
 */
export const ConsentWithError: Story = {
  args: { required: true, error: <Trans>개인정보 수집 및 이용에 동의해 주세요.</Trans> },
  render: (args) => <ControlledConsent {...args} />,
  play: async ({ canvasElement, globals }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await withScreenReader(canvasElement, async (reader) => {
      await userEvent.tab();
      await expect(checkbox).toHaveFocus();
      await expectSpoken(reader, {
        role: 'checkbox',
        description: `${localized(globals.locale, '오류:')} ${localized(globals.locale, '개인정보 수집 및 이용에 동의해 주세요.')}`,
        states: ['not checked', 'invalid', 'required'],
      });
    });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription(
      say(
        globals.locale,
        '오류: 개인정보 수집 및 이용에 동의해 주세요.',
        'Error: Please check the consent to personal information.',
      ),
    );
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
  },
};

/** Long labels and errors wrap inside 390 px, aligned after the box. */
export const LongLabels: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    required: true,
    hint: <Trans>동의하지 않으셔도 문의는 접수되지만, 답변이 늦어질 수 있습니다.</Trans>,
    error: <Trans>개인정보 수집 및 이용에 동의해 주세요. 동의하지 않으면 문의를 보낼 수 없습니다.</Trans>,
  },
  render: (args) => <ControlledConsent {...args} />,
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement);
  },
};

/** All states of Checkbox in one picture: the visual target (Chromatic and the offline visual check). */
export const Screenshots: Story = {
  ...visualTarget(),
  render: (args) => (
    <Stack gap="lg">
      <ControlledCheckbox {...args} />
      <ControlledCheckbox {...args} checked />
      <ControlledCheckbox {...args} disabled />
      <ControlledCheckbox {...args} checked disabled />
      <ControlledConsent {...args} required checked />
      <ControlledConsent
        {...args}
        required
        hint={<Trans>동의하지 않으셔도 문의는 접수되지만, 답변이 늦어질 수 있습니다.</Trans>}
        error={<Trans>개인정보 수집 및 이용에 동의해 주세요. 동의하지 않으면 문의를 보낼 수 없습니다.</Trans>}
      />
    </Stack>
  ),
};
