export { LinkProvider, type LinkComponent, type LinkComponentProps, type LinkProviderProps } from './LinkProvider';
