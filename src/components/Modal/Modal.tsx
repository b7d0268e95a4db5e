import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import {
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { useScrollLock } from '../../hooks/useScrollLock';
import { Button } from '../Button';
import * as dialogFooter from '../private/dialogFooter.css';
import * as styles from './Modal.css';
import { captureFocus, returnFocus } from '../private/overlayFocus';

/** The controls of the body that can take focus on open. */
const BODY_TABBABLE =
  '[data-modal-body] :is(a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]))';

/** `Modal.Root`: Radix `Dialog.Root`, always modal. */
export function ModalRoot(props: Omit<Dialog.DialogProps, 'modal'>) {
  return <Dialog.Root {...props} />;
}
ModalRoot.displayName = 'Modal.Root';

export interface ModalContentProps extends Omit<ComponentPropsWithoutRef<typeof Dialog.Content>, 'asChild'> {
  /** CSS width of the panel (default 36rem); `'100%'` for a full-width modal. */
  width?: string;
  /** Upper bound of the width (the viewport minus the gutters always applies). */
  maxWidth?: string;
  /** Dim the page behind the modal; without it the backdrop is transparent but still closes on click. */
  dimmer?: boolean;
  /** Stacking layer: `modal` for generic modals, `dialog` for alert/confirm (above modals). */
  layer?: styles.ModalContentVariants['layer'];
  /** Where focus goes on open: the first control of the body (default), or this element. */
  initialFocus?: () => HTMLElement | null | undefined;
  ref?: Ref<HTMLDivElement>;
}

/**
 * `Modal.Content` owns the portal, the backdrop and the panel. It records the element that had
 * focus when it opened and gives focus back to it on close (store-driven modals have no
 * `Dialog.Trigger`, so Radix would return focus nowhere), and it moves focus in on open: to
 * `initialFocus`, else the first control of the body, else the title.
 */
export function ModalContent({
  width,
  maxWidth,
  dimmer = true,
  layer = 'modal',
  initialFocus,
  className,
  style,
  onOpenAutoFocus,
  onCloseAutoFocus,
  children,
  ref,
  ...rest
}: ModalContentProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Portal>
      {/*
       * The backdrop is a plain element, not Radix's optional Dialog.Overlay: that part wraps
       * react-remove-scroll, which injects a <style> element the strict CSP forbids. Scrolling is
       * locked by useScrollLock (reference-counted); a press on the backdrop is still outside the
       * content, so Radix dismisses the dialog as before.
       */}
      <div
        className={styles.overlay({ dimmer, layer })}
        data-dimmer={dimmer ? 'true' : 'false'}
        data-state="open"
        aria-hidden="true"
      />
      <Dialog.Content
        ref={ref}
        className={clsx(styles.content({ layer }), className)}
        style={{
          ...assignInlineVars({
            ...(width ? { [styles.widthVar]: width } : {}),
            ...(maxWidth ? { [styles.maxWidthVar]: maxWidth } : {}),
          }),
          ...style,
        }}
        onOpenAutoFocus={(event) => {
          // Fired before Radix moves focus: the focused element is still the opener.
          const panel = event.currentTarget as HTMLElement;
          opener.current = captureFocus(panel.ownerDocument);
          onOpenAutoFocus?.(event);
          if (event.defaultPrevented) return;
          const target =
            initialFocus?.() ??
            panel.querySelector<HTMLElement>(BODY_TABBABLE) ??
            panel.querySelector<HTMLElement>('[data-modal-title]');
          if (target) {
            event.preventDefault();
            target.focus({ preventScroll: true });
          }
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          returnFocus(opener.current);
          opener.current = null;
        }}
        {...rest}
      >
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
ModalContent.displayName = 'Modal.Content';

export function ModalHeader({
  className,
  ref,
  ...rest
}: HTMLAttributes<HTMLDivElement> & { ref?: Ref<HTMLDivElement> }) {
  return <div ref={ref} className={clsx(styles.header, className)} {...rest} />;
}
ModalHeader.displayName = 'Modal.Header';

/** The visible title; it names the dialog. Focusable by script (`tabIndex=-1`) for long content. */
export function ModalTitle({
  className,
  ref,
  ...rest
}: ComponentPropsWithoutRef<typeof Dialog.Title> & { ref?: Ref<HTMLHeadingElement> }) {
  return (
    <Dialog.Title ref={ref} tabIndex={-1} data-modal-title="" className={clsx(styles.title, className)} {...rest} />
  );
}
ModalTitle.displayName = 'Modal.Title';

/** The close button (an icon with a translated name, 44 × 44 px). */
export function ModalClose({
  className,
  ref,
  ...rest
}: ComponentPropsWithoutRef<typeof Dialog.Close> & { ref?: Ref<HTMLButtonElement> }) {
  const { t } = useLingui();
  return (
    <Dialog.Close ref={ref} aria-label={t`닫기`} className={clsx(styles.close, className)} {...rest}>
      <X aria-hidden="true" focusable="false" size={22} strokeWidth={1.75} />
    </Dialog.Close>
  );
}
ModalClose.displayName = 'Modal.Close';

/**
 * The scrolling body. When its content overflows it becomes focusable (`tabIndex=0`), so
 * keyboard users can scroll it too (axe `scrollable-region-focusable`).
 */
export function ModalBody({
  className,
  ref: forwardedRef,
  ...rest
}: HTMLAttributes<HTMLDivElement> & { ref?: Ref<HTMLDivElement> }) {
  const node = useRef<HTMLDivElement>(null);
  useImperativeHandle(forwardedRef, () => node.current as HTMLDivElement);
  const overflowing = useOverflowing(node);
  return (
    <div
      ref={node}
      data-modal-body=""
      // A scrolling region must be reachable by keyboard to be scrolled (axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={overflowing ? 0 : undefined}
      className={clsx(styles.body, className)}
      {...rest}
    />
  );
}
ModalBody.displayName = 'Modal.Body';

function useOverflowing(ref: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => setOverflowing(node.scrollHeight > node.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    for (const child of Array.from(node.children)) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return overflowing;
}

export function ModalFooter({
  className,
  ref,
  ...rest
}: HTMLAttributes<HTMLDivElement> & { ref?: Ref<HTMLDivElement> }) {
  return <div ref={ref} className={clsx(dialogFooter.footer, className)} {...rest} />;
}
ModalFooter.displayName = 'Modal.Footer';

export interface ModalProps {
  open: boolean;
  /** Called with `false` on every way of closing: close button, confirm button, backdrop click, Escape. */
  onOpenChange: (open: boolean) => void;
  /** The visible title; it names the dialog. */
  title: ReactNode;
  /** CSS width (default 36rem); `'100%'` for a full-width modal. */
  width?: string;
  /** Upper bound of the width. */
  maxWidth?: string;
  /** Dim the page behind the modal (default); without it the backdrop is transparent. */
  dimmer?: boolean;
  /** Show the footer with a confirm button (default). */
  footer?: boolean;
  /** Runs when the confirm button is pressed, before the modal closes. */
  onConfirm?: () => void;
  children?: ReactNode;
}

/**
 * The generic modal (SPEC §2): a Radix Dialog with a visible title, a close button, a scrolling
 * body and an optional footer with a confirm button. Locks page scrolling while open
 * (reference-counted, so a nested modal never unlocks the page early). Render a nested modal
 * inside the parent's children, so Radix sees it as part of the parent (A11Y pitfall #1249).
 */
export function Modal({
  open,
  onOpenChange,
  title,
  width,
  maxWidth,
  dimmer = true,
  footer = true,
  onConfirm,
  children,
}: ModalProps) {
  useScrollLock(open);
  // Its parts mount at the first opening and stay (the closing animation plays). Radix's Presence
  // in the portal sets state as it mounts, even closed: in the commit that hydrates the page
  // holding the modal, a synchronous re-render that drew every effect of that commit into its task.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return (
    <ModalRoot open={open} onOpenChange={onOpenChange}>
      {opened && (
        <ModalContent width={width} maxWidth={maxWidth} dimmer={dimmer} aria-describedby={undefined}>
          <ModalHeader>
            <ModalTitle>{title}</ModalTitle>
            <ModalClose />
          </ModalHeader>
          <ModalBody>{children}</ModalBody>
          {footer && (
            <ModalFooter>
              <Button
                className={dialogFooter.footerButton}
                onClick={() => {
                  onConfirm?.();
                  onOpenChange(false);
                }}
              >
                <Trans>확인</Trans>
              </Button>
            </ModalFooter>
          )}
        </ModalContent>
      )}
    </ModalRoot>
  );
}
Modal.displayName = 'Modal';
