export { TextLink, type TextLinkProps } from './TextLink';
export { textLinkTones } from './TextLink.css';
export {
  LinkProvider,
  type LinkComponent,
  type LinkComponentProps,
  type LinkProviderProps,
} from '../private/linkComponent';
