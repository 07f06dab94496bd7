/**
 * /admin/applications: the careers applications with their status (new, reviewing,
 * interview, declined, hired), the admin's notes, search, a status filter, counts per status, CSV
 * export and delete. As the enquiries inbox: one page of 20 at a time by cursors, the figures are
 * counts, only Export reads every application (in batches).
 */
import { Briefcase, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useSettled } from '@/app/use-settled.ts';
import { useAction } from '@/app/use-action.ts';
import { usePagedList, type Position } from '@/app/use-paged-list.ts';
import { AdminPageHeader } from '@/components/admin/panel.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { FilterBar } from '@/components/ui/filter-bar.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  APPLICATIONS_PAGE_SIZE,
  countApplications,
  countApplicationStats,
  deleteApplication,
  listApplicationsPage,
  saveApplicationNotes,
  setApplicationStatus,
  type Application,
  type ApplicationFilter,
  type ApplicationsPage as Page,
  type ApplicationStats,
  type ApplicationStatus,
} from '@/data/applications.ts';
import { formatCount } from '@/lib/dates.ts';
import { paths } from '@/lib/paths.ts';
import { searchPlanOf } from '@/lib/search-terms.ts';
import { ListPager } from '@/components/admin/list-pager.tsx';
import {
  APPLICATION_ERRORS,
  ApplicationDetailModal,
  ApplicationFigures,
  ApplicationRow,
  HeaderActions,
  LoadError,
  useApplicationsExport,
} from './applications-parts.tsx';

export { APPLICATION_ERRORS };


const FILTER_OPTIONS: { value: ApplicationFilter; label: string }[] = [
  { value: 'all', label: 'All Applications' },
  ...APPLICATION_STATUSES.map((status) => ({ value: status, label: APPLICATION_STATUS_LABELS[status] })),
];

interface View {
  page: Page;
  stats: ApplicationStats;
  listed: number;
}

const NO_STATS: ApplicationStats = { total: 0, new: 0, reviewing: 0, interview: 0, declined: 0, hired: 0 };

async function loadView(status: ApplicationFilter, search: string, position: Position): Promise<View> {
  const stats = countApplicationStats();
  const listed = searchPlanOf(search)
    ? countApplications(status, search)
    : stats.then((figures) => (status === 'all' ? figures.total : figures[status]));
  const [page, figures, count] = await Promise.all([
    listApplicationsPage({ status, search, after: position.after, before: position.before }),
    stats,
    listed,
  ]);
  return { page, stats: figures, listed: count };
}

const count = formatCount;


/** The list for a status filter and search: a page at a time, with the figures. */
const useApplicationsList = (filter: ApplicationFilter, query: string) =>
  usePagedList(`${filter}|${query}`, (position) => loadView(filter, query, position), (view) => view.page, {
    errorMessage: APPLICATION_ERRORS.load,
    toast: false,
  });

