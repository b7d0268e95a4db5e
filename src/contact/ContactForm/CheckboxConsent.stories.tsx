import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectNoOverflow, formColumn, say, withHeldValue } from '../../../.storybook/helpers/fields';
import { localized } from '../../../.storybook/helpers/messages';
import { expectSpoken, withScreenReader } from '../../../.storybook/helpers/screenReader';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { Stack } from '../../components/Box';
import { ConsentCheckbox } from './CheckboxConsent';

const HeldConsent = withHeldValue(ConsentCheckbox, 'checked');

/**
 * **ConsentCheckbox** — the personal-information consent at the end of the contact form, a preset
 * of `Checkbox` (Components/Checkbox). The label is one translated sentence with the privacy policy
 * link (`policyHref`, default `/terms`) inside it; the link opens in a new window so the answers
 * typed so far stay. Required by default.
 */
const meta = {
  title: 'Features/ContactForm/ConsentCheckbox',
  component: ConsentCheckbox,
  decorators: [formColumn],
  args: { checked: false, required: true, onChange: fn() },
  argTypes: {
    onChange: { table: { disable: true } },
    hint: { control: false },
    error: { control: false },
  },
  render: (args) => <HeldConsent {...args} />,
} satisfies Meta<typeof ConsentCheckbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The consent: the policy link sits inside the sentence and opens in a new window. */
export const Consent: Story = {
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
  tags: ['language-dependent'],
  args: { error: <Trans>개인정보 수집 및 이용에 동의해 주세요.</Trans> },
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
  tags: ['language-dependent'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    hint: <Trans>동의하지 않으셔도 문의는 접수되지만, 답변이 늦어질 수 있습니다.</Trans>,
    error: <Trans>개인정보 수집 및 이용에 동의해 주세요. 동의하지 않으면 문의를 보낼 수 없습니다.</Trans>,
  },
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement);
  },
};

/**
 * All states of ConsentCheckbox in one picture: the visual target (Chromatic and the offline
 * visual check). Ticked, then unticked with its hint and error.
 */
export const Screenshots: Story = {
  ...visualTarget(),
  tags: ['language-dependent'],
  render: (args) => (
    <Stack gap="lg">
      <HeldConsent {...args} checked />
      <HeldConsent
        {...args}
        hint={<Trans>동의하지 않으셔도 문의는 접수되지만, 답변이 늦어질 수 있습니다.</Trans>}
        error={<Trans>개인정보 수집 및 이용에 동의해 주세요. 동의하지 않으면 문의를 보낼 수 없습니다.</Trans>}
      />
    </Stack>
  ),
};
