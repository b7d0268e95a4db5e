export { WorkCard, type Work, type WorkCardKind, type WorkCardProps } from './WorkCard';
export { WorkCardList, type WorkCardListProps } from './WorkCardList';
export { workCardKinds } from './WorkCard.css';
export { coverArt, coverArtSvg, coverArtStyles, type CoverArtOptions, type CoverArtStyle } from './coverArt';
