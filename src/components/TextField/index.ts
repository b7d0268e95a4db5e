export { TextField, type TextFieldProps, type TextFieldType } from './TextField';
export { textFieldTypes } from './TextField.css';
