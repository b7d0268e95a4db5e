import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { ChevronDown, Menu, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useScrollLock } from '../../hooks/useScrollLock';
import type { Locale } from '../../i18n';
import { minWidth } from '../../styles/media';
import type { Breakpoint } from '../../styles/tokens';
import { visuallyHidden } from '../../styles/utils.css';
import {
  aboutLink,
  activeSection,
  articlesLink,
  contactLink,
  serviceNavLinks,
  servicesGroupLabel,
  type NavLinkItem,
  type NavService,
} from '../siteNavigation';
import { NavLink, NavLinkList } from '../siteNavLinks';
import * as styles from './MobileMenu.css';

export interface MobileMenuProps {
  /** The path on screen: marks the current link and, when it changes, closes the menu. */
  currentPath: string;
  /** The language on screen: when it changes, the menu closes. */
  language: Locale;
  /** The line under the links (the site passes `company.tagline`). */
  tagline: string;
  /** The services the SERVICE submenu links to, in order (the site passes the six `services` of src/content). */
  services: readonly NavService[];
  /** Close the menu when the viewport reaches this breakpoint (where the desktop nav takes over). */
  closeFrom?: Breakpoint;
  className?: string;
}

interface MenuState {
  open: boolean;
  servicesOpen: boolean;
  /** The route and language the state belongs to; a new one resets it. */
  context: string;
}

/**
 * The header's menu below the desktop breakpoint: a disclosure button that opens a full-height
 * panel of navigation links with a SERVICE submenu (its own disclosure, open by default).
 * Opening locks page scrolling; Escape closes and returns focus to the toggle; a new route or
 * language closes everything and restores scrolling. Links mark the page with `aria-current`.
 */
export function MobileMenu({ currentPath, language, tagline, services, closeFrom, className }: MobileMenuProps) {
  const { t, i18n } = useLingui();
  const serviceLinks = useMemo(() => serviceNavLinks(services), [services]);
  const panelId = useId();
  const servicesId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const context = `${language} ${currentPath}`;
  const [state, setState] = useState<MenuState>({ open: false, servicesOpen: true, context });
  // SPEC §2: route and language changes close the menus (and reset the submenu to open).
  if (state.context !== context) setState({ open: false, servicesOpen: true, context });
  const open = state.open && state.context === context;
  const servicesOpen = state.context === context ? state.servicesOpen : true;

  useScrollLock(open);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // A layer above (the language popover) handles its own Escape first and marks it handled.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setState((s) => ({ ...s, open: false }));
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  useEffect(() => {
    if (!open || !closeFrom) return;
    const media = window.matchMedia(minWidth(closeFrom));
    const onChange = () => {
      if (media.matches) setState((s) => ({ ...s, open: false }));
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [open, closeFrom]);

  const section = activeSection(currentPath);

  const onLinkClick = (current: boolean) => {
    setState((s) => ({ ...s, open: false }));
    // The page does not change, so nothing else will take the focus from the hidden link.
    if (current) toggleRef.current?.focus();
  };

  const renderLink = (item: NavLinkItem) => (
    <NavLink item={item} currentPath={currentPath} className={styles.link} onNavigate={onLinkClick} />
  );

  return (
    <div className={clsx(styles.root, className)}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setState((s) => ({ ...s, open: !s.open }))}
      >
        {open ? (
          <X className={styles.toggleIcon} aria-hidden="true" focusable="false" />
        ) : (
          <Menu className={styles.toggleIcon} aria-hidden="true" focusable="false" />
        )}
        <span className={visuallyHidden}>
          <Trans>메뉴</Trans>
        </span>
      </button>

      <div id={panelId} className={styles.panel} hidden={!open}>
        <nav aria-label={t`주 메뉴`}>
          <ul className={styles.list}>
            <li className={styles.item}>{renderLink(aboutLink)}</li>
            <li className={styles.item}>
              <button
                type="button"
                className={styles.groupToggle}
                aria-expanded={servicesOpen}
                aria-controls={servicesId}
                data-active={section === 'services'}
                onClick={() => setState((s) => ({ ...s, servicesOpen: !s.servicesOpen }))}
              >
                <span className={styles.groupLabel}>{i18n._(servicesGroupLabel)}</span>
                <ChevronDown className={styles.chevron} aria-hidden="true" focusable="false" />
              </button>
              <NavLinkList
                items={serviceLinks}
                currentPath={currentPath}
                id={servicesId}
                className={styles.subList}
                hidden={!servicesOpen}
                linkClassName={styles.subLink}
                indexClassName={styles.subIndex}
                onNavigate={onLinkClick}
              />
            </li>
            <li className={styles.item}>{renderLink(articlesLink)}</li>
            <li className={styles.item}>{renderLink(contactLink)}</li>
          </ul>
        </nav>
        <p className={styles.tagline} lang="en">
          {tagline}
        </p>
      </div>
    </div>
  );
}
