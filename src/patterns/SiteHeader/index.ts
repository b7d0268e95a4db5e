export { SiteHeader, type SiteHeaderProps } from './SiteHeader';
export {
  activeSection,
  isCurrentPage,
  linkState,
  normalizePath,
  serviceNavLinks,
  type NavService,
  type NavSection,
} from '../siteNavigation';
