import { useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import type { Ref, SelectHTMLAttributes } from 'react';
import { Field, type FieldBaseProps } from '../Field';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  /** Plain text: `<option>` cannot hold markup. */
  label: string;
}

export interface SelectProps
  extends
    FieldBaseProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'required' | 'id' | 'className' | 'children'> {
  options: readonly SelectOption[];
  /** The chosen value, `''` for none. */
  value: string;
  onChange: (value: string) => void;
  /** The text of the empty first option (default "선택해 주세요"). */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A native `<select>` (the platform's own list on phones), styled like the other fields. The ref reaches the `<select>`. */
export function Select({
  label,
  hint,
  error,
  required,
  id,
  className,
  options,
  value,
  onChange,
  placeholder,
  ref,
  ...rest
}: SelectProps) {
  const { t } = useLingui();
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => (
        <span className={styles.wrapper}>
          <select
            ref={ref}
            {...rest}
            {...control}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={styles.select}
          >
            <option value="">{placeholder ?? t`선택해 주세요`}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown aria-hidden="true" className={styles.chevron} />
        </span>
      )}
    </Field>
  );
}
Select.displayName = 'Select';
