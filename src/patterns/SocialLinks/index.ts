export {
  SocialLinks,
  socialChannels,
  type SocialChannel,
  type SocialLinksProps,
  type SocialLinksVariant,
} from './SocialLinks';
export { socialLinksVariants } from './SocialLinks.css';
