import { useMemo } from 'react';
import { sanitizeHtml } from '../../lib/sanitize';
import * as styles from './ArticleBody.css';

export interface ArticleBodyProps {
  /** The article's HTML (see `articleBodyClasses` for the class contract). Always sanitised here. */
  html: string;
  className?: string;
}

/**
 * An article's body: HTML from src/content, sanitised (DOMPurify) and typeset — headings,
 * paragraphs, images, Q&A blocks, image/text rows, quotes and links (external links that open a
 * new window get `rel="noopener noreferrer"` from the sanitiser). Scripts, event handlers and
 * iframes are removed: videos come from the article's front matter through `VideoEmbed`, never
 * from the HTML.
 */
export function ArticleBody({ html, className }: ArticleBodyProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
