export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { ConfirmDialogHost } from './ConfirmDialogHost';
