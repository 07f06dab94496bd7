/**
 * The applications screen's row, figures, export and opening filter (./applications.tsx); its dialog
 * is ./application-dialog.tsx. An application's position links to its opening's page (in a new tab, so
 * the list and any unsaved change in the dialog stay), and to the list of that opening's applications.
 */
import { CalendarClock, ExternalLink, Eye, Filter, Inbox, Mail, Trash2, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useLoad } from '@/hooks/use-load.ts';
import { RowAction, RowCard, RowFacts } from '@/components/admin/list-actions.tsx';
import { StatCard } from '@/components/admin/stat-card.tsx';
import { STATUS_TONES } from '@/features/careers/components/application-status-badge.tsx';
import { useCsvExport } from '@/hooks/use-csv-export.ts';
import { ApplicationStatusBadge } from '@/features/careers/components/application-status-badge.tsx';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  applicationsToCsv,
  readAllApplications,
  type Application,
  type ApplicationStats,
} from '@/features/careers/data/applications.ts';
import { getOpening } from '@/features/careers/data/opening-store.ts';
import { linkStyles } from '@/components/ui/styles.ts';
import { formatCount, formatDateTime } from '@/lib/dates.ts';
import { paths } from '@/lib/paths.ts';

export const APPLICATION_ERRORS = {
  load: 'Error fetching applications',
  status: 'Error updating application status',
  notes: 'Error saving notes',
  save: 'Error saving changes',
  loadNotes: 'Error loading notes',
  delete: 'Error deleting application',
  export: 'Error exporting applications',
} as const;

/** The id of an application's row button (Details): focus returns to it. */
export const rowButtonId = (applicationId: string) => `application-${applicationId}`;

/**
 * The position an application was sent for: a link to its opening's page (a new tab), or plain text
 * for an application sent before openings were stored (no `openingId`).
 */
export function PositionLink({ application, className = '' }: { application: Pick<Application, 'position' | 'openingId'>; className?: string }) {
  if (!application.openingId) return <>{application.position}</>;
  return (
    <Link
      to={paths.opening(application.openingId)}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex items-center gap-1 text-brand-700 underline hover:text-brand-800 ${className}`}
    >
      {application.position}
      <ExternalLink aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
      <span className="sr-only"> (opens in a new tab)</span>
    </Link>
  );
}

/** The link to the list of the applications for the same opening as `application` (none without an opening). */
export function OnlyThisOpeningLink({
  application,
  className = '',
  onFollow,
}: {
  application: Pick<Application, 'position' | 'openingId'>;
  className?: string;
  onFollow?: () => void;
}) {
  if (!application.openingId) return null;
  return (
    <Link
      to={paths.admin.applications(application.openingId)}
      onClick={onFollow}
      className={`inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline hover:text-brand-800 ${className}`}
    >
      <Filter aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
      Only this opening’s applications
      <span className="sr-only"> ({application.position})</span>
    </Link>
  );
}

export function ApplicationRow({
  application,
  busy,
  filtered,
  onOpen,
  onDelete,
}: {
  application: Application;
  busy: boolean;
  /** The list shows only this opening's applications: no link to narrow it again. */
  filtered: boolean;
  onOpen: () => void;
  onDelete: () => void;
}) {
  return (
    <RowCard
      id={rowButtonId(application.id)}
      name={application.name}
      openLabel={`View application from ${application.name}`}
      onOpen={onOpen}
      badges={<ApplicationStatusBadge status={application.status} />}
      actions={
        <>
          <RowAction icon={Eye} tone="brand" label={`Open application from ${application.name}`} onClick={onOpen}>
            Open
          </RowAction>
          <RowAction icon={Trash2} tone="red" label={`Delete application from ${application.name}`} disabled={busy} onClick={onDelete}>
            Delete
          </RowAction>
        </>
      }
    >
      <RowFacts
        facts={[
          { icon: Mail, text: application.email, long: true },
          { icon: CalendarClock, text: formatDateTime(application.createdAt) },
        ]}
      />
      {/* The links sit above the card's stretched button, so that each is its own target. */}
      <p className="mt-2 flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm wrap-anywhere text-slate-900">
        <span>
          <span className="font-medium">Position:</span> <PositionLink application={application} className="relative z-10" />
        </span>
        {!filtered && <OnlyThisOpeningLink application={application} className="relative z-10" />}
      </p>
      {application.coverNote && <p className="mt-1 line-clamp-2 text-sm wrap-anywhere text-slate-700">{application.coverNote}</p>}
    </RowCard>
  );
}

/** The total and one figure per status. */
export function ApplicationFigures({ stats }: { stats: ApplicationStats }) {
  return (
    <ul aria-label="Application figures" className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
      <li>
        <StatCard title="Total" value={String(stats.total)} icon={Inbox} tone="bg-slate-700" />
      </li>
      {APPLICATION_STATUSES.map((s) => (
        <li key={s}>
          <StatCard title={APPLICATION_STATUS_LABELS[s]} value={String(stats[s])} icon={STATUS_TONES[s].icon} tone={STATUS_TONES[s].card} />
        </li>
      ))}
    </ul>
  );
}

/** Export: every application with the admins' notes, as CSV; `exporting` is what the button says meanwhile. */
export function useApplicationsExport() {
  const exporter = useCsvExport({
    working: 'Exporting all applications…',
    read: readAllApplications,
    file: 'applications',
    csv: applicationsToCsv,
    empty: 'There are no applications to export',
    done: (n) => `Exported ${formatCount(n)} ${n === 1 ? 'application' : 'applications'} to CSV`,
    failure: APPLICATION_ERRORS.export,
  });
  return { exporter, exporting: exporter.working };
}

/**
 * What the list is narrowed to: the opening (its title, read from `openings/<slug>`; its slug while
 * that loads or when there is no such opening), its page, and the way back to every application.
 */
export function OpeningFilterNotice({ slug, onShowAll }: { slug: string; onShowAll: () => void }) {
  const opening = useLoad(['opening-title', slug], () => getOpening(slug), { errorMessage: 'Error loading the opening', toast: false });
  const title = opening.data?.title || slug;
  return (
    <section
      aria-label="Opening filter"
      className="mt-6 flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-slate-900">
        Showing only the applications for <strong className="wrap-anywhere">{title}</strong>
        {opening.state.status === 'ready' && !opening.data && ' (no such opening now)'}.{' '}
        {opening.data && <PositionLink application={{ position: 'View the opening', openingId: slug }} />}
      </p>
      <Link to={paths.admin.applications()} onClick={onShowAll} className={`${linkStyles.secondary} shrink-0`}>
        <X aria-hidden="true" className="h-4 w-4" />
        Show all applications
      </Link>
    </section>
  );
}
