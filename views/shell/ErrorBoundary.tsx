import { Component, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the failed subtree. */
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

/**
 * React only catches render errors in a class component; this is the one such class, kept tiny.
 * Give it `key={path}` so that navigating elsewhere starts afresh.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
