/**
 * The class contract of article HTML (what src/content writes, what ArticleBody styles):
 *
 * ```html
 * <div class="qa"><p class="q">Question…</p><p class="a">Answer…</p></div>
 * <div class="row"><img …><div><p>Text…</p></div></div>   <!-- next row: text first -->
 * <p class="caption">Photo credit…</p>
 * ```
 */
export const articleBodyClasses = {
  /** A question-and-answer block. */
  qa: 'qa',
  /** The question paragraph inside `.qa` (shown distinctly). */
  question: 'q',
  /** An answer paragraph inside `.qa` (one or more). */
  answer: 'a',
  /** A row of two columns (image and text, alternating which comes first). */
  row: 'row',
  /** Small muted text, e.g. a photo credit. */
  caption: 'caption',
} as const;
