export { StepList, type StepListItem, type StepListProps } from './StepList';
