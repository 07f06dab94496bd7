/** The one error screen for anything a page throws (a failed lazy chunk, a render error). */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonStyles, linkStyles } from '@/components/ui/styles.ts';
import { paths } from '@/lib/paths.ts';

function ErrorScreen({ error }: { error: unknown }) {
  const chunkFailed = error instanceof Error && /dynamically imported module|Loading chunk|module script/i.test(error.message);
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Something went wrong</h1>
      <p className="text-slate-700">
        {chunkFailed
          ? 'A new version of the site is available. Reload the page to continue.'
          : 'Sorry, this page could not be shown. Please try again.'}
      </p>
      <div className="flex gap-3">
        <button type="button" className={buttonStyles.primary} onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to={paths.home()} className={linkStyles.secondary}>
          Go Home
        </Link>
      </div>
    </section>
  );
}

interface Props {
  /** The path shown: going to another page clears the error. */
  pathname: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  pathname: string;
}

export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
