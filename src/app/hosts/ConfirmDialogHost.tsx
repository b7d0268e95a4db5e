import { useLingui } from '@lingui/react';
import { useCallback, useState } from 'react';
import { useAppActions, useAppState, type DialogMessage, type DialogText } from '../../store';
import { dialogText, lazyModule, messageText, useLazyModule, usePreloadOnInteraction } from './lazyDialog';

/** The confirm dialog's code and its message renderer (with DOMPurify): loaded on the first interaction or the first confirm. */
export const confirmDialogModule = lazyModule(async () => {
  const [dialog, content] = await Promise.all([
    import('../../components/ConfirmDialog/ConfirmDialog'),
    import('./DialogMessageContent'),
  ]);
  return { ...dialog, ...content };
});

/**
 * The shell's confirm dialog, connected to the store: shows `store.confirm`; Cancel calls
 * `resolveConfirm(false)`, OK calls `resolveConfirm(true)`, which closes it and settles the
 * promise `confirm()` (or `useConfirm()`) returned.
 *
 * Renders nothing until there is a request; the dialog's code is fetched with `import()` after
 * the visitor's first interaction (or, at the latest, by the first request), so it is not part
 * of any page's initial JavaScript.
 */
export function ConfirmDialogHost() {
  // The message and title are kept with `ref()` (returned as they were given); valtio's snapshot
  // type does not know that, hence the `as DialogMessage` / `as DialogText` below.
  const { confirm } = useAppState();
  const { resolveConfirm } = useAppActions();
  const { i18n } = useLingui();
  // Keep the last request on screen while the dialog fades out; a new request remounts it.
  const [shown, setShown] = useState({ request: confirm, serial: 0 });
  if (confirm && confirm !== shown.request) setShown({ request: confirm, serial: shown.serial + 1 });
  const request = confirm ?? shown.request;

  usePreloadOnInteraction(confirmDialogModule);
  // Our dialog cannot load: the visitor still answers, with the browser's own dialog.
  const fallback = useCallback(() => {
    if (confirm) resolveConfirm(window.confirm(messageText(confirm.message as DialogMessage, i18n)));
  }, [confirm, resolveConfirm, i18n]);
  const loaded = useLazyModule(confirmDialogModule, request !== null, fallback);

  if (!request || !loaded) return null;
  const { ConfirmDialog, DialogMessageContent } = loaded;
  return (
    <ConfirmDialog
      key={shown.serial}
      open={confirm !== null}
      title={dialogText(request.title as DialogText | undefined, i18n)}
      message={<DialogMessageContent message={request.message as DialogMessage} />}
      onCancel={() => resolveConfirm(false)}
      onConfirm={() => resolveConfirm(true)}
    />
  );
}
ConfirmDialogHost.displayName = 'ConfirmDialogHost';
