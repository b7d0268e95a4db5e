import type { ReactNode, Ref } from 'react';
import { FieldSet, type FieldBaseProps } from '../Field';
import * as styles from './RadioGroup.css';

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
}

export interface RadioGroupProps<V extends string> extends FieldBaseProps {
  /** The choices, in order. */
  options: readonly RadioOption<V>[];
  /** The chosen value, or `''` when nothing is chosen yet. */
  value: V | '';
  onChange: (value: V) => void;
  /** The radios' `name` (generated when left out). */
  name?: string;
  /** `horizontal` (default) wraps the choices in a row; `vertical` stacks them. */
  orientation?: (typeof styles.radioOrientations)[number];
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * One question with a few answers: native radios in a `<fieldset role="radiogroup">` named by
 * its legend, so arrow keys move between the choices and the group is announced with its
 * question; the group carries `aria-required` and `aria-invalid`.
 */
export function RadioGroup<V extends string>({
  label,
  hint,
  error,
  required,
  id,
  className,
  options,
  value,
  onChange,
  name,
  orientation,
  disabled,
  ref,
}: RadioGroupProps<V>) {
  // The ref goes to the radio Tab lands on: the checked one, or the first.
  const focusIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );
  return (
    <FieldSet
      role="radiogroup"
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {(control) => (
        <div className={styles.options({ orientation })}>
          {options.map((option, index) => {
            const optionId = `${control.id}-${index}`;
            return (
              <label key={option.value} htmlFor={optionId} className={styles.option}>
                <input
                  ref={index === focusIndex ? ref : undefined}
                  id={optionId}
                  type="radio"
                  name={name ?? control.id}
                  value={option.value}
                  checked={option.value === value}
                  onChange={() => onChange(option.value)}
                  disabled={disabled}
                  className={styles.radio}
                />
                <span className={styles.optionLabel}>{option.label}</span>
              </label>
            );
          })}
        </div>
      )}
    </FieldSet>
  );
}
RadioGroup.displayName = 'RadioGroup';