export function ApplicationsPage() {
  const id = useId();
  const [filter, setFilter] = useState<ApplicationFilter>('all');
  const [search, setSearch] = useState('');
  const query = useSettled(search.trim());
  const list = useApplicationsList(filter, query);
  const { loaded, view } = list;
  const status = loaded.state.status;
  const [detail, setDetail] = useState<Application | null>(null);
  const [deleting, setDeleting] = useState<Application | null>(null);
  const action = useAction();
  const busy = action.busy;
  const { exporter, exporting } = useApplicationsExport();

  const applications = view?.page.applications ?? [];
  const stats = view?.stats ?? NO_STATS;
  const listed = view?.listed ?? 0;
  const fresh = (application: Application | null) => (application && applications.find((a) => a.id === application.id)) ?? application;
  const reload = list.reload;

  const changeStatus = (application: Application, next: ApplicationStatus) =>
    action.run(APPLICATION_ERRORS.status, async () => {
      await setApplicationStatus(application.id, next);
      toast.success(`Status changed to ${APPLICATION_STATUS_LABELS[next]}`);
      setDetail((current) => (current?.id === application.id ? { ...current, status: next } : current));
      await reload();
    });

  const saveNotes = (application: Application, notes: string): Promise<boolean> =>
    action.run(APPLICATION_ERRORS.notes, async () => {
      await saveApplicationNotes(application, notes);
      toast.success('Notes saved');
      // Notes once stored in the application itself were emptied there, now they have their own document.
      setDetail((current) => (current?.id === application.id ? { ...current, notes: '' } : current));
      await reload();
    });

  const confirmDelete = (application: Application) =>
    action.run(APPLICATION_ERRORS.delete, async () => {
      await deleteApplication(application.id);
      toast.success('Application deleted');
      setDeleting(null);
      setDetail(null);
      await reload();
      requestAnimationFrame(() => document.getElementById(`${id}-list`)?.focus());
    });

  const filtered = filter !== 'all' || searchPlanOf(query) !== null;

  return (
    <>
      <Seo title="Applications" path={paths.admin.applications()} noindex />
      <div className="mx-auto max-w-6xl">
        <AdminPageHeader
          title="Applications"
          intro="Applications sent from the Careers page, their status and your notes."
          actions={
            <HeaderActions
              id={id}
              refreshing={loaded.stale}
              refreshDisabled={status === 'loading' || loaded.stale}
              onRefresh={() => void reload()}
              exporting={exporting}
              exportDisabled={status !== 'ready' || stats.total === 0 || exporting !== null}
              onExport={() => void exporter.run()}
            />
          }
        />

        <ApplicationFigures stats={stats} />

        <FilterBar
          className="mt-6"
          search={{
            label: 'Search applications',
            value: search,
            onChange: setSearch,
            placeholder: 'Name, email, position or cover note',
            hint: <>Names, e-mails and positions by the beginning of a word (“des” finds Designer); the cover note by whole words.</>,
          }}
          filters={[
            {
              label: 'Status',
              value: filter,
              onChange: (value) => setFilter(value as ApplicationFilter),
              options: FILTER_OPTIONS,
              width: 'md:w-56',
            },
          ]}
        />

        <section aria-labelledby={`${id}-list`} aria-busy={loaded.stale || undefined} className="mt-6">
          <h2 id={`${id}-list`} tabIndex={-1} className="sr-only">
            Applications
          </h2>
          {status === 'loading' && <Spinner label="Loading applications..." />}
          {status === 'error' && <LoadError onRetry={loaded.retry} />}
          {status === 'ready' && view && (
            <>
              <p aria-live="polite" className="mb-3 text-sm text-slate-700">
                Showing {count(applications.length)} of {count(listed)} {listed === 1 ? 'application' : 'applications'}
              </p>
              {applications.length === 0 ? (
                <EmptyState
                  icon={Briefcase}
                  title="No applications found"
                  titleAs="h3"
                  text={filtered && stats.total > 0 ? 'Try adjusting your search or filter.' : 'No applications have been sent yet.'}
                />
              ) : (
                <ul className={`space-y-3 ${loaded.stale ? 'opacity-60' : ''}`}>
                  {applications.map((application) => (
                    <ApplicationRow
                      key={application.id}
                      application={application}
                      busy={busy}
                      onOpen={() => setDetail(application)}
                      onDelete={() => setDeleting(application)}
                    />
                  ))}
                </ul>
              )}
              <ListPager label="Applications pages" className="mt-6" list={list} listed={listed} pageSize={APPLICATIONS_PAGE_SIZE} />
            </>
          )}
        </section>
      </div>

      <ApplicationDetailModal
        application={fresh(detail)}
        busy={busy}
        onClose={() => setDetail(null)}
        onStatus={(application, next) => void changeStatus(application, next)}
        onSaveNotes={saveNotes}
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
    </>
  );
}
