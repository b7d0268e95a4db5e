import { Trans } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { useId, useMemo } from 'react';
import { Link } from 'wouter';
import type { SocialChannelLink } from '../../content/socialPlatforms';
import type { LocalizedText } from '../../content/types';
import { localize, useLocale } from '../../i18n';
import { Marquee } from '../Marquee';
import { SocialLinks } from '../SocialLinks';
import * as styles from './SiteFooter.css';

/**
 * The year of the copyright line. A constant, not `new Date()`, so renders (and snapshots) are
 * stable; bump it once a year, or pass `year`.
 */
export const COPYRIGHT_YEAR = 2026;

/** The company facts the footer shows (the site passes `company` of src/content). */
export interface SiteFooterCompany {
  brand: string;
  tagline: string;
  legalName: LocalizedText;
  ceo: LocalizedText;
  /** The head office: its address in each language and its postcode. */
  headOffice: { current: LocalizedText & { postcode: string } };
  registration: { businessNumber: string; mailOrderNumber: string; email: string; phone: string };
}

export interface SiteFooterProps {
  /** The company's name, tagline, address and registration details. */
  company: SiteFooterCompany;
  /** The official channels, in order (the site passes `officialChannels`). */
  channels: readonly SocialChannelLink[];
  /** The names of the scrolling platform strip (the site passes `marqueePlatformNames`). */
  platformNames: readonly string[];
  /** The year shown in the copyright line (default `COPYRIGHT_YEAR`). */
  year?: number;
  className?: string;
}

/** The footer's texts in both languages; each language writes the address its own way. */
const footerContent = ({ legalName, ceo, headOffice: { current } }: SiteFooterCompany) => ({
  legalName,
  ceo,
  address: { ko: `${current.ko} (${current.postcode})`, en: `${current.en} ${current.postcode}` },
});

/**
 * The site footer (`contentinfo`): the platform strip, the company's address and registration
 * details in the UI language, links to contact, privacy policy, the accessibility statement and
 * — in Korean only — the notice list, the official channels (each opens in a new window) and the
 * copyright line.
 */
export function SiteFooter({ company, channels, platformNames, year = COPYRIGHT_YEAR, className }: SiteFooterProps) {
  const locale = useLocale();
  const korean = locale === 'ko';
  const { legalName, ceo, address } = useMemo(() => localize(footerContent(company), locale), [company, locale]);
  const navHeadingId = useId();
  const channelsHeadingId = useId();
  const { registration } = company;

  return (
    <footer className={clsx(styles.root, className)}>
      <Marquee names={platformNames} />
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.wordmark}>{company.brand}</p>
          <p className={styles.tagline} lang="en">
            {company.tagline}
          </p>
        </div>

        <address className={styles.details}>
          <dl className={styles.detailList}>
            <div className={styles.detailRow}>
              <dt className={styles.detailTerm}>
                <Trans>상호</Trans>
              </dt>
              <dd className={styles.detailValue}>{legalName}</dd>
            </div>
            <div className={styles.detailRow}>
              <dt className={styles.detailTerm}>
                <Trans>대표</Trans>
              </dt>
              <dd className={styles.detailValue}>{ceo}</dd>
            </div>
            <div className={styles.detailRow}>
              <dt className={styles.detailTerm}>
                <Trans>사업자등록번호</Trans>
              </dt>
              <dd className={styles.detailValue}>{registration.businessNumber}</dd>
            </div>
            <div className={styles.detailRow}>
              <dt className={styles.detailTerm}>
                <Trans>통신판매업 신고번호</Trans>
              </dt>
              {/* The number contains Korean (the registering district), whatever the UI language. */}
              <dd className={styles.detailValue} lang="ko">
                {registration.mailOrderNumber}
              </dd>
            </div>
            <div className={styles.detailRow}>
              <dt className={styles.detailTerm}>
                <Trans>주소</Trans>
              </dt>
              <dd className={styles.detailValue} data-testid="footer-address">
                {address}
              </dd>
            </div>
            <div className={styles.detailRow}>
              <dt className={styles.detailTerm}>
                <Trans>이메일</Trans>
              </dt>
              <dd className={styles.detailValue}>
                <a className={styles.detailLink} href={`mailto:${registration.email}`}>
                  {registration.email}
                </a>
              </dd>
            </div>
            <div className={styles.detailRow}>
              <dt className={styles.detailTerm}>
                <Trans>전화번호</Trans>
              </dt>
              <dd className={styles.detailValue}>
                <a className={styles.detailLink} href={`tel:${registration.phone}`}>
                  {registration.phone}
                </a>
              </dd>
            </div>
          </dl>
        </address>

        <div className={styles.aside}>
          <nav aria-labelledby={navHeadingId}>
            <h2 id={navHeadingId} className={styles.sectionLabel}>
              <Trans>바로가기</Trans>
            </h2>
            <ul className={styles.navList}>
              <li>
                <Link href="/contact" className={styles.navLink}>
                  <Trans>문의하기</Trans>
                </Link>
              </li>
              <li>
                <Link href="/terms" className={styles.navLink}>
                  <Trans>개인정보처리방침</Trans>
                </Link>
              </li>
              <li>
                <Link href="/accessibility" className={styles.navLink}>
                  <Trans>접근성 안내</Trans>
                </Link>
              </li>
              {korean && (
                <li>
                  <Link href="/notice" className={styles.navLink}>
                    <Trans>공지사항</Trans>
                  </Link>
                </li>
              )}
            </ul>
          </nav>

          <section aria-labelledby={channelsHeadingId}>
            <h2 id={channelsHeadingId} className={styles.sectionLabel}>
              <Trans>공식 채널</Trans>
            </h2>
            <SocialLinks links={channels} brand={company.brand} variant="icon" aria-labelledby={channelsHeadingId} />
          </section>
        </div>
      </div>

      <div className={styles.bottom}>
        <p className={styles.bottomInner}>
          <small>{`© ${year} ${company.brand}`}</small>
        </p>
      </div>
    </footer>
  );
}
