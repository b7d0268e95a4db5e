export { LanguageMenu, type LanguageMenuProps } from './LanguageMenu';
export { languageMenuTones } from './LanguageMenu.css';
