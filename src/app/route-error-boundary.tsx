/** The one error screen for anything a route throws (a failed lazy chunk, a render error). */
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { buttonStyles } from '@/components/ui/styles.ts';
import { paths } from './paths.ts';

export function RouteErrorBoundary() {
  const error = useRouteError();
  console.error(error);
  const chunkFailed = error instanceof Error && /dynamically imported module|Loading chunk/i.test(error.message);
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong';
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="text-slate-700">
        {chunkFailed
          ? 'A new version of the site is available. Reload the page to continue.'
          : 'Sorry, this page could not be shown. Please try again.'}
      </p>
      <div className="flex gap-3">
        <button type="button" className={buttonStyles.primary} onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to={paths.home()} className={buttonStyles.secondary}>
          Go Home
        </Link>
      </div>
    </section>
  );
}
