export { ArticleCard, type ArticleCardData, type ArticleCardLayout, type ArticleCardProps } from './ArticleCard';
export { ArticleCardList, type ArticleCardListProps } from './ArticleCardList';
export { articleCardLayouts } from './ArticleCard.css';
export { formatArticleDate } from './formatArticleDate';
