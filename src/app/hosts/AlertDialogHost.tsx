import { useLingui } from '@lingui/react';
import { useCallback, useState } from 'react';
import { useAppActions, useAppState, type DialogMessage, type DialogText } from '../../store';
import { dialogText, lazyModule, messageText, useLazyModule, usePreloadOnInteraction } from './lazyDialog';

/** The alert's code and its message renderer (with DOMPurify): loaded on the first interaction or the first alert. */
export const alertDialogModule = lazyModule(async () => {
  const [dialog, content] = await Promise.all([
    import('../../components/AlertDialog/AlertDialog'),
    import('./DialogMessageContent'),
  ]);
  return { ...dialog, ...content };
});

/**
 * The shell's alert, connected to the store: shows `store.alert`, and its button calls
 * `closeAlert()`, which runs the request's `onClose` after the dialog has closed. When a
 * request has an `onClose`, that callback decides where focus goes (e.g. the field in error);
 * otherwise focus returns to the element that had it when the alert opened.
 *
 * Renders nothing until there is an alert; the dialog's code is fetched with `import()` after
 * the visitor's first interaction (or, at the latest, by the first alert), so it is not part of
 * any page's initial JavaScript.
 */
export function AlertDialogHost() {
  // The message and title are kept with `ref()` (returned as they were given); valtio's snapshot
  // type does not know that, hence the `as DialogMessage` / `as DialogText` below.
  const { alert } = useAppState();
  const { closeAlert } = useAppActions();
  const { i18n } = useLingui();
  // Keep the last request on screen while the dialog fades out; a new request remounts it.
  const [shown, setShown] = useState({ request: alert, serial: 0 });
  if (alert && alert !== shown.request) setShown({ request: alert, serial: shown.serial + 1 });
  const request = alert ?? shown.request;

  usePreloadOnInteraction(alertDialogModule);
  // Our dialog cannot load: the visitor still gets the message, and `onClose` still runs.
  const fallback = useCallback(() => {
    if (!alert) return;
    window.alert(messageText(alert.message as DialogMessage, i18n));
    closeAlert();
  }, [alert, closeAlert, i18n]);
  const loaded = useLazyModule(alertDialogModule, request !== null, fallback);

  if (!request || !loaded) return null;
  const { AlertDialog, DialogMessageContent } = loaded;
  return (
    <AlertDialog
      key={shown.serial}
      open={alert !== null}
      title={dialogText(request.title as DialogText | undefined, i18n)}
      message={<DialogMessageContent message={request.message as DialogMessage} />}
      returnFocus={!request.onClose}
      onClose={closeAlert}
    />
  );
}
AlertDialogHost.displayName = 'AlertDialogHost';
