export { TextLink, type TextLinkProps } from './TextLink';
export {
  LinkProvider,
  type LinkComponent,
  type LinkComponentProps,
  type LinkProviderProps,
} from '../private/linkComponent';
