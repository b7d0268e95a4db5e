import { useLingui } from '@lingui/react/macro';
import * as Popover from '@radix-ui/react-popover';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useDeferredValue, useRef, type KeyboardEvent, type RefObject } from 'react';
import { localeNames, locales, type Locale } from '../../i18n';
import * as styles from './LanguageMenu.css';

export type MenuFocus = 'first' | 'last';

export interface LanguageMenuPopoverProps {
  id: string;
  open: boolean;
  value: Locale;
  /** The trigger's surface class (`inverseSurface` on charcoal), carried into the portal. */
  surface?: string;
  /** The menu button the popover is anchored to and returns focus to. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** Which item takes the focus when the menu opens (↑ on the trigger: the last). */
  focusOnOpen: RefObject<MenuFocus>;
  onClose: () => void;
  onChoose: (locale: Locale) => void;
}

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
 * The menu of `LanguageMenu` (loaded on first use): a Radix Popover anchored to the menu button,
 * which brings the portal, positioning, outside click and Escape. Focus moves to an item when it
 * opens and back to the button when it closes — unless the visitor clicked elsewhere or tabbed on.
 */
export function LanguageMenuPopover({
  id,
  open,
  value,
  surface,
  triggerRef,
  focusOnOpen,
  onClose,
  onChoose,
}: LanguageMenuPopoverProps) {
  const { t } = useLingui();
  // The press paints the menu button's new state (`aria-expanded`, the chevron) first; the menu
  // (Floating UI measures the page, Presence reads the computed style, an item takes the focus)
  // renders right after that paint, in a deferred render. Closing is at once.
  const shown = useDeferredValue(open, false) && open;
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  // Tab or a click elsewhere closes the menu without pulling focus back to the trigger.
  const keepFocusOnClose = useRef(false);

  const focusItem = (index: number) => {
    const count = locales.length;
    itemRefs.current[(index + count) % count]?.focus({ preventScroll: true });
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
        onClose();
        if (triggerRef.current) focusBeside(triggerRef.current, event.shiftKey);
        break;
    }
  };

  return (
    <Popover.Root open={shown} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Popover.Anchor virtualRef={triggerRef} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          role="menu"
          aria-label={t`언어 선택`}
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className={clsx(styles.content, surface)}
          onKeyDown={onMenuKeyDown}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            focusItem(focusOnOpen.current === 'last' ? -1 : 0);
          }}
          onInteractOutside={(event) => {
            // The menu button toggles the menu itself; anything else outside closes it and keeps
            // the focus where the visitor put it.
            if (triggerRef.current?.contains(event.target as Node)) event.preventDefault();
            else keepFocusOnClose.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!keepFocusOnClose.current) triggerRef.current?.focus();
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
              className={styles.item}
              onClick={() => onChoose(locale)}
            >
              {localeNames[locale]}
              {locale === value ? <Check className={styles.check} aria-hidden="true" focusable="false" /> : null}
            </button>
          ))}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
