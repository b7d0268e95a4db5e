import { createContext, useContext, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { AppStore } from './appStore';

const StoreContext = createContext<AppStore | null>(null);

/** Provides one store to the tree: the app has one, every story gets a fresh one. */
export function StoreProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useAppStore(): AppStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useAppStore must be used inside <StoreProvider>');
  return store;
}

/** A render-tracking snapshot of the state (valtio `useSnapshot`). */
export function useAppState() {
  return useSnapshot(useAppStore().state);
}

export function useAppActions() {
  return useAppStore().actions;
}
