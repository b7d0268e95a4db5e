// The shell's store-connected overlays (the app layer): each reads the store and renders a
// presentational primitive from src/components. The alert and confirm dialogs' code is fetched
// on demand (see lazyDialog.ts), and so is the loading overlay's.
export { AlertDialogHost, alertDialogModule } from './AlertDialogHost';
export { ConfirmDialogHost, confirmDialogModule } from './ConfirmDialogHost';
export { LoadingOverlayHost, loadingOverlayModule } from './LoadingOverlayHost';
export { NamedModal, type NamedModalProps } from './NamedModal';
