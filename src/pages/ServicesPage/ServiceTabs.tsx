import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { RouteTabList } from '../../patterns/RouteTabStrip';
import { services, type ServiceSlug } from '../../content/services';
import { inverseSurface } from '../../styles/surfaces.css';

export interface ServiceTabsProps {
  /** The service on screen, `null` on `/services/` (no tab selected). */
  value: ServiceSlug | null;
  /** The page's `useId()`, shared with the `LinkTabPanel` that holds the services. */
  idBase: string;
  /** The compact look, once the page is scrolled 10 px or more. */
  scrolled: boolean;
}

/**
 * The services' tab strip: a lazy section of the services page (./serviceSections.ts), so the
 * strip's code (Radix Tabs, the scrolling list) is not part of the page's first load. Until it has
 * hydrated, its prerendered tabs are on screen, and a tab pressed meanwhile is replayed.
 */
export function ServiceTabs({ value, idBase, scrolled }: ServiceTabsProps) {
  const { t, i18n } = useLingui();
  const items = useMemo(
    () => services.map((service) => ({ value: service.slug, label: i18n._(service.label), href: service.route })),
    [i18n],
  );
  return (
    <RouteTabList
      aria-label={t`서비스`}
      className={inverseSurface}
      scrolled={scrolled}
      value={value}
      idBase={idBase}
      items={items}
    />
  );
}
