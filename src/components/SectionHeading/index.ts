export { SectionHeading, type SectionHeadingProps, type SectionHeadingVariant } from './SectionHeading';
export { sectionHeadingAligns, sectionHeadingVariants } from './SectionHeading.css';
export { headingLevels, type HeadingLevel } from './headingLevel';
