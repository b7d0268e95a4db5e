// Only the host and types here: the shell imports `ConfirmDialogHost` from this index, and a value
// export of the dialog would put its code (DOMPurify included) into every page's initial
// JavaScript. Import `ConfirmDialog` from './ConfirmDialog'.
export type { ConfirmDialogProps } from './ConfirmDialog';
export { ConfirmDialogHost, confirmDialogModule } from './ConfirmDialogHost';
