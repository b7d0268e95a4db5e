export {
  SectionHeading,
  type SectionHeadingLevel,
  type SectionHeadingProps,
  type SectionHeadingVariant,
} from './SectionHeading';
export { sectionHeadingAligns, sectionHeadingLevels, sectionHeadingVariants } from './SectionHeading.css';
