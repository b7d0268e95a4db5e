import { useLocation } from 'wouter';
import { LinkTabStrip, type LinkTabItem, type LinkTabStripProps } from '../../components/TabStrip';
import { normalizePath } from '../../lib/paths';

export type RouteTabItem = LinkTabItem;

export interface RouteTabStripProps extends Omit<LinkTabStripProps, 'onSelect' | 'value'> {
  /** The active tab; when left out, the tab whose `href` matches the current location. */
  value?: string;
}

/**
 * Tabs synced with a route parameter (Services, Contact): the primitive `LinkTabStrip` connected
 * to the router (wouter). The active tab is `value`, or the one whose `href` matches the location
 * (percent-decoding and trailing slashes ignored). Choosing a tab REPLACES the URL
 * (`navigate(href, { replace: true })`), so switching tabs never grows the history.
 */
export function RouteTabStrip({ items, value, ...props }: RouteTabStripProps) {
  const [location, navigate] = useLocation();
  const here = normalizePath(location);
  const active = value ?? items.find((item) => normalizePath(item.href) === here)?.value;
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
