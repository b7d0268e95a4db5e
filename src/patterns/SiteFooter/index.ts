export { COPYRIGHT_YEAR, SiteFooter, type SiteFooterCompany, type SiteFooterProps } from './SiteFooter';
