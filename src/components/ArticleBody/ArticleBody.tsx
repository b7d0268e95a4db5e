import { clsx } from 'clsx';
import type { TrustedHtml } from '../../lib/trustedHtml';
import * as styles from './ArticleBody.css';

export interface ArticleBodyProps {
  /**
   * The article's HTML, already sanitised (see `articleBodyClasses` for the class contract): the
   * bodies in src/content are cleaned by DOMPurify when the site is built, anything else goes
   * through `sanitizeHtml` first.
   */
  html: TrustedHtml;
  className?: string;
}

/**
 * An article's body: sanitised HTML typeset — headings, paragraphs, images, Q&A blocks, image/text
 * rows, quotes and links. Its `html` is `TrustedHtml`: DOMPurify has already removed scripts, event
 * handlers and iframes (at build time for src/content, so no page ships DOMPurify to show an
 * article). Videos come from the article's front matter through `VideoEmbed`, never from the HTML.
 */
export function ArticleBody({ html, className }: ArticleBodyProps) {
  return <div className={clsx(styles.root, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
