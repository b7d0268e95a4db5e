// Types only here: a value export of the dialog (or its frame, or messageHtml) would put its code
// — DOMPurify included — into the initial JavaScript of whatever imports this index (the barrel).
// Import those from their own files: './AlertDialog', './AlertDialogFrame', './messageHtml'. The
// shell's store-connected host is in src/app/hosts.
export type { AlertDialogProps } from './AlertDialog';
export type { AlertDialogFrameProps } from './AlertDialogFrame';
