import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { company } from '../content/company';
import { services } from '../content/services';
import { SiteHeader } from '../patterns/SiteHeader';
import { useEndKeyReachesEnd, useFocusNotUnderHeader, usePrefersReducedMotion } from '../hooks';
import type { Locale } from '../i18n';
import { useAppActions, useAppState } from '../store';
import { installNavigationEffects } from './navigationEffects';
import { localizedPath } from '../pageMeta/pageMeta';
import { RouteAnnouncer } from './RouteAnnouncer';
import { LazySiteFooter } from './shellSections';
// From their own files: the hosts' index also exports NamedModal, whose Modal (Radix Dialog and
// its styles) no page needs on its first load.
import { AlertDialogHost } from './hosts/AlertDialogHost';
import { ConfirmDialogHost } from './hosts/ConfirmDialogHost';
import { LoadingOverlayHost } from './hosts/LoadingOverlayHost';

/**
 * The shell of every route (SPEC §2 Shell): header, the routed page inside `<main>`, footer, and
 * the shared alert, confirm and loading overlays. It is the container that connects the header
 * to the router and the store; the components themselves stay presentational.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const [path, navigate] = useLocation();
  const { language } = useAppState();
  const actions = useAppActions();
  // The language menu stores the choice (SPEC §1) and moves to the same route under the chosen
  // language's URL prefix — a replacement, so the page keeps its scroll position and focus.
  const changeLanguage = useCallback(
    (locale: Locale) => {
      actions.setLanguage(locale);
      navigate(`~${localizedPath(path, locale)}${window.location.search}${window.location.hash}`, { replace: true });
    },
    [actions, navigate, path],
  );
  const reducedMotion = usePrefersReducedMotion();
  useFocusNotUnderHeader();
  // On every page: the home banner folds during an End scroll, and a loaded machine was seen
  // ending a services page's End scroll 110 px short of the footer.
  useEndKeyReachesEnd();
  const reducedRef = useRef(reducedMotion);
  const announcer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    reducedRef.current = reducedMotion;
  }, [reducedMotion]);

  useEffect(
    () =>
      installNavigationEffects({
        reducedMotion: () => reducedRef.current,
        announce: (text) => {
          if (!announcer.current) return;
          // Clear first so the same title twice is still announced.
          announcer.current.textContent = '';
          requestAnimationFrame(() => {
            if (announcer.current) announcer.current.textContent = text;
          });
        },
        headerOffset: () => (document.querySelector('body > #root header')?.getBoundingClientRect().height ?? 0) + 16,
      }),
    [],
  );

  return (
    <>
      <SiteHeader
        currentPath={path}
        language={language}
        onLanguageChange={changeLanguage}
        brand={company.brand}
        tagline={company.tagline}
        services={services}
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <LazySiteFooter />
      <RouteAnnouncer ref={announcer} />
      <AlertDialogHost />
      <ConfirmDialogHost />
      <LoadingOverlayHost />
    </>
  );
}
