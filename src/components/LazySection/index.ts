export {
  hasDehydratedSections,
  lazySection,
  loadSections,
  type LazySection,
  type LazySectionCode,
} from './lazySection';
