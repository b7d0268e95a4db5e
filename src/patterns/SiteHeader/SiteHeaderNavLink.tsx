import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import * as styles from './SiteHeader.css';
import { linkState, type NavLinkItem } from '../siteNavigation';

export interface SiteHeaderNavLinkProps {
  item: NavLinkItem;
  currentPath: string;
}

/** A top-level header link: `aria-current="page"` on its own page, highlighted (`data-active`) in its section. */
export function SiteHeaderNavLink({ item, currentPath }: SiteHeaderNavLinkProps) {
  const { i18n } = useLingui();
  const { current, active } = linkState(currentPath, item);
  return (
    <Link href={item.href} className={styles.navLink} aria-current={current ? 'page' : undefined} data-active={active}>
      {i18n._(item.label)}
    </Link>
  );
}
