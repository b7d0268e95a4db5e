import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Link, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { LinkProvider } from '../src/components/LinkProvider';
import { MotionPreferenceProvider, type MotionPreference } from '../src/hooks';
import type { Locale } from '../src/i18n';
import { catalogs } from './helpers/messages';
import { bindDocument, createAppStore, StoreProvider, type AppStore, type InitialState } from '../src/store';
import type { ThemeName } from '../src/styles/themes';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const data = new Map<string, string>();
  return { getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

let currentStore: AppStore | null = null;
/** The store of the story on screen, for play functions that drive the shared overlays. */
export function storyStore(): AppStore {
  if (!currentStore) throw new Error('No story store: is the story rendered with the preview decorator?');
  return currentStore;
}

interface StoryProvidersProps {
  locale: Locale;
  theme: ThemeName;
  route: string;
  motion: MotionPreference;
  initialState: InitialState;
  children: ReactNode;
}

/**
 * What the app root provides, made fresh for every story: a store (memory storage, so no
 * story leaks into another), Lingui with both languages and every catalog (the site's, the contact
 * and services pages' and the one with what only stories say: helpers/messages.ts), a memory router, and `<html lang>` /
 * theme class bound to the store.
 */
export function StoryProviders({ locale, theme, route, motion, initialState, children }: StoryProvidersProps) {
  // The decorator keys this component by story id, so each story mounts it afresh; toolbar
  // changes within a story are pushed into the existing store by the effects below.
  const [store] = useState(() =>
    createAppStore({ storage: memoryStorage(), browserLanguage: locale }, { language: locale, theme, ...initialState }),
  );
  const [i18n] = useState(() =>
    setupI18n({
      locale,
      messages: catalogs,
    }),
  );
  const [router] = useState(() => memoryLocation({ path: route, record: true }));
  const { language } = useSnapshot(store.state);

  useLayoutEffect(() => {
    currentStore = store;
  }, [store]);
  useLayoutEffect(() => store.actions.setLanguage(locale), [store, locale]);
  useLayoutEffect(() => store.actions.setTheme(theme), [store, theme]);
  useLayoutEffect(() => bindDocument(store), [store]);
  if (i18n.locale !== language) i18n.activate(language);

  return (
    <StoreProvider store={store}>
      <I18nProvider i18n={i18n}>
        <MotionPreferenceProvider value={motion}>
          <Router hook={router.hook}>
            <LinkProvider linkComponent={Link}>{children}</LinkProvider>
          </Router>
        </MotionPreferenceProvider>
      </I18nProvider>
    </StoreProvider>
  );
}
