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
export { captureFocus, returnFocus } from '../private/overlayFocus';
