/** Article types that the article list can filter by (SPEC §3). */
export const articleTypes = ['MUSIC', 'INTERVIEW', 'VIDEO'] as const;
export type ArticleType = (typeof articleTypes)[number];

export interface Article {
  /** Newest has the highest id. */
  id: number;
  /** ISO date, shown as YYYY.MM.DD. */
  date: string;
  type: ArticleType;
  artist: string;
  title: string;
  /** Image path of the thumbnail. */
  thumb: string;
  /** Sanitised HTML body. */
  content: string;
}
