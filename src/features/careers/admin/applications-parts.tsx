/** The applications screen's row, figures and export (./applications.tsx); its dialog is ./application-dialog.tsx. */
import { CalendarClock, Eye, Inbox, Mail, Trash2 } from 'lucide-react';
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
import { formatCount, formatDateTime } from '@/lib/dates.ts';

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

export function ApplicationRow({
  application,
  busy,
  onOpen,
  onDelete,
}: {
  application: Application;
  busy: boolean;
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
      <p className="mt-2 text-sm wrap-anywhere text-slate-900">
        <span className="font-medium">Position:</span> {application.position}
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
