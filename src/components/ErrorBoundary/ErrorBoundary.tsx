import { Component, Fragment, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../../lib/errors';
import { retryFailedModules } from '../../lib/lazyModule';

export interface ErrorBoundaryFallbackProps {
  error: unknown;
  /** Clears the error and renders the children again (a lazy piece loads its code again). */
  retry: () => void;
}

export interface ErrorBoundaryProps {
  /** Where the boundary sits, for the error report ('route', 'section', …). */
  where: string;
  /** What shows instead of the children after an error (a component: it may use hooks). */
  fallback: ComponentType<ErrorBoundaryFallbackProps>;
  /** A new value clears the error (e.g. the route: leaving a broken page recovers). */
  resetKey?: unknown;
  /** Called once per caught error, after it has been reported. */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: { value: unknown } | null;
  resetKey: unknown;
  attempt: number;
}

/**
 * Contains a rendering error (or a lazy chunk that failed to load) to its own part of the page:
 * the children are replaced by `fallback`, everything outside keeps working, and the error is
 * reported once to the app's one reporter (`lib/errors`). `retry` renders the children afresh;
 * a change of `resetKey` does too.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  static displayName = 'ErrorBoundary';

  override state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: { value: error } };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState) {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    if (!state.error) return { resetKey: props.resetKey };
    retryFailedModules();
    return { error: null, resetKey: props.resetKey, attempt: state.attempt + 1 };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportError({ error, where: this.props.where, componentStack: info.componentStack ?? undefined });
    this.props.onError?.(error);
  }

  retry = () => {
    // Code that failed to load is fetched again, not served from the failure.
    retryFailedModules();
    this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
  };

  override render() {
    const { error, attempt } = this.state;
    const { fallback: Fallback } = this.props;
    if (error) return <Fallback error={error.value} retry={this.retry} />;
    // A new key on each attempt: the children mount afresh instead of keeping broken state.
    return <Fragment key={attempt}>{this.props.children}</Fragment>;
  }
}
