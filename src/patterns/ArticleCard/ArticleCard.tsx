import { clsx } from 'clsx';
import { useId } from 'react';
import { Link } from 'wouter';
import type { Article } from '../../content/types';
import { blockLink, blockLinkCard } from '../../styles/utils.css';
import * as styles from './ArticleCard.css';
import { formatArticleDate } from './formatArticleDate';
import type { HeadingLevel } from '../../components/SectionHeading';

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
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * An article as a block-link card to `/articles/{id}`: thumbnail (decorative, `alt=""`, the title
 * follows; lazy with its size reserved), type, artist, title and optionally the date. The title is
 * the card's only link, stretched over the whole card, so the link's name is exactly its visible
 * text (WCAG 2.5.3); type / artist / date sit outside it and describe it (`aria-describedby`).
 */
export function ArticleCard({
  article,
  layout = 'card',
  showDate = false,
  headingLevel = 3,
  className,
}: ArticleCardProps) {
  const id = useId();
  const metaId = `${id}-meta`;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={clsx(styles.root({ layout }), blockLinkCard, className)}>
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
        <Heading className={styles.title({ layout })}>
          <Link href={`/articles/${article.id}`} className={blockLink} aria-describedby={metaId}>
            {article.title}
          </Link>
        </Heading>
      </div>
    </div>
  );
}
