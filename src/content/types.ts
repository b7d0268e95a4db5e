import type { Locale } from '../i18n/locales';
import type { TrustedHtml } from '../lib/trustedHtml';

/** Article types that the article list can filter by (SPEC §3). */
export const articleTypes = ['MUSIC', 'INTERVIEW', 'VIDEO'] as const;
export type ArticleType = (typeof articleTypes)[number];

/** A text in both UI languages, side by side. */
export type LocalizedText = Record<Locale, string>;

/** An embedded video of an article (a YouTube-style id; the player is loaded on demand). */
export interface ArticleVideo {
  /** YouTube-style video id (11 characters). *sample* */
  id: string;
  /** Start time in seconds. */
  start?: number;
  /** Autoplay videos are muted first, then seek to `start` (SPEC §2). */
  autoplay?: boolean;
}

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
  /** HTML body, sanitised when the site is built. */
  content: TrustedHtml;
  /** The article's embedded video, shown with the body. */
  video?: ArticleVideo;
}

/** An article without its body: what lists, cards and the store need (the body loads with its page). */
export type ArticleSummary = Omit<Article, 'content'>;

/** A public notice (SPEC §3): static, shown at /notice/{1-based position}. */
export interface Notice {
  title: string;
  /** ISO date YYYY-MM-DD, shown as is. */
  date: string;
  /** HTML body, sanitised when the site is built. */
  content: TrustedHtml;
}
