import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { ChevronDown, Globe } from 'lucide-react';
import { Suspense, use, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { localeNames, type Locale } from '../../i18n';
import { lazyModule } from '../../lib/lazyModule';
import { ErrorBoundary } from '../ErrorBoundary';
import { portalSurfaceOf } from '../private/portalSurface';
import * as styles from './LanguageMenu.css';
import type * as PopoverModule from './LanguageMenuPopover';
import type { MenuFocus } from './LanguageMenuPopover';

export interface LanguageMenuProps {
  /** The language on screen. */
  value: Locale;
  /** Called with the chosen language (also when it is the current one); the menu closes. */
  onChange: (locale: Locale) => void;
  className?: string;
}

// The popover (Radix Popover, Floating UI) is its own chunk, fetched when the visitor points at or
// focuses the trigger and at the latest when the menu opens: it is not part of a page's first load.
const popoverModule = lazyModule(() => import('./LanguageMenuPopover'));
/** Starts loading the menu's popover code (again, after a failed load: each is a new attempt). */
export const preloadLanguageMenu = () => {
  popoverModule.retry().catch(() => undefined);
};

/** Nothing where the popover would be when its code could not load (the note says so instead). */
const NoPopover = () => null;

function LanguageMenuPopover(props: PopoverModule.LanguageMenuPopoverProps) {
  const { LanguageMenuPopover: Popover } = popoverModule.current() ?? use(popoverModule.load());
  return <Popover {...props} />;
}

/**
 * Korean / English chooser: an APG menu button (`aria-haspopup="menu"`, `menuitemradio` items).
 * The trigger is a plain button; the menu is a Radix Popover anchored to it (portal, positioning,
 * outside click, Escape), loaded on first use, which takes the focus as soon as it mounts and
 * returns it to the trigger. Each language is written in its own script with its own `lang`.
 */
export function LanguageMenu({ value, onChange, className }: LanguageMenuProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing runs the popover's own exit and focus return.
  const [used, setUsed] = useState(false);
  // The popover's code could not be loaded (offline, a new deployment): said next to the button;
  // the next press tries again.
  const [failed, setFailed] = useState(false);
  // The list is portalled: it takes the surface the trigger sits on (inverse or none) when it opens.
  const [surface, setSurface] = useState<string>();
  const focusOnOpen = useRef<MenuFocus>('first');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const current = localeNames[value];

  const show = (focus: MenuFocus) => {
    focusOnOpen.current = focus;
    if (failed) preloadLanguageMenu();
    setFailed(false);
    setSurface(portalSurfaceOf(triggerRef.current));
    setUsed(true);
    setOpen(true);
  };

  // The note goes with Escape or the next press anywhere (a press on the button tries again).
  useEffect(() => {
    if (!failed) return;
    const dismiss = (event: Event) => {
      if (event instanceof globalThis.KeyboardEvent && event.key !== 'Escape') return;
      if (event.target instanceof Node && triggerRef.current?.contains(event.target)) return;
      setFailed(false);
    };
    document.addEventListener('keydown', dismiss);
    document.addEventListener('pointerdown', dismiss);
    return () => {
      document.removeEventListener('keydown', dismiss);
      document.removeEventListener('pointerdown', dismiss);
    };
  }, [failed]);

  const onLoadError = () => {
    setOpen(false);
    setUsed(false);
    setFailed(true);
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
        className={clsx(styles.trigger, className)}
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
        <ErrorBoundary where="language-menu" fallback={NoPopover} onError={onLoadError}>
          <Suspense fallback={null}>
            <LanguageMenuPopover
              id={menuId}
              open={open}
              value={value}
              surface={surface}
              triggerRef={triggerRef}
              focusOnOpen={focusOnOpen}
              onClose={() => setOpen(false)}
              onChoose={(locale) => {
                setOpen(false);
                onChange(locale);
              }}
            />
          </Suspense>
        </ErrorBoundary>
      ) : null}
      {failed ? (
        <p role="alert" className={styles.loadError}>
          <Trans>언어 메뉴를 불러오지 못했습니다. 연결을 확인한 뒤 버튼을 다시 눌러 주세요.</Trans>
        </p>
      ) : null}
    </>
  );
}
