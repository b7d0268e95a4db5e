export { ArticleBody, type ArticleBodyProps } from './ArticleBody';
export { articleBodyClasses } from './articleBodyClasses';
