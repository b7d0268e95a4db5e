export { SiteHeader, type SiteHeaderProps } from './SiteHeader';
export {
  activeSection,
  isCurrentPage,
  linkState,
  normalizePath,
  serviceLinks,
  type NavSection,
} from '../siteNavigation';
