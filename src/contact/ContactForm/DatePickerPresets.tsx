import { useLingui } from '@lingui/react/macro';
import { earliestReadyDate, earliestReleaseDate, RELEASE_LEAD_DAYS } from '../releaseRules';
import { DatePicker, type DatePickerProps } from '../../components/DatePicker';
import { useToday } from '../../hooks/useToday';

export interface DatePickerPresetProps extends Omit<DatePickerProps, 'min' | 'label' | 'disabledReason'> {
  /** Overrides the preset's label. */
  label?: string;
}

/** The desired release date: from today + 14 days (SPEC §5), minus the days the server has closed. */
export function ReleaseDatePicker({ label, today, ref, ...rest }: DatePickerPresetProps) {
  const { t } = useLingui();
  const currentDay = useToday();
  const days = RELEASE_LEAD_DAYS;
  return (
    <DatePicker
      {...rest}
      ref={ref}
      label={label ?? t`출시 희망일`}
      today={today}
      min={earliestReleaseDate(today ?? currentDay)}
      disabledReason={t`출시일은 오늘부터 ${days}일 뒤의 날짜부터 고를 수 있으며, 마감된 날짜는 제외됩니다.`}
    />
  );
}
ReleaseDatePicker.displayName = 'ReleaseDatePicker';

/** The date the release materials will be ready: from today (SPEC §5). */
export function ReadyDatePicker({ label, today, ref, ...rest }: DatePickerPresetProps) {
  const { t } = useLingui();
  const currentDay = useToday();
  return (
    <DatePicker
      {...rest}
      ref={ref}
      label={label ?? t`자료 준비 완료일`}
      today={today}
      min={earliestReadyDate(today ?? currentDay)}
      disabledReason={t`자료 준비 완료일은 오늘부터 고를 수 있으며, 마감된 날짜는 제외됩니다.`}
    />
  );
}
ReadyDatePicker.displayName = 'ReadyDatePicker';
