export { MobileMenu, type MobileMenuProps } from './MobileMenu';
