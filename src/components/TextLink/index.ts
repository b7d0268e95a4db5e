export { TextLink, type TextLinkProps } from './TextLink';
export { textLinkTones } from './TextLink.css';
