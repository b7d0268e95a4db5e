export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup';
export { radioOrientations } from './RadioGroup.css';
export {
  ApplicantTypeRadioGroup,
  applicantTypes,
  YesNoRadioGroup,
  YesNoUndecidedRadioGroup,
  yesNoUndecided,
  type ApplicantType,
  type ApplicantTypeRadioGroupProps,
  type YesNoRadioGroupProps,
  type YesNoUndecided,
  type YesNoUndecidedRadioGroupProps,
} from './RadioGroupPresets';
