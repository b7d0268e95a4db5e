import { useLingui } from '@lingui/react/macro';
import { Globe } from 'lucide-react';
import { localizedPath } from '../../pageMeta/pageMeta';
import { localeNames, type Locale } from '../../i18n';
import { NavLinkList } from '../siteNavLinks';
import * as styles from './SiteHeader.css';
import { aboutLink, articlesLink, contactLink, type NavLinkItem, type ServiceNavLinkItem } from '../siteNavigation';

export interface SiteHeaderNoScriptProps {
  currentPath: string;
  language: Locale;
}

/**
 * The header's navigation for browsers that run no script (`@media (scripting: none)`; hidden
 * otherwise, so nothing changes with JavaScript on): every page as a plain link in a row under
 * the bar — the menu button, the SERVICE dropdown and the language menu cannot open without it.
 */
export function SiteHeaderNoScriptNav({
  currentPath,
  serviceLinks,
}: {
  currentPath: string;
  serviceLinks: readonly ServiceNavLinkItem[];
}) {
  const { t } = useLingui();
  const links: readonly NavLinkItem[] = [aboutLink, ...serviceLinks, articlesLink, contactLink];
  return (
    <nav aria-label={t`주 메뉴`} className={styles.noScriptNav}>
      <NavLinkList
        items={links}
        currentPath={currentPath}
        className={styles.noScriptList}
        linkClassName={styles.noScriptLink}
      />
    </nav>
  );
}

/**
 * The language switch without script: a plain link to this page under the other language's URL
 * (/ko/… ↔ /en/…), in place of the language menu, which needs JavaScript to open.
 */
export function SiteHeaderNoScriptLanguage({ currentPath, language }: SiteHeaderNoScriptProps) {
  const other: Locale = language === 'ko' ? 'en' : 'ko';
  return (
    <a href={localizedPath(currentPath, other)} hrefLang={other} lang={other} className={styles.noScriptLanguage}>
      <Globe className={styles.noScriptLanguageIcon} aria-hidden="true" focusable="false" />
      {localeNames[other]}
    </a>
  );
}
