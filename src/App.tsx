import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Route, Router, Switch } from 'wouter';
import { HomePage } from './pages/HomePage';
import { StoreProvider, type AppStore } from './store';

/** The application root: store, translations and the router (history mode). */
export function App({ store, i18n }: { store: AppStore; i18n: I18n }) {
  return (
    <StoreProvider store={store}>
      <I18nProvider i18n={i18n}>
        <Router>
          <Switch>
            <Route path="/" component={HomePage} />
            <Route component={HomePage} />
          </Switch>
        </Router>
      </I18nProvider>
    </StoreProvider>
  );
}
