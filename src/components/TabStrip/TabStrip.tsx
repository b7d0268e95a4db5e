import * as Tabs from '@radix-ui/react-tabs';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { LinkTabPanel } from './LinkTabPanel';
import { activeKeyOf, keyOf, panelIdOf, tabIdOf } from './linkTabIds';
import * as styles from './TabStrip.css';
import { TabStripList } from './TabStripList';

export interface TabStripCommonProps {
  /** Names the tablist for assistive technology (translated), e.g. "서비스" / "Services". */
  'aria-label': string;
  /** The compact, raised look while the page is scrolled (Services: scroll ≥ 10). */
  scrolled?: boolean;
  /**
   * Goes to the strip itself (not the panels), e.g. to make it sticky under the header, or
   * `inverseSurface` to make it a charcoal band (the strip reads the colour roles).
   */
  className?: string;
}

export interface TabStripItem {
  /** Any string (spaces allowed): the strip maps it to id-safe keys itself. */
  value: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabStripProps extends TabStripCommonProps {
  items: readonly TabStripItem[];
  /** The selected tab (controlled); leave out and use `defaultValue` for an uncontrolled strip. */
  value?: string;
  /** The tab selected at first when uncontrolled (the first tab when left out). */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** `automatic` (default) selects as focus moves; `manual` waits for Enter/Space or a click. */
  activationMode?: 'automatic' | 'manual';
}

// Tabs are keyed by position, not by value (./linkTabIds.ts says why).

/**
 * Tabs with content panels (Radix Tabs): a named `tablist` that scrolls sideways when it overflows,
 * arrow keys that wrap, Home/End, and the selected tab kept in view.
 */
export function TabStrip({
  items,
  value,
  defaultValue,
  onValueChange,
  activationMode = 'automatic',
  'aria-label': label,
  scrolled,
  className,
}: TabStripProps) {
  const indexOf = (v: string | undefined) => (v === undefined ? -1 : items.findIndex((item) => item.value === v));
  const controlled = value !== undefined;
  const defaultIndex = Math.max(indexOf(defaultValue), 0);
  const [uncontrolledKey, setUncontrolledKey] = useState(() => keyOf(defaultIndex));
  const activeKey = controlled ? (indexOf(value) >= 0 ? keyOf(indexOf(value)) : '') : uncontrolledKey;
  const listItems = useMemo(() => items.map((item, index) => ({ key: keyOf(index), label: item.label })), [items]);

  return (
    <Tabs.Root
      value={activeKey}
      activationMode={activationMode}
      onValueChange={(key) => {
        const item = items[Number(key)];
        if (!item) return;
        if (!controlled) setUncontrolledKey(key);
        onValueChange?.(item.value);
      }}
    >
      <TabStripList items={listItems} activeKey={activeKey} label={label} scrolled={scrolled} className={className} />
      {items.map((item, index) => (
        <Tabs.Content key={keyOf(index)} value={keyOf(index)} className={styles.panel}>
          {item.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

export interface LinkTabItem {
  /** What the tab stands for, e.g. a route parameter: `distribution` or `MUSIC PRODUCTION`. */
  value: string;
  label: ReactNode;
  /** Where the tab leads, e.g. `/services/distribution` or `/contact/MUSIC%20PRODUCTION`. */
  href: string;
}

export interface LinkTabListProps extends TabStripCommonProps {
  items: readonly LinkTabItem[];
  /** The active tab (its `value`); none is selected when it is left out or matches no item. */
  value?: string;
  /**
   * A tab was chosen (Enter/Space or a click: the activation is manual). The caller follows its
   * `href`, e.g. by replacing the URL; the strip itself selects nothing until `value` changes.
   */
  onSelect?: (item: LinkTabItem) => void;
  /** The same as its `LinkTabPanel`'s (the caller's `useId()`): the active tab controls that panel. */
  idBase: string;
}

export interface LinkTabStripProps extends Omit<LinkTabListProps, 'idBase'> {
  /** The content of the active tab (e.g. the routed page): rendered inside its `tabpanel`. */
  children?: ReactNode;
}

/**
 * The tab list of a `LinkTabStrip` on its own, for a page that renders the panel apart
 * (`LinkTabPanel` with the same `idBase`): the list's code (Radix Tabs, the scrolling strip) can
 * then load after the page's, the panel's content on screen meanwhile.
 */
export function LinkTabList({
  items,
  value,
  onSelect,
  idBase,
  'aria-label': label,
  scrolled,
  className,
}: LinkTabListProps) {
  const activeKey = activeKeyOf(items, value);
  // The panel is ours (`LinkTabPanel`), not Radix's `Tabs.Content`: its Presence measures the panel
  // and sets state as it mounts, a synchronous re-render inside the commit that also runs every
  // effect of the routed page (the whole page) in the same task — on a hydrating page, one long
  // task. The ids tie the active tab and the panel together as Radix's would; an inactive tab
  // controls nothing (its panel does not exist).
  const listItems = useMemo(
    () =>
      items.map((item, index) => {
        const key = keyOf(index);
        const ids = {
          id: tabIdOf(idBase, key),
          'aria-controls': key === activeKey ? panelIdOf(idBase) : undefined,
        };
        return { key, label: item.label, href: item.href, ids };
      }),
    [items, idBase, activeKey],
  );

  return (
    <Tabs.Root
      value={activeKey}
      activationMode="manual"
      onValueChange={(key) => {
        const item = items[Number(key)];
        if (item) onSelect?.(item);
      }}
    >
      <TabStripList items={listItems} activeKey={activeKey} label={label} scrolled={scrolled} className={className} />
    </Tabs.Root>
  );
}
LinkTabList.displayName = 'LinkTabList';

/**
 * Tabs that stand for links (Services, Contact: one URL per tab), presentational: the caller says
 * which tab is active (`value`) and follows the chosen one (`onSelect`); `src/patterns/RouteTabStrip`
 * connects it to the router. The activation is manual — arrows move focus, Enter/Space or a click
 * selects — so arrowing never leaves the page. The content (`children`) sits in the `tabpanel` the
 * active tab controls; with no active tab it is rendered without a panel. Without script (CSS
 * `scripting: none`) the tablist gives way to a nav of plain links to the tabs' URLs, rendered by
 * the LinkProvider's link component. The list and the panel are `LinkTabList` and `LinkTabPanel`,
 * which a page can also render apart.
 */
export function LinkTabStrip({ children, ...props }: LinkTabStripProps) {
  const idBase = useId();
  // One box for both, as the strip has always been: in a container that spaces its children (a
  // page section's stack) the list and the panel stay together.
  return (
    <div>
      <LinkTabList {...props} idBase={idBase} />
      <LinkTabPanel items={props.items} value={props.value} idBase={idBase}>
        {children}
      </LinkTabPanel>
    </div>
  );
}
LinkTabStrip.displayName = 'LinkTabStrip';
