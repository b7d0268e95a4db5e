import { useLocation } from 'wouter';
import {
  LinkTabList,
  LinkTabStrip,
  type LinkTabItem,
  type LinkTabListProps,
  type LinkTabStripProps,
} from '../../components/TabStrip';
import { normalizePath } from '../../lib/paths';

export type RouteTabItem = LinkTabItem;

interface RouteTabsProps {
  items: readonly RouteTabItem[];
  /**
   * The active tab as the routed page sees it, or `null` for none (Services without a name). Left
   * out, the tab whose `href` matches the location. A routed page passes it: during a deferred
   * navigation the location is already the next page's while this page is still on screen, and a
   * strip that followed it would wrap the old page in a new panel (remounting all of it).
   */
  value?: string | null;
}

export type RouteTabStripProps = Omit<LinkTabStripProps, 'onSelect' | 'value'> & RouteTabsProps;
export type RouteTabListProps = Omit<LinkTabListProps, 'onSelect' | 'value'> & RouteTabsProps;

/** The active tab's value and what choosing a tab does: replace the URL with its `href`. */
function useRouteTabs({ items, value }: RouteTabsProps) {
  const [location, navigate] = useLocation();
  const here = normalizePath(location);
  const active =
    value === undefined ? items.find((item) => normalizePath(item.href) === here)?.value : (value ?? undefined);
  const onSelect = (item: RouteTabItem) => {
    if (normalizePath(item.href) !== here) navigate(item.href, { replace: true });
  };
  return { value: active, onSelect };
}

/**
 * Tabs synced with a route parameter (Services, Contact): the primitive `LinkTabStrip` connected
 * to the router (wouter). The active tab is `value` (`null`: none), or when it is left out the one
 * whose `href` matches the location (percent-decoding and trailing slashes ignored). Choosing a tab REPLACES the URL
 * (`navigate(href, { replace: true })`), so switching tabs never grows the history.
 */
export function RouteTabStrip({ items, value, ...props }: RouteTabStripProps) {
  return <LinkTabStrip {...props} items={items} {...useRouteTabs({ items, value })} />;
}
RouteTabStrip.displayName = 'RouteTabStrip';

/**
 * The tab list of a `RouteTabStrip` alone (`LinkTabList` connected to the router), for a page that
 * renders its `LinkTabPanel` apart, with the same `idBase` and `value`: the list's code can then
 * come after the page's (Services: a lazy section).
 */
export function RouteTabList({ items, value, ...props }: RouteTabListProps) {
  return <LinkTabList {...props} items={items} {...useRouteTabs({ items, value })} />;
}
RouteTabList.displayName = 'RouteTabList';
