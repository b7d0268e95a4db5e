import { useLingui } from '@lingui/react/macro';
import { ChevronDown, Globe } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { localeNames, type Locale } from '../../i18n';
import * as styles from './LanguageMenu.css';
import type * as PopoverModule from './LanguageMenuPopover';
import type { MenuFocus } from './LanguageMenuPopover';

export interface LanguageMenuProps {
  /** The language on screen. */
  value: Locale;
  /** Called with the chosen language (also when it is the current one); the menu closes. */
  onChange: (locale: Locale) => void;
  /** The surface the trigger sits on: `light` pages or the `dark` charcoal header. */
  tone?: (typeof styles.languageMenuTones)[number];
  className?: string;
}

// The popover (Radix Popover, Floating UI) is its own chunk, fetched when the visitor points at or
// focuses the trigger and at the latest when the menu opens: it is not part of a page's first load.
let popoverModule: Promise<typeof PopoverModule> | undefined;
/** Starts (once) loading the menu's popover code. */
export const preloadLanguageMenu = () => (popoverModule ??= import('./LanguageMenuPopover'));
const LanguageMenuPopover = lazy(() => preloadLanguageMenu().then((m) => ({ default: m.LanguageMenuPopover })));

/**
 * Korean / English chooser: an APG menu button (`aria-haspopup="menu"`, `menuitemradio` items).
 * The trigger is a plain button; the menu is a Radix Popover anchored to it (portal, positioning,
 * outside click, Escape), loaded on first use, which takes the focus as soon as it mounts and
 * returns it to the trigger. Each language is written in its own script with its own `lang`.
 */
export function LanguageMenu({ value, onChange, tone, className }: LanguageMenuProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing runs the popover's own exit and focus return.
  const [used, setUsed] = useState(false);
  const focusOnOpen = useRef<MenuFocus>('first');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const current = localeNames[value];

  const show = (focus: MenuFocus) => {
    focusOnOpen.current = focus;
    setUsed(true);
    setOpen(true);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space click the button; the arrows open the menu too (APG menu button).
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t`언어 선택: ${current}`}
        data-state={open ? 'open' : 'closed'}
        className={[styles.trigger({ tone }), className].filter(Boolean).join(' ')}
        onPointerEnter={preloadLanguageMenu}
        onFocus={preloadLanguageMenu}
        onKeyDown={onTriggerKeyDown}
        onClick={() => (open ? setOpen(false) : show('first'))}
      >
        <Globe className={styles.icon} aria-hidden="true" focusable="false" />
        <span lang={value}>{current}</span>
        <ChevronDown className={styles.chevron} aria-hidden="true" focusable="false" />
      </button>
      {used ? (
        <Suspense fallback={null}>
          <LanguageMenuPopover
            id={menuId}
            open={open}
            value={value}
            tone={tone}
            triggerRef={triggerRef}
            focusOnOpen={focusOnOpen}
            onClose={() => setOpen(false)}
            onChoose={(locale) => {
              setOpen(false);
              onChange(locale);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
