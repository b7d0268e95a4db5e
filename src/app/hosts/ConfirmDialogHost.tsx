import { useCallback, useState } from 'react';
import { useAppActions, useAppState } from '../../store';
import { lazyModule, messageText, useLazyModule, usePreloadOnInteraction } from './lazyDialog';

/** The confirm dialog's code (with DOMPurify): loaded on the first interaction or the first confirm. */
export const confirmDialogModule = lazyModule(() => import('../../components/ConfirmDialog/ConfirmDialog'));

/**
 * The shell's confirm dialog, connected to the store: shows `store.confirm`; Cancel calls
 * `resolveConfirm(false)`, OK calls `resolveConfirm(true)`, which closes it and runs the action.
 *
 * Renders nothing until there is a request; the dialog's code is fetched with `import()` after
 * the visitor's first interaction (or, at the latest, by the first request), so it is not part
 * of any page's initial JavaScript.
 */
export function ConfirmDialogHost() {
  const { confirm } = useAppState();
  const { resolveConfirm } = useAppActions();
  // Keep the last request on screen while the dialog fades out; a new request remounts it.
  const [shown, setShown] = useState({ request: confirm, serial: 0 });
  if (confirm && confirm !== shown.request) setShown({ request: confirm, serial: shown.serial + 1 });
  const request = confirm ?? shown.request;

  usePreloadOnInteraction(confirmDialogModule);
  // Our dialog cannot load: the visitor still answers, with the browser's own dialog.
  const fallback = useCallback(() => {
    if (confirm) resolveConfirm(window.confirm(messageText(confirm.message)));
  }, [confirm, resolveConfirm]);
  const loaded = useLazyModule(confirmDialogModule, request !== null, fallback);

  if (!request || !loaded) return null;
  const { ConfirmDialog } = loaded;
  return (
    <ConfirmDialog
      key={shown.serial}
      open={confirm !== null}
      title={request.title}
      message={request.message}
      onCancel={() => resolveConfirm(false)}
      onConfirm={() => resolveConfirm(true)}
    />
  );
}
ConfirmDialogHost.displayName = 'ConfirmDialogHost';
