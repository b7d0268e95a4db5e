import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { AlertDialogFrame, useCloseFirst } from '../AlertDialog/AlertDialogFrame';
import { Button } from '../Button';
import * as styles from './ConfirmDialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  /** Defaults to '확인' (English: 'Please confirm'). */
  title?: string;
  /** HTML; sanitised before it is rendered. */
  message: string;
  /** Cancel and Escape. */
  onCancel: () => void;
  /**
   * OK: the caller runs the action; the dialog has already left the screen when it runs. An
   * action that moves focus itself (e.g. to the first field of a form it emptied) keeps it there.
   */
  onConfirm: () => void;
}

/**
 * The shared confirm dialog (SPEC §4): a title, an HTML message (sanitised), Cancel ('취소')
 * and OK ('확인'). An alert dialog for assistive technology; focus starts on Cancel, the safe
 * choice, and returns to the element that had it when the dialog opened — unless OK's action
 * has put it somewhere else on the page (A11Y: focus goes where the action leads).
 */
export function ConfirmDialog({ open, title, message, onCancel, onConfirm }: ConfirmDialogProps) {
  const { t } = useLingui();
  const [visible, closeThen] = useCloseFirst(open);
  const cancel = useRef<HTMLButtonElement>(null);
  const focusMovedByAction = useRef(false);
  const confirm = () =>
    closeThen(() => {
      const dialog = cancel.current?.closest('[role="alertdialog"]');
      onConfirm();
      const focused = document.activeElement;
      focusMovedByAction.current =
        focused instanceof HTMLElement && focused !== document.body && !dialog?.contains(focused);
    });
  return (
    <AlertDialogFrame
      open={visible}
      title={title ?? t({ id: 'dialog.confirm.defaultTitle', message: '확인' })}
      message={message}
      onEscape={() => closeThen(onCancel)}
      returnFocus={() => !focusMovedByAction.current}
      initialFocus={() => cancel.current}
    >
      <Button ref={cancel} tone="secondary" className={styles.action} onClick={() => closeThen(onCancel)}>
        <Trans>취소</Trans>
      </Button>
      <Button className={styles.action} onClick={confirm}>
        <Trans>확인</Trans>
      </Button>
    </AlertDialogFrame>
  );
}
ConfirmDialog.displayName = 'ConfirmDialog';
