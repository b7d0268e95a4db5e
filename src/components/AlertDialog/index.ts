export {
  AlertDialog,
  AlertDialogFrame,
  useCloseFirst,
  type AlertDialogFrameProps,
  type AlertDialogProps,
} from './AlertDialog';
export { AlertDialogHost } from './AlertDialogHost';
export { messageHtml } from './messageHtml';
