import { useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { Locale } from '../../i18n';
import * as styles from './SiteHeader.css';
import { NavLinkList } from '../siteNavLinks';
import { activeSection, servicesGroupLabel, type ServiceNavLinkItem } from '../siteNavigation';

export interface SiteHeaderServiceMenuProps {
  currentPath: string;
  language: Locale;
  /** The six service links, in order. */
  serviceLinks: readonly ServiceNavLinkItem[];
}

/**
 * The desktop SERVICE group: an APG disclosure navigation — a button (`aria-expanded`) that shows
 * the six service links. Escape closes it and refocuses the button; a click or focus outside, a
 * chosen link, a new route or a new language close it too. The button carries the section
 * highlight on any services page.
 */
export function SiteHeaderServiceMenu({ currentPath, language, serviceLinks }: SiteHeaderServiceMenuProps) {
  const { i18n } = useLingui();
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const context = `${language} ${currentPath}`;
  const [state, setState] = useState({ open: false, context });
  if (state.context !== context) setState({ open: false, context });
  const open = state.open && state.context === context;
  const close = () => setState((s) => ({ ...s, open: false }));

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      setState((s) => ({ ...s, open: false }));
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setState((s) => ({ ...s, open: false }));
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <div
      ref={containerRef}
      className={styles.navItem}
      onBlur={(event) => {
        // Tabbing past the last service (or away) closes the group, as in the APG example.
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.serviceTrigger}
        aria-expanded={open}
        aria-controls={panelId}
        data-active={activeSection(currentPath) === 'services'}
        onClick={() => setState((s) => ({ ...s, open: !s.open }))}
      >
        {i18n._(servicesGroupLabel)}
        <ChevronDown className={styles.chevron} aria-hidden="true" focusable="false" />
      </button>
      <NavLinkList
        items={serviceLinks}
        currentPath={currentPath}
        id={panelId}
        className={styles.servicePanel}
        hidden={!open}
        linkClassName={styles.serviceLink}
        indexClassName={styles.serviceIndex}
        onNavigate={close}
      />
    </div>
  );
}
