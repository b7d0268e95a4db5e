import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, type FieldBaseProps } from '../Field';
import * as styles from './TextArea.css';

export interface TextAreaProps
  extends
    FieldBaseProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'required' | 'id' | 'className'> {
  value: string;
  /** Called with the new text on every change. */
  onChange: (value: string) => void;
  /** Lines shown at least (default 4). */
  rows?: number;
  /** Grow with the content up to 20 lines (default `true`); `false` keeps `rows` and scrolls. */
  autoHeight?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text input with its label, hint and error. The ref reaches the `<textarea>`. */
export function TextArea({
  label,
  hint,
  error,
  required,
  id,
  className,
  value,
  onChange,
  rows = 4,
  autoHeight = true,
  style,
  ref,
  ...rest
}: TextAreaProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => (
        <textarea
          ref={ref}
          rows={rows}
          {...rest}
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={clsx(styles.textarea, autoHeight && styles.autoHeight)}
          style={{ ...assignInlineVars({ [styles.rowsVar]: String(rows) }), ...style }}
        />
      )}
    </Field>
  );
}
TextArea.displayName = 'TextArea';
