import { useLocation } from 'wouter';
import { LinkTabStrip, type LinkTabItem, type LinkTabStripProps } from '../../components/TabStrip';
import { normalizePath } from '../../lib/paths';

export type RouteTabItem = LinkTabItem;

export interface RouteTabStripProps extends Omit<LinkTabStripProps, 'onSelect' | 'value'> {
  /**
   * The active tab as the routed page sees it, or `null` for none (Services without a name). Left
   * out, the tab whose `href` matches the location. A routed page passes it: during a deferred
   * navigation the location is already the next page's while this page is still on screen, and a
   * strip that followed it would wrap the old page in a new panel (remounting all of it).
   */
  value?: string | null;
}

/**
 * Tabs synced with a route parameter (Services, Contact): the primitive `LinkTabStrip` connected
 * to the router (wouter). The active tab is `value` (`null`: none), or when it is left out the one
 * whose `href` matches the location (percent-decoding and trailing slashes ignored). Choosing a tab REPLACES the URL
 * (`navigate(href, { replace: true })`), so switching tabs never grows the history.
 */
export function RouteTabStrip({ items, value, ...props }: RouteTabStripProps) {
  const [location, navigate] = useLocation();
  const here = normalizePath(location);
  const active =
    value === undefined ? items.find((item) => normalizePath(item.href) === here)?.value : (value ?? undefined);
  return (
    <LinkTabStrip
      {...props}
      items={items}
      value={active}
      onSelect={(item) => {
        if (normalizePath(item.href) !== here) navigate(item.href, { replace: true });
      }}
    />
  );
}
RouteTabStrip.displayName = 'RouteTabStrip';
