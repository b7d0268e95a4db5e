export {
  SocialLinks,
  socialChannels,
  type SocialChannel,
  type SocialLinksProps,
  type SocialLinksTone,
  type SocialLinksVariant,
} from './SocialLinks';
export { socialLinksTones, socialLinksVariants } from './SocialLinks.css';
