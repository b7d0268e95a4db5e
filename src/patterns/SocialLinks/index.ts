export {
  SocialLinks,
  type SocialChannel,
  type SocialChannelLink,
  type SocialLinksProps,
  type SocialLinksVariant,
} from './SocialLinks';
export { socialLinksVariants } from './SocialLinks.css';
