// Catches render errors anywhere below it and shows the spec's default screen instead of a blank page.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { m } from '../lib/i18n';

interface Props {
  children: ReactNode;
}
interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected application error', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="mx-auto my-16 max-w-lg px-4">
        <div className="comic-panel p-6 text-center sm:p-8">
          <h1 className="font-display text-4xl tracking-wide text-pow-dark">{m.site_error_heading()}</h1>
          <p className="mt-3 break-words text-ink/80">{this.state.error.message}</p>
          <a
            href="/"
            className={
              'mt-6 inline-flex min-h-11 items-center rounded-xl border-3 border-ink bg-zap px-5 font-display ' +
              'text-lg tracking-wide shadow-comic'
            }
          >
            {m.not_found_home()}
          </a>
        </div>
      </div>
    );
  }
}
