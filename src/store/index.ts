export * from './appStore';
export * from './dialogMessage';
export * from './StoreProvider';
export { useConfirm } from './useConfirm';
