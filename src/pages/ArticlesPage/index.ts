export { ArticlesPage } from './ArticlesPage';
