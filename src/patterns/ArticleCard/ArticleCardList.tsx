import { Trans } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { ArticleCard, type ArticleCardData, type ArticleCardLayout } from './ArticleCard';
import * as styles from './ArticleCard.css';
import type { HeadingLevel } from '../../components/SectionHeading';

export interface ArticleCardListProps {
  articles: readonly ArticleCardData[];
  /** `card`: a grid (1 / 2 / 3 columns); `row`: a ruled list (the Home page's latest articles). */
  layout?: ArticleCardLayout;
  showDate?: boolean;
  headingLevel?: HeadingLevel;
  'aria-labelledby'?: string;
  className?: string;
}

/** Article cards in a list; with no articles it says so ("no posts registered", SPEC §2). */
export function ArticleCardList({
  articles,
  layout = 'card',
  showDate,
  headingLevel,
  className,
  ...aria
}: ArticleCardListProps) {
  if (articles.length === 0) {
    return (
      <p className={clsx(styles.empty, className)}>
        <Trans>등록된 게시물이 없습니다.</Trans>
      </p>
    );
  }
  return (
    <ul className={clsx(styles.list({ layout }), className)} {...aria}>
      {articles.map((article) => (
        <li key={article.id} className={layout === 'row' ? styles.rowItem : undefined}>
          <ArticleCard article={article} layout={layout} showDate={showDate} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
