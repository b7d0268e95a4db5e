import { lazy, Suspense, useDeferredValue, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { NotFoundPage } from '../pages/NotFoundPage';

// Every route of SPEC §2. Pages are loaded on demand so each route ships only its own code;
// pages decide themselves when a parameter is unknown and render NotFoundPage.
const page = <T,>(load: () => Promise<T>, pick: (module: T) => ComponentType) =>
  lazy(() => load().then((module) => ({ default: pick(module) })));

const HomePage = page(
  () => import('../pages/HomePage'),
  (m) => m.HomePage,
);
const AboutPage = page(
  () => import('../pages/AboutPage'),
  (m) => m.AboutPage,
);
const ServicesPage = page(
  () => import('../pages/ServicesPage'),
  (m) => m.ServicesPage,
);
const ArticlesPage = page(
  () => import('../pages/ArticlesPage'),
  (m) => m.ArticlesPage,
);
const ArticleDetailPage = page(
  () => import('../pages/ArticleDetailPage'),
  (m) => m.ArticleDetailPage,
);
const ContactPage = page(
  () => import('../pages/ContactPage'),
  (m) => m.ContactPage,
);
const ContactCompletePage = page(
  () => import('../pages/ContactCompletePage'),
  (m) => m.ContactCompletePage,
);
const TermsPage = page(
  () => import('../pages/TermsPage'),
  (m) => m.TermsPage,
);
const NoticeListPage = page(
  () => import('../pages/NoticeListPage'),
  (m) => m.NoticeListPage,
);
const NoticeDetailPage = page(
  () => import('../pages/NoticeDetailPage'),
  (m) => m.NoticeDetailPage,
);

export function AppRoutes() {
  // Routing on a deferred location keeps the current page on screen until the next (lazy)
  // page is ready: no empty flash, no collapsing height that would clobber scroll positions.
  const [location] = useLocation();
  const shown = useDeferredValue(location);
  return (
    <Suspense fallback={null}>
      <Switch location={shown}>
        <Route path="/" component={HomePage} />
        <Route path="/about" component={AboutPage} />
        <Route path="/services" component={ServicesPage} />
        <Route path="/services/" component={ServicesPage} />
        <Route path="/services/:name" component={ServicesPage} />
        <Route path="/articles" component={ArticlesPage} />
        <Route path="/articles/:id" component={ArticleDetailPage} />
        <Route path="/contact/complete" component={ContactCompletePage} />
        <Route path="/contact" component={ContactPage} />
        <Route path="/contact/:type" component={ContactPage} />
        <Route path="/terms" component={TermsPage} />
        <Route path="/notice" component={NoticeListPage} />
        <Route path="/notice/:id" component={NoticeDetailPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
