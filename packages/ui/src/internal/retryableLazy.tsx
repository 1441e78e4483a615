import {
  Component,
  createElement,
  lazy,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';

/**
 * `React.lazy` whose failed load can be tried again. React keeps a lazy component's rejected promise
 * for good, so `retry()` makes a new lazy component with a new `load()` (a new import) instead.
 */
export function retryableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let current: LazyExoticComponent<ComponentType<P>> = lazy(load);
  /** Renders the latest lazy component (after a retry, the new one). */
  function Retryable(props: P) {
    return createElement(current, props);
  }
  return {
    Component: Retryable,
    retry: () => {
      current = lazy(load);
    },
  };
}

interface LoadBoundaryProps {
  /** Shown instead of the children once they failed (to load or to render). */
  fallback: ReactNode;
  /** A new value tries the children again. */
  attempt: number;
  /** Told once the children failed (to retry the import before the next attempt). */
  onError?: () => void;
  children: ReactNode;
}

/**
 * An error boundary around a lazily loaded part (a menu, a dialog): its failure shows `fallback`
 * (the part's plain trigger) instead of reaching the page's boundary and taking the page with it.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: this.props.attempt };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: LoadBoundaryProps, state: { failed: boolean; attempt: number }) {
    return props.attempt === state.attempt ? null : { failed: false, attempt: props.attempt };
  }

  override componentDidCatch(): void {
    this.props.onError?.();
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
