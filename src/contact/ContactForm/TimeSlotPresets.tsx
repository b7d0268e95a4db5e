import { TimeSlotSelect, type TimeSlotSelectProps } from '../../components/TimeSlotSelect';
import { releaseTimes, type ReleaseTime } from '../releaseRules';

export type ReleaseTimeSelectProps = Omit<TimeSlotSelectProps<ReleaseTime>, 'slots'>;

/** The release time: exactly the two slots of SPEC §9 (12:00 and 18:00); the label defaults to "출시 시간". */
export function ReleaseTimeSelect({ ref, ...rest }: ReleaseTimeSelectProps) {
  return <TimeSlotSelect {...rest} ref={ref} slots={releaseTimes} />;
}
ReleaseTimeSelect.displayName = 'ReleaseTimeSelect';
