import { Trans } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { useId } from 'react';
import { Link } from 'wouter';
import { company } from '../../content/company';
import { useLocale, useLocalized } from '../../i18n';
import { Marquee } from '../Marquee';
import { SocialLinks } from '../SocialLinks';
import * as styles from './SiteFooter.css';

/**
 * The year of the copyright line. A constant, not `new Date()`, so renders (and snapshots) are
 * stable; bump it once a year, or pass `year`.
 */
export const COPYRIGHT_YEAR = 2026;

export interface SiteFooterProps {
  /** The year shown in the copyright line (default `COPYRIGHT_YEAR`). */
  year?: number;
  className?: string;
}

const { current } = company.headOffice;

/** The footer's texts in both languages; each language writes the address its own way. */
const footerContent = {
  legalName: company.legalName,
  ceo: company.ceo,
  address: { ko: `${current.ko} (${current.postcode})`, en: `${current.en} ${current.postcode}` },
};

/**
 * The site footer (`contentinfo`): the platform strip, the company's address and registration
 * details in the UI language, links to contact, privacy policy, the accessibility statement and
 * — in Korean only — the notice list, the official channels (each opens in a new window) and the
 * copyright line.
 */
export function SiteFooter({ year = COPYRIGHT_YEAR, className }: SiteFooterProps) {
  const korean = useLocale() === 'ko';
  const { legalName, ceo, address } = useLocalized(footerContent);
  const navHeadingId = useId();
  const channelsHeadingId = useId();
  const { registration } = company;

  return (
    <footer className={clsx(styles.root, className)}>
      <Marquee />
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
            <SocialLinks variant="icon" aria-labelledby={channelsHeadingId} />
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
