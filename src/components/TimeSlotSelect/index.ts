export { TimeSlotSelect, type TimeSlotSelectProps } from './TimeSlotSelect';
