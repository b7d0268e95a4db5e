export {
  Field,
  FieldError,
  FieldHint,
  RequiredLegend,
  RequiredMark,
  useFieldIds,
  type FieldBaseProps,
  type FieldControlProps,
  type FieldProps,
} from './Field';
export { FieldSet, type FieldSetControlProps, type FieldSetProps } from './FieldSet';
