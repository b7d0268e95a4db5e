import type { ReactNode } from 'react';
import * as styles from './LinkTabPanel.css';
import { activeKeyOf, panelIdOf, tabIdOf } from './linkTabIds';

export interface LinkTabPanelProps {
  /** The strip's tabs (only their values are read: which one is active). */
  items: readonly { value: string }[];
  /** The active tab's `value`, as given to its `LinkTabList`; none: the content has no panel. */
  value?: string;
  /** The same `idBase` as its `LinkTabList`'s: the active tab controls this panel, which it labels. */
  idBase: string;
  /** The active tab's content (e.g. the routed page). */
  children?: ReactNode;
}

/**
 * The `tabpanel` of a `LinkTabList`, rendered apart from it (no Radix here, and nothing of the
 * list's code): a page can render its content at once while its tab list's code comes later. With
 * no active tab the content is rendered without a panel — in one element either way, so the
 * content is not remounted when a tab becomes active. `tabIndex` -1: the routed content has its own
 * controls; the panel is focusable only by script.
 */
export function LinkTabPanel({ items, value, idBase, children }: LinkTabPanelProps) {
  const activeKey = activeKeyOf(items, value);
  return (
    <div
      className={styles.routePanel}
      {...(activeKey
        ? { role: 'tabpanel', id: panelIdOf(idBase), 'aria-labelledby': tabIdOf(idBase, activeKey), tabIndex: -1 }
        : {})}
    >
      {children}
    </div>
  );
}
LinkTabPanel.displayName = 'LinkTabPanel';
