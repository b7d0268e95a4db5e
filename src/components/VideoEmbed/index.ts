export { VideoEmbed, type VideoEmbedProps } from './VideoEmbed';
export { VideoEmbedPoster } from './VideoEmbedPoster';
