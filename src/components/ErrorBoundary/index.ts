export { ErrorBoundary, type ErrorBoundaryFallbackProps, type ErrorBoundaryProps } from './ErrorBoundary';
export { ErrorFallback, type ErrorFallbackProps, type ErrorFallbackVariant } from './ErrorFallback';
export { errorFallbackVariants } from './ErrorFallback.css';
