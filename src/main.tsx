import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './styles/global.css';
import { i18n, type I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { App } from './App';
import { urlPathKey, splitLocalePath } from './pageMeta/pageMeta';
import { pageNameOf } from './app/routeTable';
import { pageLoaders, pageNeeds, sectionsOf } from './app/pages';
import { loadArticleBody } from './content/articleBodies';
import { keepDroppedPresses, replayKeptEdits, replayPress, takeEarlyPress } from './lib/earlyInput';
import { hasDehydratedSections, loadSections } from './components/LazySection';
import { shellBehaviours, shellBehavioursInstalled, shellSections } from './app/shellSections';
import { reportError } from './lib/errors';
import { connectI18n } from './i18n/connectI18n';
import { yieldToMain } from './lib/yieldToMain';
import { restoreServerStyles } from './prerender/restoreStyles';
import { bindDocument, createAppStore, type AppStore } from './store';
import { connectArticles } from './store/connectArticles';

async function start() {
  // This module and everything it imports (React's included) were evaluated in this task: the app
  // starts in a task of its own (the store, the language's catalog, the page's code), so the two
  // do not add up to one long task. A press meanwhile is kept by the early-input script.
  await yieldToMain();
  // The embedded mock API (MSW) runs in development unless VITE_MOCK_API=off; never in a build.
  if (import.meta.env.DEV && import.meta.env.VITE_MOCK_API !== 'off') {
    const { startMockApi } = await import('./contact/mocks/browser');
    await startMockApi();
  }
  // A /ko or /en prefix decides the language (without storing it); unprefixed routes follow the
  // SPEC §1 start rule (stored choice, then the browser language).
  const { locale: prefixLocale } = splitLocalePath(location.pathname);
  const store = createAppStore({}, prefixLocale ? { language: prefixLocale } : {});
  bindDocument(store);
  // The first render waits for the language's UI catalog (SPEC §1), its own chunk: no flash of the
  // other language. The article list (SPEC §3) loads with a page that shows it (`pageNeeds`).
  connectArticles(store);
  await connectI18n(store, i18n).ready;

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // `data-mode` says what React has done with #root (tests, debugging; #root itself is not React's
  // to render): 'hydrating' or 'rendering' as soon as React has the page (the early-input script
  // stops keeping presses), 'hydrated' or 'rendered' once the route's content has committed, and
  // 'static' when it gives up. Hydration is time-sliced and the route's boundary hydrates after
  // the shell, so only the route itself can say when it is done (`onShown`). The shell's own lazy
  // sections (the header, the footer) and its behaviours (src/app/ShellBehaviours.tsx) load beside
  // the page: it is marked once they are React's too (or failed in their place).
  const shellLive = Promise.all([shellBehavioursInstalled, ...shellSections.map((section) => section.settled)]);
  const shown = () =>
    void shellLive.then(() => {
      if (root.dataset.mode === 'hydrating') root.dataset.mode = 'hydrated';
      else if (root.dataset.mode === 'rendering') root.dataset.mode = 'rendered';
      // The page's fields typed in before it hydrated (a lazy section's: once it has).
      void replayKeptEdits();
    });
  const app = (
    <StrictMode>
      <App store={store} i18n={i18n} onShown={shown} />
    </StrictMode>
  );
  // Hydrate the prerendered page when it is this path in this language, or the not-found page
  // served for a path that names no page under the same prefix (it does not depend on the path,
  // but for its hidden no-script language link, which keeps the server's href). Otherwise (the
  // not-found page served for a page's path, as /en/services/unknown, or the dev server's empty
  // #root) render from scratch.
  const here = splitLocalePath(location.pathname);
  const served = splitLocalePath(root.dataset.route ?? '');
  const notFoundServed = served.route === '/404' && served.base === here.base && pageNameOf(here.route) === null;
  const prerendered =
    (root.dataset.route === urlPathKey(location.pathname) || notFoundServed) &&
    root.dataset.lang === store.state.language;
  if (!prerendered) {
    // The route's code first, as for hydration, and its lazy sections' and the shell's (the footer):
    // the page on screen (the server's fallback page) stays until React can render the whole route,
    // with no empty <main> and no footer that goes and comes back (a layout shift) in between. A
    // failure is the route's or the section's to show (their boundaries load the code again), so it
    // is not handled here.
    const sections = [...shellSections, shellBehaviours, ...sectionsOf(here.route)];
    await Promise.all([
      preloadPage(location.pathname, store, i18n),
      ...sections.map((section) => section.load()),
    ]).catch(() => undefined);
    root.dataset.mode = 'rendering';
    // A press on the page being replaced has nothing to replay on.
    takeEarlyPress();
    // In a transition, as hydration is: React renders the page in ~5 ms slices and puts it on
    // screen in one commit, where the default lane would build the whole page in one long task.
    const reactRoot = createRoot(root, rootOptions(root, null));
    startTransition(() => reactRoot.render(app));
    return;
  }
  // The shell's lazy sections (the header, the footer) and its behaviours start loading beside the page:
  // hydration does not wait for them, and they usually arrive in time to hydrate with it.
  loadSections([...shellSections, shellBehaviours]);
  // The page's code (its chunk is preloaded in the head) is there before hydration starts, so
  // hydration never suspends. When it cannot load (offline, a chunk gone after a deployment),
  // the prerendered page stays as it is — readable, its links plain links — instead of being
  // hydrated into an error and removed.
  try {
    await Promise.all([
      preloadPage(location.pathname, store, i18n),
      // The not-found page has no code of its own to wait for: hydration waits for the shell's
      // sections instead, which it would otherwise hydrate in pieces as each arrives.
      ...(notFoundServed ? shellSections.map((section) => section.load().catch(() => undefined)) : []),
    ]);
  } catch (error) {
    root.dataset.mode = 'static';
    takeEarlyPress();
    reportError({ error, where: 'hydration' });
    return;
  }
  // The page's modules were evaluated in the task that resolved its import (a few milliseconds
  // for a large page); hydration starts in a task of its own, so the two do not add up to one
  // long task. A press meanwhile is still kept by the early-input script.
  await yieldToMain();
  root.dataset.mode = 'hydrating';
  // Taken before the styles move into the CSSOM: put back, it is styled by the stylesheet again.
  const serverHtml = root.innerHTML;
  restoreServerStyles(root);
  // Hydrating in a transition lets React work in ~5 ms slices between which the browser paints and
  // handles input (the default hydration lane renders the whole page in one long task). A press
  // meanwhile makes React finish hydrating at once and then handle it (React's own selective
  // hydration), and nothing can update the root before it commits: every subscription starts in
  // an effect.
  startTransition(() => {
    hydrateRoot(root, app, rootOptions(root, serverHtml));
  });
  // Lazy sections hydrate later, each when its code arrives (src/components/LazySection/lazySection.tsx; the route
  // starts loading it): a press React drops on one before then is replayed once it has hydrated.
  // Until the shell's own sections are React's ('hydrating'), a press is watched even before React
  // has rendered a section: the first press makes React hydrate the shell at once, which can leave
  // the header waiting for its code and the press dropped within the same dispatch.
  keepDroppedPresses(root, () => root.dataset.mode === 'hydrating' || hasDehydratedSections());
  // A button pressed on the prerendered page before now does what it would have done: hydration
  // keeps the server's DOM nodes, so the very button gets the press (React hydrates it first).
  replayPress(takeEarlyPress());
}

/**
 * Loads what the route's first render needs: its page's code and catalogs (merged into `i18n`),
 * the article list on a page that shows it and, for an article, its body. Not its lazy sections:
 * their prerendered HTML stays as it is until each hydrates on its own.
 */
async function preloadPage(pathname: string, store: AppStore, i18n: I18n) {
  const { language } = store.state;
  const { route } = splitLocalePath(pathname);
  const name = pageNameOf(route);
  if (!name) return;
  const articleId = name === 'ArticleDetailPage' ? Number(route.split('/')[2]) : NaN;
  await Promise.all([
    ...pageNeeds(name, i18n, store).map((need) => need.load()),
    Number.isInteger(articleId) ? loadArticleBody(language, articleId) : undefined,
  ]);
  // A page's text in its language (the privacy policy's): its chunk was fetched beside the page's
  // (preload-assets), so this only waits for it to be evaluated.
  await pageLoaders[name].current()?.textIn?.(language).load();
}

/**
 * Every error React reports goes to the one reporter. An error no boundary contained (one in the
 * shell itself) unmounts the app: the prerendered HTML is put back (`serverHtml`), or, for a
 * page rendered here, a translated line that offers a reload — never a blank screen.
 */
function rootOptions(root: HTMLElement, serverHtml: string | null): RootOptions {
  const renderedPath = location.pathname;
  return {
    onCaughtError: () => undefined, // the boundary that caught it has reported it
    onRecoverableError: (error) => reportError({ error, where: 'hydration' }),
    onUncaughtError: (error, info) => {
      reportError({ error, where: 'app', componentStack: info.componentStack ?? undefined });
      setTimeout(() => {
        if (root.childElementCount > 0) return;
        root.dataset.mode = 'static';
        // The prerendered HTML only while it is still the page the URL names.
        if (serverHtml && location.pathname === renderedPath) {
          root.innerHTML = serverHtml;
          return;
        }
        const message = document.createElement('p');
        message.setAttribute('role', 'alert');
        message.textContent = `${t`페이지를 표시하지 못했습니다.`} `;
        const reload = document.createElement('a');
        reload.href = location.href;
        reload.textContent = t`다시 불러오기`;
        message.append(reload);
        root.append(message);
      });
    },
  };
}

void start();
