export { FilterButtons, type FilterButtonsProps, type FilterOption } from './FilterButtons';
