import { brand } from './brand';

/**
 * Company facts (shared/CONTENT.md), read everywhere from here: footer, terms, notice, meta tags.
 * Values marked *sample* are placeholders a real company would replace; they are shown plainly.
 */
export const company = {
  ...brand,
  legalName: { ko: '주식회사 누리뮤직', en: 'NURI MUSIC Co., Ltd.' },
  claims: { platforms: 200, countries: 180, composers: 220_000, replyBusinessDays: '3–5' },
  /** *sample* */
  headOffice: {
    since: '2025-01-12',
    current: {
      ko: '서울특별시 성동구 성수이로7길 21, 5층',
      en: '5F, 21 Seongsui-ro 7-gil, Seongdong-gu, Seoul',
      postcode: '04780',
    },
    previous: {
      ko: '서울특별시 마포구 와우산로29길 14, 3층',
      en: '3F, 14 Wausan-ro 29-gil, Mapo-gu, Seoul',
      postcode: '04039',
    },
  },
  /** *sample* registration details */
  registration: {
    businessNumber: '000-00-00000',
    mailOrderNumber: '2025-서울성동-0000',
    email: 'hello@nurimusic.example',
    phone: '02-000-0000',
  },
  /** *sample* representative (CEO), shown with the registration details. */
  ceo: { ko: '정하루', en: 'Jung Haru' },
  /** *sample* data protection officer of the privacy policy: a title and the company e-mail. */
  privacyOfficer: {
    title: { ko: '개인정보 보호책임자 (경영지원팀장)', en: 'Data Protection Officer (Head of Operations)' },
    email: 'hello@nurimusic.example',
  },
  /** *sample* official channels */
  channels: {
    video: 'https://www.youtube.com/@nurimusic',
    photo: 'https://www.instagram.com/nurimusic',
    shortVideo: 'https://www.tiktok.com/@nurimusic',
    microblog: 'https://x.com/nurimusic',
  },
} as const;

/**
 * A whole number with its thousands grouped by commas, as English writes it ("220,000"). Not
 * `toLocaleString`: content is evaluated with its chunk, and a page's first `Intl` number
 * format initialises ICU's formatting, 10–15 ms of main thread, a long task of its own on the
 * services pages. Here, beside the numbers it writes out, which the content modules that use it
 * read from this module anyway. content.test.ts holds it to `Intl.NumberFormat('en-GB')`.
 */
export const groupThousands = (value: number): string => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
