import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Router } from 'wouter';
import { AppShell } from './app/AppShell';
import { AppRoutes } from './app/routes';
import { StoreProvider, type AppStore } from './store';

/** The application root: store, translations, the router (history mode), the shell and the routes. */
export function App({ store, i18n }: { store: AppStore; i18n: I18n }) {
  return (
    <StoreProvider store={store}>
      <I18nProvider i18n={i18n}>
        <Router>
          <AppShell>
            <AppRoutes />
          </AppShell>
        </Router>
      </I18nProvider>
    </StoreProvider>
  );
}
