export { ArticleDetailPage } from './ArticleDetailPage';
