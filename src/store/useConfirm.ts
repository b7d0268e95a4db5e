import { useAppActions } from './StoreProvider';

/**
 * Asks the visitor through the shell's confirm dialog and waits for the answer:
 * `if (await confirm(msg\`…\`, { title })) …` — true for OK, false for Cancel or Escape.
 * The dialog has already closed when the promise settles, so what follows may move focus.
 */
export function useConfirm() {
  return useAppActions().confirm;
}
