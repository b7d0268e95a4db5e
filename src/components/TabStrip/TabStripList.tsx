import * as Tabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '../../hooks/MotionPreference';
import { useLinkComponent } from '../LinkProvider/LinkProvider';
import * as styles from './TabStrip.css';

export interface TabStripListItem {
  /** The Radix value: an id-safe key (Radix builds element ids from it). */
  key: string;
  label: ReactNode;
  /** The tab's own URL (route tabs): without script the strip shows links to these instead. */
  href?: string;
  /** The tab's id and the panel it controls, when the caller renders the panel itself (else Radix's). */
  ids?: { id: string; 'aria-controls': string | undefined };
}

export interface TabStripListProps {
  items: readonly TabStripListItem[];
  activeKey: string;
  label: string;
  scrolled?: boolean;
  className?: string;
}

/**
 * Scrolls the list sideways (never the page) so `tab` sits inside it, clear of the faded edges:
 * `scrollIntoView({ inline: 'nearest' })` limited to the strip, because `block: 'nearest'` still
 * scrolls the page when the strip itself is off screen.
 */
export function revealTab(list: HTMLElement, tab: HTMLElement, behavior: ScrollBehavior) {
  const pad = Math.min(parseFloat(getComputedStyle(list).scrollPaddingInlineStart) || 0, list.clientWidth / 4);
  const listBox = list.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  const start = tabBox.left - listBox.left;
  const end = tabBox.right - listBox.left;
  let delta = 0;
  if (start < pad) delta = start - pad;
  else if (end > list.clientWidth - pad) delta = Math.min(end - (list.clientWidth - pad), start - pad);
  if (Math.abs(delta) >= 1) list.scrollBy({ left: delta, behavior });
}

/** The scrolling `tablist` shared by `TabStrip` and `LinkTabStrip`. Render inside `Tabs.Root`. */
export function TabStripList({ items, activeKey, label, scrolled, className }: TabStripListProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const Link = useLinkComponent();
  // The selection the strip has scrolled to (at mount, the observer's first report does it).
  const revealed = useRef(activeKey);

  // Which edges have more tabs beyond them: drives the fades and the pointer scroll buttons.
  const updateOverflow = useCallback(() => {
    const frame = frameRef.current;
    const list = listRef.current;
    if (!frame || !list) return;
    const max = list.scrollWidth - list.clientWidth;
    frame.dataset.overflowStart = String(list.scrollLeft > 1);
    frame.dataset.overflowEnd = String(list.scrollLeft < max - 1);
  }, []);

  // The observer reports the strip's and each tab's size once it starts observing (after the next
  // layout, before that frame is painted) and on every change (web font arriving, language switch,
  // rotation): the selected tab is brought (back) into view, instantly, and the edges measured.
  // Nothing is measured while React commits: a forced layout there lengthens the commit's task
  // (on a hydrating page, the longest of the load).
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const observer = new ResizeObserver(() => {
      const active = list.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
      if (active) revealTab(list, active, 'auto');
      updateOverflow();
    });
    observer.observe(list);
    for (const tab of list.children) observer.observe(tab);
    return () => observer.disconnect();
  }, [updateOverflow, items]);

  // A new selection scrolls its tab into view (the observer above covers the first one).
  useLayoutEffect(() => {
    if (revealed.current === activeKey) return;
    revealed.current = activeKey;
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (list && active) revealTab(list, active, reducedMotion ? 'auto' : 'smooth');
    updateOverflow();
  }, [activeKey, reducedMotion, updateOverflow]);

  const scrollByPage = (direction: -1 | 1) => {
    const list = listRef.current;
    if (!list) return;
    list.scrollBy({ left: direction * list.clientWidth * 0.7, behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  // Route tabs are links too: a browser that runs no script cannot work the tablist (Radix), so
  // `@media (scripting: none)` swaps it for a nav of plain links to each tab's URL (styles.noScript…).
  const links = items.every((item) => item.href !== undefined) ? items : null;

  return (
    <div
      ref={frameRef}
      className={clsx(styles.strip({ scrolled }), className)}
      data-overflow-start="false"
      data-overflow-end="false"
    >
      <Tabs.List
        ref={listRef}
        aria-label={label}
        className={clsx(styles.list, links && styles.scriptOnlyList)}
        onScroll={updateOverflow}
        onFocus={(event) => {
          // Arrowing onto a tab behind a faded edge: bring it fully into view.
          if (event.target !== event.currentTarget) revealTab(event.currentTarget, event.target, 'auto');
        }}
      >
        {items.map((item) => (
          <Tabs.Trigger key={item.key} value={item.key} className={styles.tab} {...item.ids}>
            {item.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {links ? (
        <nav aria-label={label} className={styles.noScriptNav}>
          {links.map((item) => {
            const active = item.key === activeKey;
            return (
              <Link
                key={item.key}
                href={item.href ?? ''}
                className={styles.tab}
                data-state={active ? 'active' : 'inactive'}
                aria-current={active ? 'page' : undefined}
              >
                {item.label}
              </Link>
            );
          })}
        </nav>
      ) : null}
      {/* Pointer conveniences only (see TabStrip.css.ts): aria-hidden, never focused. */}
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        className={styles.scrollButton({ side: 'start' })}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => scrollByPage(-1)}
      >
        <ChevronLeft size={18} aria-hidden="true" />
      </button>
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        className={styles.scrollButton({ side: 'end' })}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => scrollByPage(1)}
      >
        <ChevronRight size={18} aria-hidden="true" />
      </button>
    </div>
  );
}
