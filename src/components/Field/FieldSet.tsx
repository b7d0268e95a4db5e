import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import * as styles from './Field.css';
import { FieldError, FieldHint, RequiredMark, useFieldIds, type FieldBaseProps } from './Field';

/** Props a field set hands to the controls inside it. */
export interface FieldSetControlProps {
  /** The id prefix for the controls. */
  id: string;
  invalid: boolean;
  required: boolean;
}

export interface FieldSetProps extends FieldBaseProps {
  /**
   * `radiogroup` for one choice among radios: the group then carries `aria-invalid` and
   * `aria-required` (which a plain group and single radios do not support).
   */
  role?: 'radiogroup';
  children: (control: FieldSetControlProps) => ReactNode;
}

/**
 * A group of controls answering one question: a `<fieldset>` named by its `<legend>`, with
 * hint and error linked to the group through `aria-describedby`.
 */
export function FieldSet({ label, hint, error, required, id, className, role, children }: FieldSetProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds({ id, hint, error });
  const legendId = `${controlId}-legend`;
  const stateProps =
    role === 'radiogroup'
      ? { 'aria-invalid': error ? true : undefined, 'aria-required': required ? true : undefined }
      : {};
  return (
    <fieldset
      id={controlId}
      role={role}
      aria-labelledby={legendId}
      aria-describedby={describedBy}
      {...stateProps}
      className={clsx(styles.root, className)}
    >
      <legend id={legendId} className={styles.label}>
        {label}
        {required && <RequiredMark />}
      </legend>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {children({ id: controlId, invalid: Boolean(error), required: Boolean(required) })}
    </fieldset>
  );
}
