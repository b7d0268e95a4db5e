import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import { releaseTimes, type ReleaseTime } from '../../lib/dates';
import type { FieldBaseProps } from '../Field';
import { RadioGroup } from '../RadioGroup';
import * as styles from './TimeSlotSelect.css';

export interface TimeSlotSelectProps extends Omit<FieldBaseProps, 'label'> {
  /** Defaults to "출시 시간". */
  label?: FieldBaseProps['label'];
  /** `'12:00'`, `'18:00'`, or `''` when not chosen yet. */
  value: ReleaseTime | '';
  onChange: (value: ReleaseTime) => void;
  name?: string;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The release time: exactly the two slots of SPEC §9 (12:00 and 18:00), as radios — one
 * tap, both choices always visible. The ref reaches the radio Tab lands on.
 */
export function TimeSlotSelect({ label, ref, ...rest }: TimeSlotSelectProps) {
  const { t } = useLingui();
  return (
    <RadioGroup
      ref={ref}
      label={label ?? t`출시 시간`}
      {...rest}
      options={releaseTimes.map((time) => ({
        value: time,
        label: <span className={styles.time}>{time}</span>,
      }))}
    />
  );
}
TimeSlotSelect.displayName = 'TimeSlotSelect';
