import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useEffect } from 'react';
import { Link, Router } from 'wouter';
import { usePathname } from 'wouter/use-browser-location';
import { AppShell } from './app/AppShell';
import { LinkProvider } from './components/LinkProvider';
import { splitLocalePath } from './pageMeta/pageMeta';
import { canonicalRoute } from './app/routeTable';
import { AppRoutes } from './app/routes';
import { CanonicalRouteContext, PageMetaCollectorContext, type PageMetaCollector } from './pageMeta/usePageMeta';
import { StoreProvider, type AppStore } from './store';

export interface AppProps {
  store: AppStore;
  i18n: I18n;
  /** Server render only: the full request path (with its /ko or /en prefix). */
  ssrPath?: string;
  /** Server render only: receives the page's title and description. */
  metaCollector?: PageMetaCollector;
  /**
   * Client only: called once the route's content (the page, or the message in its place) has
   * committed — hydrated or rendered, React owns it (main.tsx then marks `#root[data-mode]`).
   */
  onShown?: () => void;
}

/**
 * The application root: store, translations, the router (history mode), the shell and the routes.
 * The first path segment picks the router base — /ko and /en are the language URLs, anything
 * else is an unprefixed SPEC route — so every `<Link href="/about">` stays inside its language.
 * A language prefix also sets the store's language (not stored: only the language menu stores).
 */
export function App({ store, i18n, ssrPath, metaCollector, onShown }: AppProps) {
  const pathname = usePathname({ ssrPath });
  const { base, locale } = splitLocalePath(pathname);

  useEffect(() => {
    if (locale && store.state.language !== locale) store.actions.setLanguage(locale, { persist: false });
  }, [store, locale]);

  return (
    <StoreProvider store={store}>
      <I18nProvider i18n={i18n}>
        <PageMetaCollectorContext.Provider value={metaCollector ?? null}>
          <CanonicalRouteContext value={canonicalRoute}>
            <Router base={base} ssrPath={ssrPath}>
              <LinkProvider linkComponent={Link}>
                <AppShell>
                  <AppRoutes onShown={onShown} />
                </AppShell>
              </LinkProvider>
            </Router>
          </CanonicalRouteContext>
        </PageMetaCollectorContext.Provider>
      </I18nProvider>
    </StoreProvider>
  );
}
