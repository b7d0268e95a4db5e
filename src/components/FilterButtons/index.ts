export { FilterButtons, type FilterButtonsProps, type FilterButtonsTone, type FilterOption } from './FilterButtons';
export { filterButtonsTones } from './FilterButtons.css';
