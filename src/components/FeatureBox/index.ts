export { FeatureBox, type FeatureBoxProps } from './FeatureBox';
export { FeatureBoxList, type FeatureBoxItem, type FeatureBoxListProps } from './FeatureBoxList';
export { featureBoxColumns } from './FeatureBox.css';
