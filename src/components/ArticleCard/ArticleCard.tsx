import { useId } from 'react';
import { Link } from 'wouter';
import type { Article } from '../../content/types';
import * as styles from './ArticleCard.css';
import { formatArticleDate } from './formatArticleDate';

export type ArticleCardLayout = (typeof styles.articleCardLayouts)[number];
/** The fields a card shows (an `Article` from src/content fits as is). */
export type ArticleCardData = Pick<Article, 'id' | 'date' | 'type' | 'artist' | 'title' | 'thumb'>;

export interface ArticleCardProps {
  article: ArticleCardData;
  /** `card`: picture above (article grids); `row`: picture beside (the Home list). */
  layout?: ArticleCardLayout;
  /** Show the date as YYYY.MM.DD. */
  showDate?: boolean;
  /** Level of the title heading. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * An article as one link card to `/articles/{id}`: thumbnail (decorative, `alt=""`, the title
 * follows; lazy with its size reserved), type, artist, title and optionally the date. The link is
 * named by the title and described by type / artist / date.
 */
export function ArticleCard({
  article,
  layout = 'card',
  showDate = false,
  headingLevel = 3,
  className,
}: ArticleCardProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const metaId = `${id}-meta`;
  const Heading = `h${headingLevel}` as const;
  return (
    <Link
      href={`/articles/${article.id}`}
      className={[styles.root({ layout }), className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-describedby={metaId}
    >
      <span className={styles.thumbFrame({ layout })}>
        <img
          className={styles.thumb}
          src={article.thumb}
          alt=""
          width={800}
          height={600}
          loading="lazy"
          decoding="async"
        />
      </span>
      <div className={styles.body}>
        <span id={metaId} className={styles.meta}>
          <span className={styles.type}>{article.type}</span>{' '}
          <span className={styles.separator} aria-hidden="true">
            /
          </span>{' '}
          <span>{article.artist}</span>
          {showDate ? (
            <>
              {' '}
              <span className={styles.separator} aria-hidden="true">
                /
              </span>{' '}
              <time className={styles.date} dateTime={article.date}>
                {formatArticleDate(article.date)}
              </time>
            </>
          ) : null}
        </span>
        <Heading id={titleId} className={styles.title({ layout })}>
          {article.title}
        </Heading>
      </div>
    </Link>
  );
}
