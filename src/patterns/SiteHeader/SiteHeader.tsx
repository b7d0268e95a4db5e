import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { useScrolledPast } from '../../hooks/useScrollY';
import type { Locale } from '../../i18n';
import { scrollThresholds } from '../../styles/runtimeTokens';
import { LanguageMenu } from '../../components/LanguageMenu';
import { MobileMenu } from '../MobileMenu';
import { NavLink } from '../siteNavLinks';
import * as styles from './SiteHeader.css';
import { SiteHeaderNoScriptLanguage, SiteHeaderNoScriptNav } from './SiteHeaderNoScript';
import { SiteHeaderServiceMenu } from './SiteHeaderServiceMenu';
import {
  aboutLink,
  articlesLink,
  contactLink,
  isCurrentPage,
  serviceNavLinks,
  type NavService,
} from '../siteNavigation';

export interface SiteHeaderProps {
  /** The path on screen: decides `aria-current`, the section highlight, and closes open menus when it changes. */
  currentPath: string;
  /** The language on screen (shown by the language menu; a change closes open menus). */
  language: Locale;
  onLanguageChange: (locale: Locale) => void;
  /** The wordmark's text, the link home (the site passes `company.brand`). */
  brand: string;
  /** The line under the mobile menu's links (the site passes `company.tagline`). */
  tagline: string;
  /** The services the SERVICE group links to, in order (the site passes the six `services` of src/content). */
  services: readonly NavService[];
  /** Force the scrolled look; by default it follows the page (scrolled at 90 px or more, SPEC §9). */
  scrolled?: boolean;
}

/**
 * The site's sticky header (SPEC §2 Shell): a skip link to `#main`, the NURI MUSIC wordmark, the
 * navigation (About, the six services, Articles, Contact) and the language menu. From the desktop
 * breakpoint the services sit in a SERVICE dropdown; below it everything moves into the mobile menu.
 * The scrolled look (`data-scrolled`) switches on at 90 px of scroll. Without script (CSS
 * `scripting: none`) those menus give way to plain links: a row of every page and the other language.
 */
export function SiteHeader({
  currentPath,
  language,
  onLanguageChange,
  brand,
  tagline,
  services,
  scrolled,
}: SiteHeaderProps) {
  const { t } = useLingui();
  const serviceLinks = useMemo(() => serviceNavLinks(services), [services]);
  const scrolledPast = useScrolledPast(scrollThresholds.headerScrolled);
  const isScrolled = scrolled ?? scrolledPast;

  return (
    <header className={styles.root} data-scrolled={isScrolled}>
      <a href="#main" className={styles.skipLink}>
        <Trans>본문 바로가기</Trans>
      </a>
      <div className={styles.inner}>
        <Link href="/" className={styles.brand} aria-current={isCurrentPage(currentPath, '/') ? 'page' : undefined}>
          <span className={styles.brandMark} aria-hidden="true" />
          {brand}
        </Link>
        <nav aria-label={t`주 메뉴`} className={styles.desktopNav}>
          <ul className={styles.navList}>
            <li className={styles.navItem}>
              <NavLink item={aboutLink} currentPath={currentPath} className={styles.navLink} />
            </li>
            <li className={styles.navItem}>
              <SiteHeaderServiceMenu currentPath={currentPath} language={language} serviceLinks={serviceLinks} />
            </li>
            <li className={styles.navItem}>
              <NavLink item={articlesLink} currentPath={currentPath} className={styles.navLink} />
            </li>
            <li className={styles.navItem}>
              <NavLink item={contactLink} currentPath={currentPath} className={styles.navLink} />
            </li>
          </ul>
        </nav>
        <div className={styles.actions}>
          <div className={styles.scriptOnly}>
            <LanguageMenu value={language} onChange={onLanguageChange} />
          </div>
          <SiteHeaderNoScriptLanguage currentPath={currentPath} language={language} />
          <div className={styles.mobileOnly}>
            <MobileMenu
              currentPath={currentPath}
              language={language}
              tagline={tagline}
              services={services}
              closeFrom="desktop"
            />
          </div>
        </div>
      </div>
      <SiteHeaderNoScriptNav currentPath={currentPath} serviceLinks={serviceLinks} />
    </header>
  );
}
