import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, type ReactNode } from 'react';
import { AlertDialogFrame, useCloseFirst } from '../AlertDialog/AlertDialogFrame';
import { Button } from '../Button';
import * as dialogFooter from '../private/dialogFooter.css';

export interface ConfirmDialogProps {
  open: boolean;
  /** Defaults to '확인' (English: 'Please confirm'). */
  title?: string;
  /** Text or formatted content (paragraphs, emphasis): the question, read as the description. */
  message: ReactNode;
  /** Cancel and Escape. */
  onCancel: () => void;
  /**
   * OK: the caller runs the action; the dialog has already left the screen when it runs. An
   * action that moves focus itself (e.g. to the first field of a form it emptied) keeps it there.
   */
  onConfirm: () => void;
}

/**
 * The shared confirm dialog (SPEC §4): a title, a message (text or content), Cancel ('취소')
 * and OK ('확인'). An alert dialog for assistive technology; focus starts on Cancel, the safe
 * choice, and returns to the element that had it when the dialog opened — unless OK's action
 * has put it somewhere else on the page (A11Y: focus goes where the action leads).
 */
export function ConfirmDialog({ open, title, message, onCancel, onConfirm }: ConfirmDialogProps) {
  const { t } = useLingui();
  const [visible, closeThen] = useCloseFirst(open);
  const cancel = useRef<HTMLButtonElement>(null);
  const confirmed = useRef<{ dialog: Element | null | undefined; moved: boolean } | null>(null);
  // Focus moved by OK's action: onto the page, outside this dialog (another dialog it opened
  // takes focus by itself and gives it back to the opener).
  const movedByAction = (dialog: Element | null | undefined) => {
    const focused = document.activeElement;
    return (
      focused instanceof HTMLElement &&
      focused !== document.body &&
      !dialog?.contains(focused) &&
      !focused.closest('[role="alertdialog"], [role="dialog"]')
    );
  };
  const confirm = () =>
    closeThen(() => {
      const dialog = cancel.current?.closest('[role="alertdialog"]');
      onConfirm();
      confirmed.current = { dialog, moved: movedByAction(dialog) };
    });
  // Asked when the dialog has closed: an action awaiting the answer (`useConfirm()`) runs a
  // moment after OK, and may have moved focus by then.
  const focusMovedByAction = () =>
    confirmed.current !== null && (confirmed.current.moved || movedByAction(confirmed.current.dialog));
  return (
    <AlertDialogFrame
      open={visible}
      title={title ?? t({ id: 'dialog.confirm.defaultTitle', message: '확인' })}
      message={message}
      onEscape={() => closeThen(onCancel)}
      returnFocus={() => !focusMovedByAction()}
      initialFocus={() => cancel.current}
    >
      <Button
        ref={cancel}
        variant="secondary"
        className={dialogFooter.footerButton}
        onClick={() => closeThen(onCancel)}
      >
        <Trans>취소</Trans>
      </Button>
      <Button className={dialogFooter.footerButton} onClick={confirm}>
        <Trans>확인</Trans>
      </Button>
    </AlertDialogFrame>
  );
}
ConfirmDialog.displayName = 'ConfirmDialog';
