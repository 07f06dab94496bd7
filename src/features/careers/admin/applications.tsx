/**
 * /admin/applications: the careers applications with their status (new, reviewing,
 * interview, declined, hired), the admin's notes (both saved together from the dialog, with Save
 * Changes), search, a status filter, counts per status, CSV export and delete. An admin list
 * (src/components/admin/admin-list-screen.tsx): one page of 20 at a time by cursors, the figures are
 * counts, only Export reads every application (in batches). `?opening=<slug>` (the Openings screen's
 * "N applications", a row's "Only this opening's applications") narrows the list, its search, its
 * status filter and its figures to that opening's applications, until "Show all applications".
 */
import { Briefcase, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router-dom';
import { useAction } from '@/hooks/use-action.ts';
import { useAdminList, type AdminListSource } from '@/hooks/use-admin-list.ts';
import { AdminListScreen, ListFailure, type AdminListDefinition } from '@/components/admin/admin-list-screen.tsx';
import { RefreshExportActions } from '@/components/admin/list-actions.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  APPLICATIONS_PAGE_SIZE,
  applicationsView,
  deleteApplication,
  saveApplicationNotes,
  setApplicationStatus,
  type Application,
  type ApplicationFilter,
  type ApplicationStats,
} from '@/features/careers/data/applications.ts';
import { notifyFailure } from '@/lib/failure.ts';
import { paths } from '@/lib/paths.ts';
import { ApplicationDetailModal, type ApplicationPart, type SaveApplication } from './application-dialog.tsx';
import { APPLICATION_ERRORS, ApplicationFigures, ApplicationRow, OpeningFilterNotice, useApplicationsExport } from './applications-parts.tsx';

export { APPLICATION_ERRORS };

const NO_STATS: ApplicationStats = { total: 0, new: 0, reviewing: 0, interview: 0, declined: 0, hired: 0 };

const SOURCE: AdminListSource<Application, ApplicationFilter, ApplicationStats> = {
  load: applicationsView,
  errorMessage: APPLICATION_ERRORS.load,
};

interface RowHandlers {
  busy: boolean;
  /** The opening the list is narrowed to (its slug), or null. */
  opening: string | null;
  onOpen(application: Application): void;
  onDelete(application: Application): void;
}

const definition = ({ busy, opening, onOpen, onDelete }: RowHandlers): AdminListDefinition<Application, ApplicationFilter, ApplicationStats> => ({
  title: 'Applications',
  path: paths.admin.applications(opening ?? undefined),
  intro: 'Applications sent from the Careers page, their status and your notes.',
  heading: { text: 'Applications' },
  noun: ['application', 'applications'],
  loading: 'Loading applications...',
  pager: 'Applications pages',
  pageSize: APPLICATIONS_PAGE_SIZE,
  search: {
    label: 'Search applications',
    placeholder: 'Name, email, position or cover note',
    hint: <>Names, e-mails and positions by the beginning of a word (“des” finds Designer); the cover note by whole words.</>,
  },
  filter: {
    label: 'Status',
    options: [{ value: 'all', label: 'All Applications' }, ...APPLICATION_STATUSES.map((status) => ({ value: status, label: APPLICATION_STATUS_LABELS[status] }))],
    width: 'md:w-56',
  },
  figures: (stats) => <ApplicationFigures stats={stats} />,
  empty: ({ narrowed, stats }) => (
    <EmptyState
      icon={Briefcase}
      title="No applications found"
      titleAs="h3"
      text={
        opening !== null && stats.total === 0
          ? 'No applications have been sent for this opening yet.'
          : narrowed && stats.total > 0
            ? 'Try adjusting your search or filter.'
            : 'No applications have been sent yet.'
      }
    />
  ),
  rows: (applications) => (
    <ul className="space-y-3">
      {applications.map((application) => (
        <ApplicationRow
          key={application.id}
          application={application}
          busy={busy}
          filtered={opening !== null && application.openingId === opening}
          onOpen={() => onOpen(application)}
          onDelete={() => onDelete(application)}
        />
      ))}
    </ul>
  ),
});

