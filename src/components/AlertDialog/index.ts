// Only the host and types here: the shell imports `AlertDialogHost` from this index, and a value
// export of the dialog (or its frame, or messageHtml) would put its code — DOMPurify included —
// back into every page's initial JavaScript. Import those from their own files:
// './AlertDialog', './AlertDialogFrame', './messageHtml'.
export type { AlertDialogProps } from './AlertDialog';
export type { AlertDialogFrameProps } from './AlertDialogFrame';
export { AlertDialogHost, alertDialogModule } from './AlertDialogHost';
