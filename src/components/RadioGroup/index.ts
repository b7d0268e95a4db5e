export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup';
export { radioOrientations } from './RadioGroup.css';