export function ApplicationsPage() {
  const id = useId();
  // The opening the list is narrowed to, from the address.
  const [params] = useSearchParams();
  const opening = params.get('opening') || null;
  const screen = useAdminList(SOURCE, 'all', NO_STATS, opening);
  const { loaded } = screen.list;
  const status = loaded.state.status;
  const [detail, setDetail] = useState<Application | null>(null);
  const [deleting, setDeleting] = useState<Application | null>(null);
  const action = useAction();
  const busy = action.busy;
  const { exporter, exporting } = useApplicationsExport();
  const { reload } = screen;

  // Save Changes in the dialog: the status and the notes are two writes, one after the other. One that
  // fails is toasted by name and stays a draft in the dialog; the other is saved all the same, and the
  // list and its figures are read again once something was saved.
  const saveChanges: SaveApplication = async (application, { status, message, notes }, saved) => {
    const failed: ApplicationPart[] = [];
    const attempt = async (part: ApplicationPart, work: () => Promise<void>) => {
      try {
        await work();
      } catch (error) {
        notifyFailure(toast, APPLICATION_ERRORS[part], error);
        failed.push(part);
      }
    };
    const ran = await action.run(APPLICATION_ERRORS.save, async () => {
      if (status !== undefined) {
        await attempt('status', async () => {
          await setApplicationStatus(application, status, message);
          saved.status();
          toast.success(
            `Status changed to ${APPLICATION_STATUS_LABELS[status]}${message === undefined ? '' : `. E-mail to ${application.name} queued.`}`,
          );
          setDetail((current) => (current?.id === application.id ? { ...current, status } : current));
        });
      }
      if (notes !== undefined) {
        await attempt('notes', async () => {
          await saveApplicationNotes(application, notes);
          saved.notes();
          toast.success('Notes saved');
          // Notes once stored in the application itself were emptied there, now they have their own document.
          setDetail((current) => (current?.id === application.id ? { ...current, notes: '' } : current));
        });
      }
      if (failed.length < Number(status !== undefined) + Number(notes !== undefined)) await reload();
    });
    return ran ? failed : null;
  };

  const confirmDelete = (application: Application) =>
    action.run(APPLICATION_ERRORS.delete, async () => {
      await deleteApplication(application.id, { applicant: application.name });
      toast.success('Application deleted');
      setDeleting(null);
      setDetail(null);
      await reload();
      requestAnimationFrame(() => document.getElementById(`${id}-list`)?.focus());
    });

  return (
    <AdminListScreen
      definition={definition({ busy, opening, onOpen: setDetail, onDelete: setDeleting })}
      screen={screen}
      listId={`${id}-list`}
      before={opening !== null && <OpeningFilterNotice slug={opening} onShowAll={() => requestAnimationFrame(() => document.getElementById(`${id}-list`)?.focus())} />}
      actions={
        <RefreshExportActions
          hintId={`${id}-export-hint`}
          hint="Export downloads all applications as a CSV file, whatever the filter."
          refreshing={loaded.stale}
          refreshDisabled={status === 'loading' || loaded.stale}
          onRefresh={() => void reload()}
          exporting={exporting}
          // Narrowed to an opening, the figures are that opening's: Export reads every application all the same.
          exportDisabled={status !== 'ready' || (opening === null && screen.stats.total === 0)}
          onExport={() => void exporter.run()}
        />
      }
      failure={<ListFailure title="Error Loading Applications" retry="Try Again" onRetry={loaded.retry} />}
    >
      <ApplicationDetailModal
        application={screen.fresh(detail)}
        busy={busy}
        onClose={() => setDetail(null)}
        filtered={opening}
        onSave={saveChanges}
        onDelete={(application) => setDeleting(application)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete application"
        message="Are you sure you want to delete this application? This cannot be undone."
        detail={deleting ? `${deleting.name} — ${deleting.position}` : undefined}
        confirmLabel="Delete"
        confirmIcon={Trash2}
        working={busy && deleting !== null}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </AdminListScreen>
  );
}
