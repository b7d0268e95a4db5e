import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, type ReactNode } from 'react';
import { Button } from '../Button';
import * as dialogFooter from '../private/dialogFooter.css';
import { AlertDialogFrame, useCloseFirst } from './AlertDialogFrame';

export interface AlertDialogProps {
  open: boolean;
  /** Defaults to '확인' (English: 'Notice'). */
  title?: string;
  /** Text or formatted content (paragraphs, emphasis, a link): the dialog's description. */
  message: ReactNode;
  /** The one button and Escape call it; the dialog has already left the screen when it runs. */
  onClose: () => void;
  /**
   * Give focus back to the element that had it when the alert opened (default). Pass `false`
   * when `onClose` moves focus itself, e.g. to the form field in error.
   */
  returnFocus?: boolean;
}

/**
 * The shared alert (SPEC §4): a title, a message (text or content) and one button that closes
 * it. Announced as an alert dialog with its title as name and the message as description;
 * focus starts on the button.
 */
export function AlertDialog({ open, title, message, onClose, returnFocus = true }: AlertDialogProps) {
  const { t } = useLingui();
  const [visible, closeThen] = useCloseFirst(open);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => closeThen(onClose);
  return (
    <AlertDialogFrame
      open={visible}
      title={title ?? t({ id: 'dialog.alert.defaultTitle', message: '확인' })}
      message={message}
      onEscape={close}
      returnFocus={returnFocus}
      initialFocus={() => button.current}
    >
      <Button ref={button} className={dialogFooter.footerButton} onClick={close}>
        <Trans>확인</Trans>
      </Button>
    </AlertDialogFrame>
  );
}
AlertDialog.displayName = 'AlertDialog';
