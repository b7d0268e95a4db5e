import { useState } from 'react';
import { useAppActions, useAppState } from '../../store';
import { AlertDialog } from './AlertDialog';

/**
 * The shell's alert, connected to the store: shows `store.alert`, and its button calls
 * `closeAlert()`, which runs the request's `onClose` after the dialog has closed. When a
 * request has an `onClose`, that callback decides where focus goes (e.g. the field in error);
 * otherwise focus returns to the element that had it when the alert opened.
 */
export function AlertDialogHost() {
  const { alert } = useAppState();
  const { closeAlert } = useAppActions();
  // Keep the last request on screen while the dialog fades out; a new request remounts it.
  const [shown, setShown] = useState({ request: alert, serial: 0 });
  if (alert && alert !== shown.request) setShown({ request: alert, serial: shown.serial + 1 });
  const request = alert ?? shown.request;
  if (!request) return null;
  return (
    <AlertDialog
      key={shown.serial}
      open={alert !== null}
      title={request.title}
      message={request.message}
      returnFocus={!request.onClose}
      onClose={closeAlert}
    />
  );
}
AlertDialogHost.displayName = 'AlertDialogHost';
