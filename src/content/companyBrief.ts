/**
 * What pages quote of the company (shared/CONTENT.md) besides the brand (./brand.ts): its figures,
 * its official channels and its registration details. Their own module, spread into `company`
 * (./company.ts), so a page that quotes them does not carry the legal names, addresses and officers
 * that only the footer and the policies show.
 */

/** The claims of SPEC §1 (home, about, the services, the contact form): `company.claims`. */
export const figures = { platforms: 200, countries: 180, composers: 220_000, replyBusinessDays: '3–5' } as const;

/** *sample* The official channels (the footer, an article, the marketing service): `company.channels`. */
export const channelUrls = {
  video: 'https://www.youtube.com/@nurimusic',
  photo: 'https://www.instagram.com/nurimusic',
  shortVideo: 'https://www.tiktok.com/@nurimusic',
  microblog: 'https://x.com/nurimusic',
} as const;

/** *sample* The registration details, with the company's e-mail and phone: `company.registration`. */
export const registration = {
  businessNumber: '000-00-00000',
  mailOrderNumber: '2025-서울성동-0000',
  email: 'hello@nurimusic.example',
  phone: '02-000-0000',
} as const;

/**
 * A whole number with its thousands grouped by commas, as English writes it ("220,000"). Not
 * `toLocaleString`: content is evaluated with its chunk, and a page's first `Intl` number
 * format initialises ICU's formatting, 10–15 ms of main thread, a long task of its own on the
 * services pages. Here, beside the numbers it writes out, which the content modules that use it
 * read from this module anyway. content.test.ts holds it to `Intl.NumberFormat('en-GB')`.
 */
export const groupThousands = (value: number): string => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
