import { Trans } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Box';
import { expectNoOverflow, formColumn, say, withHeldValue } from '../../../.storybook/helpers/fields';
import { localized } from '../../../.storybook/helpers/messages';
import { expectSpoken, withScreenReader } from '../../../.storybook/helpers/screenReader';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { Select, type SelectProps } from './Select';

const ControlledSelect = withHeldValue<SelectProps>(Select);

/**
 * A native `<select>` styled like the other fields (the phone shows its own picker). Options
 * are `{ value, label }` with text labels; an empty first option reads "선택해 주세요" unless
 * `placeholder` says otherwise. Controlled: `value` + `onChange(value)`; the ref reaches the
 * `<select>`.
 *
 * The contact form's budget, a preset of this select, has its own stories and visual target:
 * Features/ContactForm/BudgetSelect (`src/contact/ContactForm/SelectBudget.stories.tsx`).
 */
const meta = {
  title: 'Components/Select',
  component: Select,
  decorators: [formColumn],
  args: {
    label: <Trans>국가</Trans>,
    options: [
      { value: 'KR', label: '대한민국 (Republic of Korea)' },
      { value: 'JP', label: '日本 (Japan)' },
      { value: 'US', label: 'United States' },
      { value: 'GB', label: 'United Kingdom' },
    ],
    value: '',
    required: false,
    onChange: fn(),
  },
  argTypes: {
    onChange: { table: { disable: true } },
    options: { control: false },
    label: { control: false },
    hint: { control: false },
    error: { control: false },
  },
  render: (args) => <ControlledSelect {...args} />,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Choosing an option reports its value; the empty first option invites a choice. A screen reader
 * hears "combobox, Country" on entering it: not required, not invalid.
 */
export const Playground: Story = {
  tags: ['language-dependent'],
  play: async ({ canvasElement, args, globals }) => {
    const select = within(canvasElement).getByRole('combobox', { name: say(globals.locale, '국가', 'Country') });
    await withScreenReader(canvasElement, async (reader) => {
      await userEvent.tab();
      await expectSpoken(reader, {
        role: 'combobox',
        name: localized(globals.locale, '국가'),
        notStates: ['required', 'invalid'],
      });
    });
    await expect(select).toHaveValue('');
    await expect(within(select).getAllByRole('option')[0]).toHaveTextContent(
      say(globals.locale, '선택해 주세요', 'Please choose'),
    );
    await userEvent.selectOptions(select, 'JP');
    await expect(select).toHaveValue('JP');
    await expect(args.onChange).toHaveBeenLastCalledWith('JP');
  },
};

/**
 * With an error: `aria-invalid` and the message in the description. A screen reader entering it
 * hears the label, "Error: …", "invalid" and "required".
 */
export const WithError: Story = {
  tags: ['language-dependent'],
  args: { required: true, error: <Trans>국가를 선택해 주세요.</Trans> },
  play: async ({ canvasElement, globals }) => {
    const select = within(canvasElement).getByRole('combobox');
    await withScreenReader(canvasElement, async (reader) => {
      await userEvent.tab();
      await expectSpoken(reader, {
        role: 'combobox',
        name: localized(globals.locale, '국가'),
        description: `${localized(globals.locale, '오류:')} ${localized(globals.locale, '국가를 선택해 주세요.')}`,
        states: ['invalid', 'required'],
      });
    });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toBeRequired();
    await expect(select).toHaveAccessibleDescription(
      say(globals.locale, '오류: 국가를 선택해 주세요.', 'Error: Please select your country.'),
    );
  },
};

/** Long labels, hints and errors wrap inside 390 px; a long option is cut with an ellipsis. */
export const LongLabels: Story = {
  tags: ['language-dependent'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    required: true,
    label: <Trans>음원을 주로 소비하는 국가 또는 앨범을 가장 먼저 공개하고 싶은 지역을 골라 주세요</Trans>,
    hint: <Trans>목록에 없는 국가라면 가장 가까운 지역을 고르고 비고란에 적어 주세요.</Trans>,
    error: <Trans>국가를 선택해 주세요. 정확한 국가를 알 수 없다면 가장 가까운 지역을 골라 주세요.</Trans>,
    value: 'GB',
    options: [
      { value: 'GB', label: 'United Kingdom of Great Britain and Northern Ireland (England, Scotland, Wales)' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement);
  },
};

/** All states of Select in one picture: the visual target (Chromatic and the offline visual check). */
export const Screenshots: Story = {
  ...visualTarget(),
  tags: ['language-dependent'],
  render: (args) => (
    <Stack gap="xl">
      <ControlledSelect {...args} />
      <ControlledSelect {...args} value="US" />
      <ControlledSelect {...args} required error={<Trans>국가를 선택해 주세요.</Trans>} />
      <ControlledSelect {...args} value="KR" disabled />
      <ControlledSelect
        {...args}
        required
        label={<Trans>음원을 주로 소비하는 국가 또는 앨범을 가장 먼저 공개하고 싶은 지역을 골라 주세요</Trans>}
        hint={<Trans>목록에 없는 국가라면 가장 가까운 지역을 고르고 비고란에 적어 주세요.</Trans>}
        error={<Trans>국가를 선택해 주세요. 정확한 국가를 알 수 없다면 가장 가까운 지역을 골라 주세요.</Trans>}
        value="GB"
        options={[
          { value: 'GB', label: 'United Kingdom of Great Britain and Northern Ireland (England, Scotland, Wales)' },
        ]}
      />
    </Stack>
  ),
};
