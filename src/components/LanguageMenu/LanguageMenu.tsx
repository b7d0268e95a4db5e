import { useLingui } from '@lingui/react/macro';
import * as Popover from '@radix-ui/react-popover';
import { Check, ChevronDown, Globe } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { localeNames, locales, type Locale } from '../../i18n';
import * as styles from './LanguageMenu.css';

export interface LanguageMenuProps {
  /** The language on screen. */
  value: Locale;
  /** Called with the chosen language (also when it is the current one); the menu closes. */
  onChange: (locale: Locale) => void;
  /** The surface the trigger sits on: `light` pages or the `dark` charcoal header. */
  tone?: (typeof styles.languageMenuTones)[number];
  className?: string;
}

type Focus = 'first' | 'last';

/** Focuses the tabbable element after (or before) `origin` in document order, skipping the popover. */
function focusBeside(origin: HTMLElement, backwards: boolean) {
  const tabbables = Array.from(
    origin.ownerDocument.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]',
    ),
  ).filter(
    (el) =>
      el.tabIndex >= 0 &&
      !el.hasAttribute('data-radix-focus-guard') &&
      !el.closest('[data-radix-popper-content-wrapper]') &&
      el.getClientRects().length > 0,
  );
  const index = tabbables.indexOf(origin);
  (tabbables[backwards ? index - 1 : index + 1] ?? origin).focus();
}

/**
 * Korean / English chooser: an APG menu button (`aria-haspopup="menu"`, `menuitemradio` items)
 * on a Radix Popover, which brings the portal, positioning, outside click, Escape and the
 * return of focus to the trigger. Each language is written in its own script with its own `lang`.
 */
export function LanguageMenu({ value, onChange, tone, className }: LanguageMenuProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const focusOnOpen = useRef<Focus>('first');
  // Tab leaves the menu for the next control: focus must not be pulled back to the trigger.
  const keepFocusOnClose = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const current = localeNames[value];
  const triggerLabel = t`언어 선택: ${current}`;

  const focusItem = (index: number) => {
    const items = itemRefs.current;
    const count = locales.length;
    items[(index + count) % count]?.focus({ preventScroll: true });
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space reach the Radix click handler; the arrows open the menu too (APG menu button).
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusOnOpen.current = event.key === 'ArrowUp' ? 'last' : 'first';
      setOpen(true);
    } else if (event.key === 'Enter' || event.key === ' ') {
      focusOnOpen.current = 'first';
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = itemRefs.current.findIndex((item) => item === document.activeElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(locales.length - 1);
        break;
      case 'Tab':
        // Close and move on from the trigger, as if the menu (portalled at the end of the page)
        // sat right after it: Tab reaches the next control, Shift+Tab the previous one.
        event.preventDefault();
        keepFocusOnClose.current = true;
        setOpen(false);
        if (triggerRef.current) focusBeside(triggerRef.current, event.shiftKey);
        break;
    }
  };

  const choose = (locale: Locale) => {
    setOpen(false);
    onChange(locale);
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (next) focusOnOpen.current = 'first';
        setOpen(next);
      }}
    >
      <Popover.Trigger
        ref={triggerRef}
        aria-haspopup="menu"
        aria-label={triggerLabel}
        className={[styles.trigger({ tone }), className].filter(Boolean).join(' ')}
        onKeyDown={onTriggerKeyDown}
      >
        <Globe className={styles.icon} aria-hidden="true" focusable="false" />
        <span lang={value}>{current}</span>
        <ChevronDown className={styles.chevron} aria-hidden="true" focusable="false" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          role="menu"
          aria-label={t`언어 선택`}
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className={styles.content({ tone })}
          onKeyDown={onMenuKeyDown}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            focusItem(focusOnOpen.current === 'last' ? -1 : 0);
          }}
          onCloseAutoFocus={(event) => {
            if (keepFocusOnClose.current) event.preventDefault();
            keepFocusOnClose.current = false;
          }}
        >
          {locales.map((locale, index) => (
            <button
              key={locale}
              ref={(node) => {
                itemRefs.current[index] = node;
              }}
              type="button"
              role="menuitemradio"
              aria-checked={locale === value}
              lang={locale}
              tabIndex={-1}
              className={styles.item({ tone })}
              onClick={() => choose(locale)}
            >
              {localeNames[locale]}
              {locale === value ? (
                <Check className={styles.check({ tone })} aria-hidden="true" focusable="false" />
              ) : null}
            </button>
          ))}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
