import { useState } from 'react';
import { useAppActions, useAppState } from '../../store';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * The shell's confirm dialog, connected to the store: shows `store.confirm`; Cancel calls
 * `resolveConfirm(false)`, OK calls `resolveConfirm(true)`, which closes it and runs the action.
 */
export function ConfirmDialogHost() {
  const { confirm } = useAppState();
  const { resolveConfirm } = useAppActions();
  // Keep the last request on screen while the dialog fades out; a new request remounts it.
  const [shown, setShown] = useState({ request: confirm, serial: 0 });
  if (confirm && confirm !== shown.request) setShown({ request: confirm, serial: shown.serial + 1 });
  const request = confirm ?? shown.request;
  if (!request) return null;
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
