import type { InputHTMLAttributes, Ref } from 'react';
import { Field, type FieldBaseProps } from '../Field';
import * as styles from './TextField.css';

export type TextFieldType = (typeof styles.textFieldTypes)[number];

/** The attributes each type brings (A11Y.md Forms: autocomplete on personal fields, no spellcheck on e-mail). */
const typeAttributes: Record<TextFieldType, InputHTMLAttributes<HTMLInputElement>> = {
  text: {},
  email: { autoComplete: 'email', inputMode: 'email', spellCheck: false, autoCapitalize: 'off', autoCorrect: 'off' },
  tel: { autoComplete: 'tel', inputMode: 'tel' },
  url: { inputMode: 'url', spellCheck: false, autoCapitalize: 'off', autoCorrect: 'off' },
};

export interface TextFieldProps
  extends
    FieldBaseProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'required' | 'id' | 'className'> {
  /** `email`, `tel` and `url` bring the matching keyboard (`inputMode`) and autocomplete. */
  type?: TextFieldType;
  value: string;
  /** Called with the new text on every change. */
  onChange: (value: string) => void;
  /** Overrides the type's default, e.g. `name`, `organization`, `country-name`. */
  autoComplete?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A one-line text input with its label, hint and error. The ref reaches the `<input>`. */
export function TextField({
  label,
  hint,
  error,
  required,
  id,
  className,
  type = 'text',
  value,
  onChange,
  autoComplete,
  ref,
  ...rest
}: TextFieldProps) {
  const defaults = typeAttributes[type];
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => (
        <input
          ref={ref}
          type={type}
          {...defaults}
          {...rest}
          {...control}
          autoComplete={autoComplete ?? defaults.autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={styles.input}
        />
      )}
    </Field>
  );
}
TextField.displayName = 'TextField';
