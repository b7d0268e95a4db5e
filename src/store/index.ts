export * from './appStore';
export * from './StoreProvider';
