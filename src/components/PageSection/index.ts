export {
  PageSection,
  type PageSectionAlign,
  type PageSectionLayout,
  type PageSectionProps,
  type PageSectionSpacing,
  type PageSectionTone,
  type PageSectionWidth,
} from './PageSection';
export {
  pageSectionAligns,
  pageSectionLayouts,
  pageSectionSpacings,
  pageSectionTones,
  pageSectionWidths,
} from './PageSection.css';
