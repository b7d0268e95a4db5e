/* The page shell of the page stories (articles and notices): a recorded memory router and the store's articles; not used by the app. */
import type { Decorator } from '@storybook/react-vite';
import { articles } from 'virtual:content/articles';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, useLocation, useSearch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useAppActions, useAppState } from '../../src/store';

let history: string[] = [];

/** The memory router's history of the story on screen (one entry per push; replacements overwrite). */
export const storyHistory = (): readonly string[] => [...history];

/** The story's location, path and query, as the page sees it. */
export const storyLocation = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelector('[data-testid="story-location"]')?.textContent ?? '';

function LocationProbe() {
  const [path] = useLocation();
  const search = useSearch();
  return (
    <output hidden data-testid="story-location">
      {search ? `${path}?${search}` : path}
    </output>
  );
}

/** The store's article list follows the toolbar language, as in the app (src/main.tsx). */
function ArticlesOfLanguage({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const { language } = useAppState();
  const { setArticles } = useAppActions();
  // Before the page's first render (valtio notifies asynchronously, so an effect would be late
  // for the play function); the effect below follows later toolbar changes.
  useState(() => enabled && setArticles(articles[language]));
  useLayoutEffect(() => {
    if (enabled) setArticles(articles[language]);
  }, [enabled, language, setArticles]);
  return children;
}

function StoryRouter({ path, children }: { path: string; children: ReactNode }) {
  // A recorded memory location of our own, so play functions can read its history.
  const [location] = useState(() => memoryLocation({ path, record: true }));
  useLayoutEffect(() => {
    history = location.history;
  }, [location]);
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {children}
      <LocationProbe />
    </Router>
  );
}

/**
 * Renders a page story as the app does: a recorded memory router at `parameters.route` and the
 * store's articles in the toolbar language (unless `parameters.contentArticles` is false). The
 * shell's `<main>` is left out: the fake video player's stand-in page has its own `main`, and two
 * unnamed main landmarks fail axe's landmark-unique.
 */
export const withPageShell: Decorator = (Story, { parameters }) => (
  <ArticlesOfLanguage enabled={parameters.contentArticles !== false}>
    <StoryRouter path={(parameters.route as string | undefined) ?? '/'}>
      <Story />
    </StoryRouter>
  </ArticlesOfLanguage>
);

/** The document's description meta tag. */
export const descriptionMeta = () => document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '';
