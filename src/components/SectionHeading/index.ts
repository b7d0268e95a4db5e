export {
  SectionHeading,
  type SectionHeadingLevel,
  type SectionHeadingProps,
  type SectionHeadingTone,
} from './SectionHeading';
export { sectionHeadingAligns, sectionHeadingLevels, sectionHeadingTones } from './SectionHeading.css';
