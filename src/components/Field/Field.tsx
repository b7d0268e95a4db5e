import { Trans } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { CircleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../../styles/utils.css';
import * as styles from './Field.css';

/** What every input takes besides its value: the label and the messages around it. */
export interface FieldBaseProps {
  /** The visible label (the `<label>`, or the `<legend>` of a group). */
  label: ReactNode;
  /** Help shown under the label, linked to the control with `aria-describedby`. */
  hint?: ReactNode;
  /** The error message: shown above the control, linked with `aria-describedby`, sets `aria-invalid`. */
  error?: ReactNode;
  /** Marks the field required: a visible `*` (hidden from assistive technology) and `required` on the control. */
  required?: boolean;
  /** The control's id (generated when left out). */
  id?: string;
  /** A class for the outer element (layout only). */
  className?: string;
}

/** Props a field hands to its control. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  required: true | undefined;
}

/** The ids and ARIA wiring of one field, shared by `Field`, `FieldSet` and `Checkbox`. */
export function useFieldIds({ id, hint, error }: Pick<FieldBaseProps, 'id' | 'hint' | 'error'>) {
  const generated = useId();
  const controlId = id ?? `field${generated.replace(/:/g, '')}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

/** The visible required marker; the control itself carries `required`, so this is hidden from screen readers. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className={styles.requiredMark}>
      *
    </span>
  );
}

/** Says what `*` means; place it once at the top of a form. */
export function RequiredLegend({ className }: { className?: string }) {
  return (
    <p className={clsx(styles.legend, className)}>
      <Trans>
        <span className={styles.legendMark}>*</span> 표시는 필수 입력 항목입니다.
      </Trans>
    </p>
  );
}

/** Help text under a label. */
export function FieldHint({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <span id={id} className={styles.hint}>
      {children}
    </span>
  );
}

/** An error message, prefixed for screen readers as GOV.UK does ("오류:" / "Error:"). */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <span id={id} className={styles.error}>
      <CircleAlert aria-hidden="true" className={styles.errorIcon} />
      <span>
        <span className={visuallyHidden}>
          <Trans>오류:</Trans>{' '}
        </span>
        {children}
      </span>
    </span>
  );
}

export interface FieldProps extends FieldBaseProps {
  /** Renders the control with the wiring it must spread: `id`, `aria-describedby`, `aria-invalid`, `required`. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One labelled control: label (`htmlFor`), optional hint, error message and the control, in
 * GOV.UK's order. Every single-control input (TextField, TextArea, Select, DatePicker) renders
 * through it; radio groups use `FieldSet`.
 */
export function Field({ label, hint, error, required, id, className, children }: FieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds({ id, hint, error });
  return (
    <div className={clsx(styles.root, className)}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        required: required || undefined,
      })}
    </div>
  );
}
