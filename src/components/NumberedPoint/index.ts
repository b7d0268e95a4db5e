export { NumberedPoint, type NumberedPointProps } from './NumberedPoint';
export { NumberedPointList, type NumberedPointItem, type NumberedPointListProps } from './NumberedPointList';
export { numberedPointColumns } from './NumberedPoint.css';
