import { useLingui } from '@lingui/react/macro';
import {
  createContext,
  Suspense,
  use,
  useContext,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  type ComponentType,
} from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { ErrorBoundary, ErrorFallback } from '../components/ErrorBoundary';
import { reloadForMissingChunk } from '../lib/errors';
import { loadSections } from '../components/LazySection';
import { NotFoundPage } from '../pages/NotFoundPage';
import { focusMainHeading } from './focusMainHeading';
import { pageLoaders, pageNeeds, sectionsOf } from './pages';
import { pageNames, routePatterns, type PageName } from './routeTable';
import { usePageMeta } from '../pageMeta/usePageMeta';
import { useAppStore } from '../store/StoreProvider';

/**
 * Renders a page once its code, its catalogs and its data are there (`pageNeeds`): at once when
 * they have loaded before, else it suspends (and the page on screen stays, see `AppRoutes`) —
 * never with a message missing.
 */
function LazyPage({ name }: { name: PageName }) {
  const { i18n } = useLingui();
  const store = useAppStore();
  // All start before waiting on the first. A failure reaches the route's boundary through `use`,
  // even one that happens while an earlier need is still awaited (so it is no unhandled rejection).
  const pending = pageNeeds(name, i18n, store)
    .filter((need) => need.current() === undefined)
    .map((need) => need.load());
  for (const need of pending) need.catch(() => undefined);
  for (const need of pending) use(need);
  const Page = pageLoaders[name].current()!;
  // The page component comes from its loaded module (the same one every render), not created here.
  // eslint-disable-next-line react-hooks/static-components
  return <Page />;
}

// Module-level components, one per page, so each route keeps its identity between renders.
const pageRoutes = {} as Record<PageName, ComponentType>;
for (const name of pageNames) pageRoutes[name] = () => <LazyPage name={name} />;

/** `AppRoutes`' `onShown`, for what stands in the route's place. */
const ShownContext = createContext<(() => void) | undefined>(undefined);

/**
 * Calls `onShown` in the commit that puts the route's content on screen. On a hydrated page that
 * is not the shell's commit: React hydrates the route's `<Suspense>` boundary in a later pass (at
 * its lowest priority), so an effect in the shell would run while the page is still the server's.
 */
function useShown() {
  const onShown = useContext(ShownContext);
  useLayoutEffect(() => onShown?.(), [onShown]);
}

function RouteShown() {
  useShown();
  return null;
}

/** A route that could not be shown: its own title and h1, Try again, Go home; the shell stays. */
function RouteError({ retry }: { retry: () => void }) {
  const { t } = useLingui();
  useShown();
  usePageMeta(t`이 페이지를 표시하지 못했습니다`);
  const tryAgain = () => {
    const previous = document.querySelector('main h1');
    retry();
    // The page (or the message again) replaces this one: focus its heading, as a navigation does.
    void focusMainHeading(previous);
  };
  return <ErrorFallback variant="page" onRetry={tryAgain} homeHref="/" />;
}

const onRouteError = (error: unknown) => void reloadForMissingChunk(error);

/** The routes; `onShown` (client only) is called in each commit that mounts a page or the message in its place. */
export function AppRoutes({ onShown }: { onShown?: () => void }) {
  // Routing on a deferred location keeps the current page on screen until the next (lazy)
  // page is ready: no empty flash, no collapsing height that would clobber scroll positions.
  const [location] = useLocation();
  const shown = useDeferredValue(location);
  // The next page's lazy sections load alongside its code (each waits for its own above its
  // boundary, so the page shows whole). On the hydrated page they load after hydration starts.
  useEffect(() => loadSections(sectionsOf(location)), [location]);
  const routes = (
    // A page that fails (its chunk cannot load, or it throws) is replaced by a message inside
    // <main>; another route clears it. A chunk gone after a deployment loads the URL in full, once.
    <ErrorBoundary where="route" resetKey={shown} onError={onRouteError} fallback={RouteError}>
      <Suspense fallback={null}>
        <Switch location={shown}>
          {/* Keyed by page, not pattern: `/services` → `/services/marketing` is the same page,
              which stays mounted (a tab keeps its focus); the Switch renders only one of them. */}
          {routePatterns.map(({ pattern, page }) => (
            <Route key={page} path={pattern} component={pageRoutes[page]} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
        <RouteShown />
      </Suspense>
    </ErrorBoundary>
  );
  return <ShownContext value={onShown}>{routes}</ShownContext>;
}
