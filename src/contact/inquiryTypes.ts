// No Lingui macro here: the Playwright specs import this list as is (they run without the Babel transform).

/**
 * The seven inquiry types of the contact form (SPEC §2), in tab order. The route parameter is
 * the name itself (`/contact/MUSIC%20PRODUCTION`); `/contact` means DISTRIBUTION.
 */
// Route names, identical in both languages (the ETC tab label is translated by inquiryTypeLabel).
/* eslint-disable lingui/no-unlocalized-strings */
export const inquiryTypes = [
  'DISTRIBUTION',
  'MARKETING',
  'MUSIC PRODUCTION',
  'VIDEO PRODUCTION',
  'PUBLISHING',
  'ABBEY ROAD STUDIOS',
  'ETC',
] as const;
/* eslint-enable lingui/no-unlocalized-strings */
export type InquiryType = (typeof inquiryTypes)[number];

export const defaultInquiryType: InquiryType = 'DISTRIBUTION';
