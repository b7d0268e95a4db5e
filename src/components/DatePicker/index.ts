export { DatePicker, type DatePickerProps } from './DatePicker';
export { ReadyDatePicker, ReleaseDatePicker, type DatePickerPresetProps } from './DatePickerPresets';
export { parseTypedDate } from './typedDate';
