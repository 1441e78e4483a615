import {
  Component,
  createElement,
  lazy,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';

/**
 * A lazily loaded part of the frame (the password dialog) whose failed load can be tried again: React
 * keeps a lazy component's rejected promise for good, so `retry()` makes a new one with a new import
 * (decision 0053; ui's own lazy parts do the same in ui/src/internal/retryableLazy.tsx).
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let current: LazyExoticComponent<ComponentType<P>> = lazy(load);
  function Part(props: P) {
    return createElement(current, props);
  }
  return {
    Component: Part,
    retry: () => {
      current = lazy(load);
    },
  };
}

interface PartBoundaryProps {
  /** A new value renders the children again after a failure. */
  attempt: number;
  /** Told when the part failed (to retry its import before the next attempt). */
  onError?: () => void;
  children: ReactNode;
}

/** Renders nothing in place of a part that failed, instead of taking the whole frame with it. */
export class PartBoundary extends Component<PartBoundaryProps, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: this.props.attempt };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: PartBoundaryProps, state: { failed: boolean; attempt: number }) {
    return props.attempt === state.attempt ? null : { failed: false, attempt: props.attempt };
  }

  override componentDidCatch(): void {
    this.props.onError?.();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
