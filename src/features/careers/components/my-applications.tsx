/**
 * The applicant's side, on the Profile tab: the careers applications they sent, matched
 * by uid and, once their e-mail is verified, by e-mail (as their enquiries), each with its position,
 * when it was sent and its status. Admins' notes are not shown. The position links to its opening's
 * page (plain text for an application sent before openings were stored).
 */
import { AlertTriangle, Briefcase, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '@/context/session.tsx';
import { useLoad } from '@/hooks/use-load.ts';
import { ApplicationStatusBadge } from '@/features/careers/components/application-status-badge.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { buttonStyles } from '@/components/ui/styles.ts';
import { listMyApplications } from '@/features/careers/data/applications.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { paths } from '@/lib/paths.ts';

export function MyApplications() {
  const { user } = useSession();
  const id = useId();
  const uid = user?.uid;
  const email = user?.email ?? '';
  const emailVerified = user?.emailVerified ?? false;
  const loaded = useLoad(uid ? [uid, email, emailVerified] : null, () => listMyApplications({ uid: uid!, email, emailVerified }), {
    errorMessage: 'Error loading your applications',
    toast: false,
  });
  const applications = loaded.data ?? [];

  if (!user) return null;

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Briefcase aria-hidden="true" className="h-5 w-5 text-brand-700" />
        My Applications
      </h2>
      {loaded.state.status === 'loading' && <Spinner label="Loading your applications..." />}
      {loaded.state.status === 'error' && (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-sm text-red-800">
          <AlertTriangle aria-hidden="true" className="h-4 w-4" />
          Your applications could not be loaded.
          <button type="button" onClick={loaded.retry} className={buttonStyles.secondary}>
            <RefreshCw aria-hidden="true" className="h-4 w-4" />
            Try Again
          </button>
        </div>
      )}
      {loaded.state.status === 'ready' &&
        (applications.length === 0 ? (
          <p className="mt-3 text-sm text-slate-700">
            You have not applied for a position yet. See the <Link to={paths.careers()} className="font-semibold text-brand-700 underline">open positions</Link>.
          </p>
        ) : (
          <ul aria-label="My applications" className="mt-4 divide-y divide-slate-200">
            {applications.map((application) => (
              <li key={application.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900 wrap-anywhere">
                    {application.openingId ? (
                      <Link to={paths.opening(application.openingId)} className="text-brand-700 underline hover:text-brand-800">
                        {application.position}
                      </Link>
                    ) : (
                      application.position
                    )}
                  </p>
                  <p className="text-sm text-slate-600">Sent {formatDateTime(application.createdAt)}</p>
                </div>
                <p className="flex items-center gap-2 text-sm text-slate-700">
                  <span className="sr-only">Status:</span>
                  <ApplicationStatusBadge status={application.status} />
                </p>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
