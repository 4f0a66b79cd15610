// For the parts that load their own code after the page (header controls, FAQ accordion, toasts): if that
// code cannot be loaded (offline, a deploy replaced it), the part stays as it was drawn without it
// (`fallback`), instead of the whole page turning into the error screen.
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  fallback: ReactNode;
}

export class PartBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A part of the page could not be shown', error, info.componentStack);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
