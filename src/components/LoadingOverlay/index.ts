export { LoadingOverlay, type LoadingOverlayProps } from './LoadingOverlay';
export { LoadingOverlayHost } from './LoadingOverlayHost';
