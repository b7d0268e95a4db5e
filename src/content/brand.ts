/**
 * The brand, as every page's shell and head say it (shared/CONTENT.md). Its own module so the entry
 * every page waits for holds these three strings, not the company's other facts (company.ts,
 * which spreads them in: `company.brand` reads the same value).
 */
export const brand = {
  brand: 'NURI MUSIC',
  brandKo: '누리뮤직',
  tagline: 'Do your music!',
} as const;
