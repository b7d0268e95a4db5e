import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Box';
import { Field, RequiredLegend } from './Field';
import { control as controlClass } from '../private/fieldControl.css';
import { FieldSet } from './FieldSet';
import { expectNoOverflow, formColumn, say } from '../../../.storybook/helpers/fields';
import { visualTarget } from '../../../.storybook/helpers/visual';

/**
 * The frame every form control sits in — label, hint, error, control — in GOV.UK's order.
 * Inputs (TextField, TextArea, Select, DatePicker) render through it; you rarely use it alone.
 *
 * - `label` is a real `<label htmlFor>`; `hint` and `error` are linked to the control with
 *   `aria-describedby`; an `error` also sets `aria-invalid` on the control.
 * - `required` shows a `*` hidden from screen readers and sets `required` on the control;
 *   put `RequiredLegend` once at the top of the form to say what `*` means.
 * - `children` is a render function that receives the props to spread on the control.
 * - `FieldSet` is the same frame for a group of controls (a `<fieldset>` with a `<legend>`).
 */
const meta = {
  title: 'Components/Field',
  component: Field,
  decorators: [formColumn],
  args: {
    label: <Trans>이름</Trans>,
    hint: <Trans>실명 또는 활동명을 적어 주세요.</Trans>,
    error: undefined,
    required: false,
    children: (control) => <input {...control} className={controlClass} autoComplete="name" />,
  },
  argTypes: {
    children: { table: { disable: true } },
    label: { control: false },
    hint: { control: false },
    error: { control: false },
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A label, a hint and the control; the label names the control and the hint describes it. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: say(globals.locale, '이름', 'Name') });
    await expect(input).toHaveAccessibleDescription(
      say(globals.locale, '실명 또는 활동명을 적어 주세요.', 'Your real name or the name you perform under.'),
    );
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toBeRequired();
  },
};

/** With an error: `aria-invalid`, the message after the hint in the description, "오류:" read first. */
export const WithError: Story = {
  args: { error: <Trans>이름을 입력해 주세요.</Trans>, required: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(
      say(
        globals.locale,
        '실명 또는 활동명을 적어 주세요. 오류: 이름을 입력해 주세요.',
        'Your real name or the name you perform under. Error: Please enter the Name.',
      ),
    );
    // The star is visual only: the accessible name stays the plain label.
    await expect(input).toHaveAccessibleName(say(globals.locale, '이름', 'Name'));
    const star = canvasElement.querySelector('label [aria-hidden="true"]');
    await expect(star).toHaveTextContent('*');
  },
};

/** `RequiredLegend` explains the star once, at the top of a form. */
export const RequiredFields: Story = {
  args: { required: true },
  render: (args) => (
    <Stack gap="lg">
      <RequiredLegend />
      <Field {...args} />
    </Stack>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            say(globals.locale, '* 표시는 필수 입력 항목입니다.', 'Fields marked * are required.'),
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox')).toBeRequired();
  },
};

/** `FieldSet`: a question answered by several controls, named by its legend. */
export const Group: Story = {
  render: () => (
    <FieldSet
      label={<Trans>연락 가능한 방법</Trans>}
      hint={<Trans>해당하는 것을 모두 고르세요.</Trans>}
      error={<Trans>연락 방법을 하나 이상 골라 주세요.</Trans>}
    >
      {(control) => (
        <Stack gap="xs">
          <label>
            <input type="checkbox" id={`${control.id}-email`} /> <Trans>이메일</Trans>
          </label>
          <label>
            <input type="checkbox" id={`${control.id}-phone`} /> <Trans>전화</Trans>
          </label>
        </Stack>
      )}
    </FieldSet>
  ),
  play: async ({ canvasElement, globals }) => {
    const group = within(canvasElement).getByRole('group', {
      name: say(globals.locale, '연락 가능한 방법', 'How can we reach you?'),
    });
    await expect(group.tagName).toBe('FIELDSET');
    await expect(group).toHaveAccessibleDescription(
      say(
        globals.locale,
        '해당하는 것을 모두 고르세요. 오류: 연락 방법을 하나 이상 골라 주세요.',
        'Select all that apply. Error: Choose at least one way to contact you.',
      ),
    );
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(2);
  },
};

/** Long labels, hints and errors in both languages wrap inside 390 px. */
export const LongLabels: Story = {
  tags: ['language-dependent'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    required: true,
    label: <Trans>음원 유통을 신청하시는 분의 성함 또는 아티스트 활동명 (영문 표기 포함)</Trans>,
    hint: (
      <Trans>
        유통사와 플랫폼에 표시될 이름이므로 철자를 정확히 적어 주세요. 한글과 영문 표기가 다르면 둘 다 적어 주세요.
      </Trans>
    ),
    error: <Trans>성함 또는 아티스트 활동명을 입력해 주세요. 이 항목은 비워 둘 수 없습니다.</Trans>,
  },
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement);
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** All states of Field in one picture: the visual target (Chromatic and the offline visual check). */
export const Screenshots: Story = {
  ...visualTarget(),
  tags: ['language-dependent'],
  render: (args) => (
    <Stack gap="xl">
      <RequiredLegend />
      <Field {...args} />
      <Field {...args} required error={<Trans>이름을 입력해 주세요.</Trans>} />
      <Field {...args}>
        {(control) => <input {...control} className={controlClass} autoComplete="name" disabled />}
      </Field>
      <FieldSet
        label={<Trans>연락 가능한 방법</Trans>}
        hint={<Trans>해당하는 것을 모두 고르세요.</Trans>}
        error={<Trans>연락 방법을 하나 이상 골라 주세요.</Trans>}
      >
        {(control) => (
          <Stack gap="xs">
            <label>
              <input type="checkbox" id={`${control.id}-email`} /> <Trans>이메일</Trans>
            </label>
            <label>
              <input type="checkbox" id={`${control.id}-phone`} /> <Trans>전화</Trans>
            </label>
          </Stack>
        )}
      </FieldSet>
      <Field
        {...args}
        required
        label={<Trans>음원 유통을 신청하시는 분의 성함 또는 아티스트 활동명 (영문 표기 포함)</Trans>}
        hint={
          <Trans>
            유통사와 플랫폼에 표시될 이름이므로 철자를 정확히 적어 주세요. 한글과 영문 표기가 다르면 둘 다 적어 주세요.
          </Trans>
        }
        error={<Trans>성함 또는 아티스트 활동명을 입력해 주세요. 이 항목은 비워 둘 수 없습니다.</Trans>}
      />
    </Stack>
  ),
};
