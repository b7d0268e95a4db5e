import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import type { InputHTMLAttributes, Ref } from 'react';
import { FieldError, FieldHint, RequiredMark, useFieldIds, type FieldBaseProps } from '../Field';
import * as styles from './Checkbox.css';

export interface CheckboxProps
  extends
    FieldBaseProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange' | 'required' | 'id' | 'className'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native checkbox with its label beside it (the whole row toggles it), plus hint and error
 * linked by `aria-describedby`. The ref reaches the `<input>`.
 */
export function Checkbox({
  label,
  hint,
  error,
  required,
  id,
  className,
  checked,
  onChange,
  ref,
  ...rest
}: CheckboxProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds({ id, hint, error });
  return (
    <div className={clsx(styles.root, className)}>
      {error && (
        <div className={styles.message}>
          <FieldError id={errorId}>{error}</FieldError>
        </div>
      )}
      <div className={styles.row}>
        <span className={styles.box}>
          <input
            ref={ref}
            id={controlId}
            type="checkbox"
            {...rest}
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            required={required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={styles.input}
          />
          <Check aria-hidden="true" strokeWidth={3} className={styles.tick} />
        </span>
        <label htmlFor={controlId} className={styles.label}>
          {label}
          {required && <RequiredMark />}
        </label>
      </div>
      {hint && (
        <div className={styles.message}>
          <FieldHint id={hintId}>{hint}</FieldHint>
        </div>
      )}
    </div>
  );
}
Checkbox.displayName = 'Checkbox';
