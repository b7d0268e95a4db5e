import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectNoOverflow, formColumn, say, withHeldValue } from '../../../.storybook/helpers/fields';
import { visualTarget } from '../../../.storybook/helpers/visual';
import { Stack } from '../../components/Box';
import { budgetText } from '../payload';
import type { BudgetValue } from '../types';
import { BudgetSelect, emptyBudget } from './SelectBudget';

/** The budget as a form would hold it, with the payload value printed under it. */
function BudgetDemo({
  onChange,
  initial = emptyBudget,
}: {
  onChange: (value: BudgetValue) => void;
  initial?: BudgetValue;
}) {
  const [value, setValue] = useState<BudgetValue>(initial);
  const otherRef = useRef<HTMLInputElement>(null);
  return (
    <Stack gap="sm">
      <BudgetSelect
        value={value}
        otherRef={otherRef}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <output data-testid="payload">{budgetText(value)}</output>
    </Stack>
  );
}

const HeldBudgetSelect = withHeldValue(BudgetSelect);

/**
 * **BudgetSelect** — the marketing budget (SPEC §5), a preset of `Select` (Components/Select):
 * 100~500, 500~1000, 1000~5000, 5000~10000 and 기타 (Others), unit 만원 shown as the hint. Choosing
 * 기타 reveals a text field right under it. Its value is `{ range, other }` (`range` is a range,
 * `'Others'` or `''`; `other` keeps the typed text even while a range is chosen);
 * `budgetText(value)` gives the payload's `budget` — the typed text for 기타, otherwise the range.
 */
const meta = {
  title: 'Features/ContactForm/BudgetSelect',
  component: BudgetSelect,
  decorators: [formColumn],
  args: { value: emptyBudget, onChange: fn() },
  argTypes: {
    onChange: { table: { disable: true } },
    value: { control: false },
    label: { control: false },
    error: { control: false },
    otherError: { control: false },
    otherRef: { table: { disable: true } },
  },
  render: (args) => <BudgetDemo onChange={args.onChange} />,
} satisfies Meta<typeof BudgetSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The budget: four ranges and 기타; 기타 reveals a text field; the unit is the hint. */
export const Budget: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: say(globals.locale, '예산', 'Budget') });
    await expect(select).toHaveAccessibleDescription(say(globals.locale, '단위: 만원', 'Unit: 10,000 KRW'));
    const values = within(select)
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);
    await expect(values).toEqual(['', '100~500', '500~1000', '1000~5000', '5000~10000', 'Others']);
    await expect(within(select).getByRole('option', { name: '1,000~5,000' })).toBeInTheDocument();

    await userEvent.selectOptions(select, '500~1000');
    await expect(args.onChange).toHaveBeenLastCalledWith({ range: '500~1000', other: '' });
    await expect(canvas.getByTestId('payload')).toHaveTextContent('500~1000');
    await expect(canvas.queryByRole('textbox')).toBeNull();

    await userEvent.selectOptions(select, 'Others');
    const other = canvas.getByRole('textbox', { name: say(globals.locale, '기타 예산', 'Other budget') });
    await userEvent.type(other, '협의 후 결정');
    await expect(args.onChange).toHaveBeenLastCalledWith({ range: 'Others', other: '협의 후 결정' });
    await expect(canvas.getByTestId('payload')).toHaveTextContent('협의 후 결정');

    // Switching away hides the text field but keeps what was typed.
    await userEvent.selectOptions(select, '100~500');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.selectOptions(select, 'Others');
    await expect(canvas.getByRole('textbox')).toHaveValue('협의 후 결정');
  },
};

/** With 기타 chosen, the select, its hint and the text field fit inside 390 px. */
export const LongLabels: Story = {
  tags: ['language-dependent'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <BudgetDemo onChange={() => {}} initial={{ range: 'Others', other: '' }} />,
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement);
  },
};

/** All states of BudgetSelect in one picture: the visual target (Chromatic and the offline visual check). */
export const Screenshots: Story = {
  ...visualTarget(),
  tags: ['language-dependent'],
  render: (args) => <HeldBudgetSelect value={{ range: 'Others', other: '' }} onChange={args.onChange} />,
};
