import { brand } from './brand';
import { channelUrls, figures, registration } from './companyBrief';

/**
 * Company facts (shared/CONTENT.md): footer, terms, notice, meta tags. Values marked *sample* are
 * placeholders a real company would replace; they are shown plainly. The brand (./brand.ts) and
 * what pages quote (./companyBrief.ts: the figures, the channels, the registration details) have
 * their own modules, spread in here.
 */
export const company = {
  ...brand,
  legalName: { ko: '주식회사 누리뮤직', en: 'NURI MUSIC Co., Ltd.' },
  claims: figures,
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
  registration,
  /** *sample* representative (CEO), shown with the registration details. */
  ceo: { ko: '정하루', en: 'Jung Haru' },
  /** *sample* data protection officer of the privacy policy: a title and the company e-mail. */
  privacyOfficer: {
    title: { ko: '개인정보 보호책임자 (경영지원팀장)', en: 'Data Protection Officer (Head of Operations)' },
    email: 'hello@nurimusic.example',
  },
  channels: channelUrls,
} as const;
