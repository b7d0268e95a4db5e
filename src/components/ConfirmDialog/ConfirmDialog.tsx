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
  /** OK: the caller runs the action; the dialog has already left the screen when it runs. */
  onConfirm: () => void;
}

/**
 * The shared confirm dialog (SPEC §4): a title, an HTML message (sanitised), Cancel ('취소')
 * and OK ('확인'). An alert dialog for assistive technology; focus starts on Cancel, the safe
 * choice, and returns to the element that had it when the dialog opened.
 */
export function ConfirmDialog({ open, title, message, onCancel, onConfirm }: ConfirmDialogProps) {
  const { t } = useLingui();
  const [visible, closeThen] = useCloseFirst(open);
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <AlertDialogFrame
      open={visible}
      title={title ?? t({ id: 'dialog.confirm.defaultTitle', message: '확인' })}
      message={message}
      onEscape={() => closeThen(onCancel)}
      returnFocus
      initialFocus={() => cancel.current}
    >
      <Button ref={cancel} tone="secondary" className={styles.action} onClick={() => closeThen(onCancel)}>
        <Trans>취소</Trans>
      </Button>
      <Button className={styles.action} onClick={() => closeThen(onConfirm)}>
        <Trans>확인</Trans>
      </Button>
    </AlertDialogFrame>
  );
}
ConfirmDialog.displayName = 'ConfirmDialog';
