import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { brand } from '../content/brand';
import { services } from '../content/services';
import type { Locale } from '../i18n/locales';
import { useAppActions, useAppState } from '../store';
import type { NavigationEffectsOptions } from './navigationEffects';
import { afterNextPaint } from '../lib/yieldToMain';
import { localizedPath } from '../pageMeta/pageMeta';
import { RouteAnnouncer } from './RouteAnnouncer';
import { LazySiteFooter, LazySiteHeader, markShellBehavioursInstalled, shellBehaviours } from './shellSections';
// From their own files: the hosts' index also exports NamedModal, whose Modal (Radix Dialog and
// its styles) no page needs on its first load.
import { AlertDialogHost } from './hosts/AlertDialogHost';
import { ConfirmDialogHost } from './hosts/ConfirmDialogHost';
import { LoadingOverlayHost } from './hosts/LoadingOverlayHost';
import { useLazyModule } from './hosts/lazyDialog';

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
  // language's URL prefix — a replacement, so the page keeps its scroll position and focus. The
  // menu closes first: the page in the other language (every text re-rendered) comes in a task
  // after that paint, so the press answers at once (issue 40).
  const changeLanguage = useCallback(
    (locale: Locale) => {
      void afterNextPaint().then(() => {
        actions.setLanguage(locale);
        navigate(`~${localizedPath(path, locale)}${window.location.search}${window.location.hash}`, { replace: true });
      });
    },
    [actions, navigate, path],
  );
  const announcer = useRef<HTMLDivElement>(null);
  // The behaviours (scroll, focus and announcement on navigation…) mount once their code is here
  // (src/app/ShellBehaviours.tsx); a client navigation made before that is kept for them to settle.
  // Without their code the page still works, as plain browser behaviour.
  const Behaviours = useLazyModule(shellBehaviours, true, markShellBehavioursInstalled);
  const missedPush = useRef<NavigationEffectsOptions['missedPush']>(undefined);
  useEffect(() => {
    if (Behaviours) return;
    const keep = () => {
      // Still the page being left: the routes render the next one on a deferred location.
      missedPush.current ??= { previous: document.querySelector('main h1') };
    };
    addEventListener('pushState', keep);
    return () => removeEventListener('pushState', keep);
  }, [Behaviours]);
  const takeMissedPush = useCallback(() => {
    const missed = missedPush.current;
    missedPush.current = undefined;
    return missed;
  }, []);

  return (
    <>
      <LazySiteHeader
        currentPath={path}
        language={language}
        onLanguageChange={changeLanguage}
        brand={brand.brand}
        tagline={brand.tagline}
        services={services}
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <LazySiteFooter />
      <RouteAnnouncer ref={announcer} />
      {/* The component comes from its loaded module (the same one every render), not created here. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      {Behaviours ? <Behaviours announcer={announcer} takeMissedPush={takeMissedPush} /> : null}
      <AlertDialogHost />
      <ConfirmDialogHost />
      <LoadingOverlayHost />
    </>
  );
}
