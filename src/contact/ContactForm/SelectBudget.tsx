import { useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import type { Ref } from 'react';
import type { FieldBaseProps } from '../../components/Field';
import { TextField } from '../../components/TextField';
import { Select } from '../../components/Select';
import { groupThousands } from '../../content/companyBrief';
import { budgetRanges, type BudgetRange, type BudgetValue } from '../types';
import * as styles from './SelectBudget.css';

/**
 * The budget as the form keeps it (`BudgetValue` of src/contact/types): the chosen range (one of
 * SPEC §9's five options, `'Others'` included, or `''` for none) and the free text typed under
 * "기타". Both parts are kept, so switching back and forth loses nothing; the payload's `budget`
 * is `budgetText(value)` (src/contact/payload).
 */
export const emptyBudget: BudgetValue = { range: '', other: '' };

const isBudgetRange = (value: string): value is BudgetRange => (budgetRanges as readonly string[]).includes(value);

export interface BudgetSelectProps extends Omit<FieldBaseProps, 'label' | 'hint'> {
  /** Defaults to "예산". */
  label?: FieldBaseProps['label'];
  value: BudgetValue;
  onChange: (value: BudgetValue) => void;
  /** Error of the free-text field shown for "기타". */
  otherError?: FieldBaseProps['error'];
  /** Ref of the free-text field, to focus it when it is the field in error. */
  otherRef?: Ref<HTMLInputElement>;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * The budget dropdown: four ranges and "기타" (`'Others'`), which reveals a free-text field right
 * under it. The unit ("단위: 만원") is the hint. The ref reaches the `<select>`.
 */
export function BudgetSelect({
  label,
  value,
  onChange,
  otherError,
  otherRef,
  id,
  className,
  ref,
  ...rest
}: BudgetSelectProps) {
  const { t } = useLingui();
  // Not Intl's number format (a long task while the form hydrates, see groupThousands).
  const rangeLabel = (range: string) =>
    range
      .split('~')
      .map((part) => groupThousands(Number(part)))
      .join('~');
  return (
    <div className={clsx(styles.group, className)}>
      <Select
        ref={ref}
        id={id}
        label={label ?? t`예산`}
        hint={t`단위: 만원`}
        {...rest}
        options={budgetRanges.map((range) => ({
          value: range,
          label: range === 'Others' ? t`기타` : rangeLabel(range),
        }))}
        value={value.range}
        onChange={(range) => onChange({ ...value, range: isBudgetRange(range) ? range : '' })}
      />
      {value.range === 'Others' && (
        <TextField
          ref={otherRef}
          className={styles.other}
          label={t`기타 예산`}
          hint={t`생각하고 계신 예산을 자유롭게 적어 주세요.`}
          error={otherError}
          value={value.other}
          onChange={(other) => onChange({ ...value, other })}
        />
      )}
    </div>
  );
}
BudgetSelect.displayName = 'BudgetSelect';
