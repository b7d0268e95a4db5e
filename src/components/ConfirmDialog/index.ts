// Types only here: a value export of the dialog would put its code (DOMPurify included) into the
// initial JavaScript of whatever imports this index (the barrel). Import `ConfirmDialog` from
// './ConfirmDialog'. The shell's store-connected host is in src/app/hosts.
export type { ConfirmDialogProps } from './ConfirmDialog';
