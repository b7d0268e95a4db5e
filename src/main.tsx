import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './styles/global.css';
import { i18n } from '@lingui/core';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { urlPathKey, splitLocalePath } from './app/pageMeta';
import { connectI18n } from './i18n';
import { restoreServerStyles } from './prerender/restoreStyles';
import { bindDocument, createAppStore } from './store';
import { connectArticles } from './store/connectArticles';

async function start() {
  // The embedded mock API (MSW) runs in development unless VITE_MOCK_API=off; never in a build.
  if (import.meta.env.DEV && import.meta.env.VITE_MOCK_API !== 'off') {
    const { startMockApi } = await import('./mocks/browser');
    await startMockApi();
  }
  // A /ko or /en prefix decides the language (without storing it); unprefixed routes follow the
  // SPEC §1 start rule (stored choice, then the browser language).
  const { locale: prefixLocale } = splitLocalePath(location.pathname);
  const store = createAppStore({}, prefixLocale ? { language: prefixLocale } : {});
  bindDocument(store);
  // The first render waits for the language's UI catalog and article list (SPEC §1, §3), both
  // fetched in parallel as their own chunks: no flash of the other language.
  await Promise.all([connectI18n(store, i18n).ready, connectArticles(store).ready]);

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const app = (
    <StrictMode>
      <App store={store} i18n={i18n} />
    </StrictMode>
  );
  // Hydrate the prerendered page when it is this path in this language; otherwise (an unknown
  // path served the fallback page, or the dev server's empty #root) render from scratch.
  const prerendered =
    root.dataset.route === urlPathKey(location.pathname) && root.dataset.lang === store.state.language;
  // `data-mode` says which happened (tests, debugging); #root itself is not React's to render.
  root.dataset.mode = prerendered ? 'hydrated' : 'rendered';
  if (prerendered) {
    restoreServerStyles(root);
    hydrateRoot(root, app);
  } else createRoot(root).render(app);
}

void start();
