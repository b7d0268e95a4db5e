// The shell loads the dialog on demand from its own file (src/app/hosts), so this index may
// export it: nothing on a page's first load imports it.
export { AlertDialog, type AlertDialogProps } from './AlertDialog';
export { AlertDialogFrame, useCloseFirst, type AlertDialogFrameProps } from './AlertDialogFrame';
