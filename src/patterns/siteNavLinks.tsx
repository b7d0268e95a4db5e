import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { linkState, type NavLinkItem, type ServiceNavLinkItem } from './siteNavigation';

export interface NavLinkProps {
  item: NavLinkItem | ServiceNavLinkItem;
  currentPath: string;
  className: string;
  /** The class of a service link's quiet number before its label; without it no number shows. */
  indexClassName?: string;
  /** After a press, with whether the link names the page already shown (a menu closes either way). */
  onNavigate?: (current: boolean) => void;
}

/**
 * A site navigation link, as the header, its service menu, its no-script list and the mobile menu
 * show it: `aria-current="page"` on its own page, highlighted (`data-active`) in its section.
 */
export function NavLink({ item, currentPath, className, indexClassName, onNavigate }: NavLinkProps) {
  const { i18n } = useLingui();
  const { current, active } = linkState(currentPath, item);
  return (
    <Link
      href={item.href}
      className={className}
      aria-current={current ? 'page' : undefined}
      data-active={active}
      onClick={onNavigate && (() => onNavigate(current))}
    >
      {indexClassName && 'index' in item ? (
        <span className={indexClassName} aria-hidden="true">
          {item.index}
        </span>
      ) : null}
      {i18n._(item.label)}
    </Link>
  );
}

export interface NavLinkListProps extends Omit<NavLinkProps, 'item' | 'className'> {
  items: readonly (NavLinkItem | ServiceNavLinkItem)[];
  /** The class of each link. */
  linkClassName: string;
  /** The list's own id, class and `hidden` (a menu's panel). */
  id?: string;
  className?: string;
  hidden?: boolean;
}

/** The links of `items` as a list: the one place the site's menus render their links. */
export function NavLinkList({ items, id, className, hidden, linkClassName, ...link }: NavLinkListProps) {
  return (
    <ul id={id} className={className} hidden={hidden}>
      {items.map((item) => (
        <li key={item.href}>
          <NavLink item={item} className={linkClassName} {...link} />
        </li>
      ))}
    </ul>
  );
}
