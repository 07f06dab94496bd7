/** The applications screen's row and its details (./applications.tsx): status, links, notes, delete. */
import { CalendarClock, ExternalLink, Eye, Inbox, Mail, Save, Trash2 } from 'lucide-react';
import { RowAction, RowCard, RowFacts } from '@/components/admin/list-actions.tsx';
import { StatCard } from '@/components/admin/stat-card.tsx';
import { STATUS_TONES } from '@/features/careers/components/application-status-badge.tsx';
import { useId, useState } from 'react';
import { useCsvExport } from '@/hooks/use-csv-export.ts';
import { useLoad } from '@/hooks/use-load.ts';
import { Field } from '@/components/ui/field.tsx';
import { Modal, useUnsavedInModal } from '@/components/ui/modal.tsx';
import { buttonStyles, inputClass } from '@/components/ui/styles.ts';
import { ApplicationStatusBadge } from '@/features/careers/components/application-status-badge.tsx';
import {
  APPLICATION_LIMITS,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  applicationsToCsv,
  readAllApplications,
  readApplicationNotes,
  type Application,
  type ApplicationStats,
  type ApplicationStatus,
} from '@/features/careers/data/applications.ts';
import { formatCount, formatDateTime } from '@/lib/dates.ts';
import { mailtoHref } from '@/lib/email.ts';

export const APPLICATION_ERRORS = {
  load: 'Error fetching applications',
  status: 'Error updating application status',
  notes: 'Error saving notes',
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

export function ApplicationDetailModal({
  application,
  busy,
  onClose,
  onStatus,
  onSaveNotes,
  onDelete,
}: {
  application: Application | null;
  busy: boolean;
  onClose: () => void;
  onStatus: (application: Application, status: ApplicationStatus) => void;
  /** Saves the notes; `onSaved` runs as soon as they are stored (before the list reloads). */
  onSaveNotes: (application: Application, notes: string, onSaved: () => void) => Promise<boolean>;
  onDelete: (application: Application) => void;
}) {
  return (
    <Modal open={application !== null} title={application ? `Application from ${application.name}` : 'Application'} onClose={onClose} size="max-w-2xl">
      {application && (
        <ApplicationDetail
          key={application.id}
          application={application}
          busy={busy}
          onStatus={onStatus}
          onSaveNotes={onSaveNotes}
          onDelete={onDelete}
        />
      )}
    </Modal>
  );
}

function ApplicationDetail({
  application,
  busy,
  onStatus,
  onSaveNotes,
  onDelete,
}: {
  application: Application;
  busy: boolean;
  onStatus: (application: Application, status: ApplicationStatus) => void;
  /** Saves the notes; `onSaved` runs as soon as they are stored (before the list reloads). */
  onSaveNotes: (application: Application, notes: string, onSaved: () => void) => Promise<boolean>;
  onDelete: (application: Application) => void;
}) {
  const id = useId();
  // The notes live in a document of their own, which only admins read: loaded when the application opens.
  const stored = useLoad(application.id, () => readApplicationNotes(application), { errorMessage: APPLICATION_ERRORS.loadNotes });
  const [draft, setDraft] = useState<string | null>(null);
  const ready = stored.data !== undefined;
  const current = stored.data ?? '';
  const notes = draft ?? current;
  const changed = notes.trim() !== current;
  useUnsavedInModal(changed ? 'your notes' : null);
  const notesHint = ready
    ? `Only admins see these. Up to ${APPLICATION_LIMITS.notes} characters.`
    : stored.state.status === 'error'
      ? 'The notes could not be loaded.'
      : 'Loading notes…';

  return (
    <div className="space-y-5">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-600">Email</dt>
          <dd className="break-all text-slate-900">
            <a href={mailtoHref(application.email)} className="text-brand-700 underline hover:text-brand-800">
              {application.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Position</dt>
          <dd className="text-slate-900">{application.position}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Received</dt>
          <dd className="text-slate-900">{formatDateTime(application.createdAt)}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Sent</dt>
          <dd className="text-slate-900">{application.userId ? 'Signed in, from their account' : 'Signed out'}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-medium text-slate-600">Links</dt>
          <dd>
            <ul className="mt-1 space-y-1">
              {application.links.map((link) => (
                <li key={link}>
                  <a
                    href={link}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="inline-flex items-center gap-1 break-all text-brand-700 underline hover:text-brand-800"
                  >
                    {link}
                    <ExternalLink aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-medium text-slate-600">Cover Note</dt>
          <dd className="whitespace-pre-wrap wrap-anywhere text-slate-900">{application.coverNote || 'None'}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-medium text-slate-600">Consent</dt>
          <dd className="text-slate-900">{application.consent ? 'Agreed to keeping the application for 12 months' : 'Not recorded'}</dd>
        </div>
      </dl>

      <div className="border-t border-slate-200 pt-5">
        <Field id={`${id}-status`} label="Status">
          {(control) => (
            <select
              {...control}
              value={application.status}
              disabled={busy}
              onChange={(event) => onStatus(application, event.target.value as ApplicationStatus)}
              className={`${inputClass()} sm:w-60`}
            >
              {APPLICATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {APPLICATION_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>

      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!ready) return;
          void onSaveNotes(application, notes, () => stored.update(() => notes.trim()));
        }}
      >
        <Field id={`${id}-notes`} label="Notes" hint={notesHint}>
          {(control) => (
            <textarea
              {...control}
              rows={4}
              maxLength={APPLICATION_LIMITS.notes}
              value={notes}
              readOnly={!ready}
              onChange={(event) => setDraft(event.target.value)}
              className={inputClass()}
            />
          )}
        </Field>
        {stored.state.status === 'error' && (
          <button type="button" onClick={stored.retry} className={`${buttonStyles.secondary} mt-2`}>
            Try again
          </button>
        )}
        <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <button type="button" onClick={() => onDelete(application)} disabled={busy} className={buttonStyles.danger}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Delete
          </button>
          <button type="submit" disabled={busy || !ready || !changed} className={buttonStyles.primary}>
            <Save aria-hidden="true" className="h-4 w-4" />
            Save Notes
          </button>
        </div>
      </form>
    </div>
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
