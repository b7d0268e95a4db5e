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

export const isInquiryType = (value: unknown): value is InquiryType =>
  typeof value === 'string' && (inquiryTypes as readonly string[]).includes(value);

/**
 * The inquiry type named by a `/contact/{name}` route parameter, or `null` for an unknown name
 * (the page answers 404). No parameter (or an empty one) means DISTRIBUTION. The parameter is
 * accepted raw or percent-encoded (`MUSIC%20PRODUCTION`), so it works whether or not the router
 * has decoded it already. Names are matched exactly (upper case, as the tabs write them).
 */
export function parseInquiryType(param: string | null | undefined): InquiryType | null {
  if (param === undefined || param === null || param === '') return defaultInquiryType;
  if (isInquiryType(param)) return param;
  let decoded: string;
  try {
    decoded = decodeURIComponent(param);
  } catch {
    return null; // malformed escape such as `%E0%A4%A`
  }
  return isInquiryType(decoded) ? decoded : null;
}
