export { Checkbox, type CheckboxProps } from './Checkbox';
export { ConsentCheckbox, type ConsentCheckboxProps } from './CheckboxConsent';
