/**
 * Stands in for `use-sync-external-store/shim` (wouter imports it; vite.config.ts aliases it here):
 * React 19 has `useSyncExternalStore` itself, so the shim's fallback for React 17 is dead weight in
 * the entry chunk every page waits for.
 */
export { useSyncExternalStore } from 'react';
