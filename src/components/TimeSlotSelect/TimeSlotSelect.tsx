import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import type { FieldBaseProps } from '../Field';
import { RadioGroup } from '../RadioGroup';
import * as styles from './TimeSlotSelect.css';

export interface TimeSlotSelectProps<T extends string = string> extends Omit<FieldBaseProps, 'label'> {
  /** Defaults to "출시 시간". */
  label?: FieldBaseProps['label'];
  /** The slots to choose from, in order (`HH:mm`, e.g. `['12:00', '18:00']`). */
  slots: readonly T[];
  /** One of `slots`, or `''` when not chosen yet. */
  value: T | '';
  onChange: (value: T) => void;
  name?: string;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A time slot: the given slots as radios — one tap, every choice always visible. The slots come
 * from the caller (the contact form's release slots: `ReleaseTimeSelect` in src/contact). The ref
 * reaches the radio Tab lands on.
 */
export function TimeSlotSelect<T extends string>({ label, ref, slots, ...rest }: TimeSlotSelectProps<T>) {
  const { t } = useLingui();
  return (
    <RadioGroup
      ref={ref}
      label={label ?? t`출시 시간`}
      {...rest}
      options={slots.map((time) => ({
        value: time,
        label: <span className={styles.time}>{time}</span>,
      }))}
    />
  );
}
TimeSlotSelect.displayName = 'TimeSlotSelect';
