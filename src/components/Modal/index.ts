export {
  Modal,
  ModalBody,
  ModalClose,
  ModalContent,
  ModalFooter,
  ModalHeader,
  ModalRoot,
  ModalTitle,
  type ModalContentProps,
  type ModalProps,
} from './Modal';
export { NamedModal, type NamedModalProps } from './NamedModal';
export { captureFocus, returnFocus } from '../private/overlayFocus';
