import { useAppActions, useAppState } from '../../store';
import { Modal, type ModalProps } from '../../components/Modal';

export interface NamedModalProps extends Omit<ModalProps, 'open' | 'onOpenChange'> {
  /** The modal's name in the store: `openModal(name)` opens it, `closeModal(name)` closes it. */
  name: string;
}

/**
 * The store-connected generic modal (SPEC §2): open while the store's `openModals` holds its
 * `name`; every way of closing it (close button, confirm button, backdrop click, Escape)
 * calls `closeModal(name)`. Everything else is the presentational `Modal`.
 */
export function NamedModal({ name, ...props }: NamedModalProps) {
  const { openModals } = useAppState();
  const { openModal, closeModal } = useAppActions();
  return (
    <Modal
      {...props}
      open={openModals.includes(name)}
      onOpenChange={(open) => (open ? openModal(name) : closeModal(name))}
    />
  );
}
NamedModal.displayName = 'NamedModal';
