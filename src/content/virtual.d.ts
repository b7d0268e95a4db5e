/**
 * Virtual modules of scripts/content/vite-plugin-content.ts: the Markdown articles and notices of
 * src/content/{articles,notices}/{ko,en}/*.md, validated and rendered to sanitised HTML at build time.
 * Each language's list is sorted newest first (articles by id, notices by date); ko and en hold the
 * same items.
 */

// Ambient module declarations cannot import a relative module, so the types are `import()`ed.
/* eslint-disable @typescript-eslint/consistent-type-imports */
declare module 'virtual:content/articles' {
  export const articles: Record<import('../i18n/locales').Locale, import('./types').Article[]>;
}

declare module 'virtual:content/articles/ko' {
  export const articles: import('./types').ArticleSummary[];
}

declare module 'virtual:content/article-bodies/ko' {
  export const bodies: Record<
    number,
    () => Promise<{ body: import('../lib/trustedHtml').TrustedHtml; excerpt: string }>
  >;
}

declare module 'virtual:content/articles/en' {
  export const articles: import('./types').ArticleSummary[];
}

declare module 'virtual:content/article-bodies/en' {
  export const bodies: Record<
    number,
    () => Promise<{ body: import('../lib/trustedHtml').TrustedHtml; excerpt: string }>
  >;
}

declare module 'virtual:content/notices' {
  export const notices: Record<import('../i18n/locales').Locale, import('./types').Notice[]>;
}

declare module 'virtual:content/article-body/*' {
  export const body: import('../lib/trustedHtml').TrustedHtml;
  /** The body's description for the meta tag (src/lib/htmlExcerpt.ts), made when the site is built. */
  export const excerpt: string;
}
