export { Banner, type BannerProps } from './Banner';
export { bannerServicePhrases } from './bannerPhrases';
