export { DatePicker, type DatePickerProps } from './DatePicker';
export { parseTypedDate } from './typedDate';
