import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './styles/global.css';
import { i18n } from '@lingui/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { articles } from 'virtual:content/articles';
import { subscribeKey } from 'valtio/utils';
import { connectI18n } from './i18n';
import { bindDocument, createAppStore } from './store';

async function start() {
  // The embedded mock API (MSW) runs in development unless VITE_MOCK_API=off.
  if (import.meta.env.DEV && import.meta.env.VITE_MOCK_API !== 'off') {
    const { startMockApi } = await import('./mocks/browser');
    await startMockApi();
  }
  const store = createAppStore();
  bindDocument(store);
  // The store holds the article list of the language on screen (SPEC §1, §3).
  store.actions.setArticles(articles[store.state.language]);
  subscribeKey(store.state, 'language', (language) => store.actions.setArticles(articles[language]));
  await connectI18n(store, i18n).ready;

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App store={store} i18n={i18n} />
    </StrictMode>,
  );
}

void start();
