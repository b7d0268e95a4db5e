import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useScrollLock } from '../../hooks/useScrollLock';
import { ModalContent, ModalRoot } from '../Modal';
import * as dialogFooter from '../private/dialogFooter.css';
import * as styles from './AlertDialog.css';

/**
 * Closes the dialog in the DOM *before* running `after`: Radix traps focus while a dialog is
 * open, so a callback that moves focus (an alert's onClose focusing the field in error) would
 * otherwise be pulled straight back into the dialog. `open` drops back once the parent closes it.
 */
export function useCloseFirst(open: boolean) {
  const [closing, setClosing] = useState(false);
  if (!open && closing) setClosing(false);
  const closeThen = (after: () => void) => {
    flushSync(() => setClosing(true));
    after();
  };
  return [open && !closing, closeThen] as const;
}

export interface AlertDialogFrameProps {
  open: boolean;
  title: string;
  /** The message: text or formatted content (paragraphs, emphasis, a link), read as the description. */
  message: ReactNode;
  /** Escape: the dialog's dismiss action. */
  onEscape: () => void;
  /**
   * Give focus back to the element focused at opening (false: whoever closes it decides). A
   * function is asked when the dialog has closed.
   */
  returnFocus: boolean | (() => boolean);
  /** The button that takes focus on open (the safest one). */
  initialFocus: () => HTMLElement | null;
  children: ReactNode;
}

/**
 * The frame shared by `AlertDialog` and `ConfirmDialog`: a Radix Dialog with
 * `role="alertdialog"`, named by its title and described by its message, above generic modals,
 * at most 600 px wide. A click outside does nothing: the visitor answers with a button.
 */
export function AlertDialogFrame({
  open,
  title,
  message,
  onEscape,
  returnFocus,
  initialFocus,
  children,
}: AlertDialogFrameProps) {
  // The page behind does not scroll while the visitor has to answer (nested holders are counted).
  useScrollLock(open);
  return (
    <ModalRoot
      open={open}
      onOpenChange={(next) => {
        if (!next) onEscape();
      }}
    >
      <ModalContent
        role="alertdialog"
        layer="dialog"
        width={styles.width}
        maxWidth={styles.maxWidth}
        className={styles.panel}
        initialFocus={initialFocus}
        onPointerDownOutside={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => {
          if (!(typeof returnFocus === 'function' ? returnFocus() : returnFocus)) event.preventDefault();
        }}
      >
        <div className={styles.header}>
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
        </div>
        <Dialog.Description asChild>
          <div className={styles.message}>{message}</div>
        </Dialog.Description>
        <div className={dialogFooter.footer}>{children}</div>
      </ModalContent>
    </ModalRoot>
  );
}
AlertDialogFrame.displayName = 'AlertDialog.Frame';
