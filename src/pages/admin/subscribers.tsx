/**
 * /admin/subscribers: the newsletter's list. Three figures (confirmed, unconfirmed,
 * unsubscribed: counts, not downloads), the list a page at a time (newest first, by cursor) with a
 * status filter, a CSV export of the confirmed addresses (read page by page), and delete. Only a
 * confirmed address receives the newsletter.
 */
import { AlertTriangle, CheckCircle2, Clock, Download, Loader2, MailX, Trash2, Users } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useAction } from '@/app/use-action.ts';
import { useCsvExport, type CsvExport } from '@/app/use-csv-export.ts';
import { usePagedList, type Position } from '@/app/use-paged-list.ts';
import { AdminPageHeader } from '@/components/admin/panel.tsx';
import { StatGrid } from '@/components/admin/stat-card.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ListPager } from '@/components/admin/list-pager.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { buttonStyles, inputClass } from '@/components/ui/styles.ts';
import {
  countSubscribers,
  deleteSubscriber,
  listSubscribersPage,
  readConfirmedSubscribers,
  SUBSCRIBER_STATUS_LABELS,
  SUBSCRIBERS_PAGE_SIZE,
  subscribersToCsv,
  type Subscriber,
  type SubscriberCounts,
  type SubscriberFilter,
  type SubscribersPage as Page,
} from '@/data/newsletter.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { paths } from '@/lib/paths.ts';

export const SUBSCRIBER_ERRORS = {
  load: 'Error loading subscribers',
  delete: 'Error deleting subscriber',
  export: 'Error exporting subscribers',
} as const;

const FILTERS: { value: SubscriberFilter; label: string }[] = [
  { value: 'all', label: 'All subscribers' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'unconfirmed', label: 'Unconfirmed' },
  { value: 'unsubscribed', label: 'Unsubscribed' },
];

const BADGE: Record<Subscriber['status'], string> = {
  confirmed: 'bg-green-100 text-green-800',
  unconfirmed: 'bg-amber-100 text-amber-900',
  unsubscribed: 'bg-slate-200 text-slate-800',
};

const NO_COUNTS: SubscriberCounts = { confirmed: 0, unconfirmed: 0, unsubscribed: 0 };

async function loadView(status: SubscriberFilter, position: Position): Promise<{ page: Page; counts: SubscriberCounts }> {
  const [page, counts] = await Promise.all([listSubscribersPage({ status, after: position.after, before: position.before }), countSubscribers()]);
  return { page, counts };
}

/** Export: the confirmed addresses, as CSV. */
const CONFIRMED_EXPORT: CsvExport<Subscriber> = {
  read: () => readConfirmedSubscribers(),
  file: 'newsletter-subscribers',
  csv: subscribersToCsv,
  empty: 'There are no confirmed subscribers to export',
  done: (n) => `Exported ${n} confirmed ${n === 1 ? 'subscriber' : 'subscribers'} to CSV`,
  failure: SUBSCRIBER_ERRORS.export,
};

export function SubscribersPage() {
  const id = useId();
  const [filter, setFilter] = useState<SubscriberFilter>('all');
  const list = usePagedList(filter, (position) => loadView(filter, position), (view) => view.page, { errorMessage: SUBSCRIBER_ERRORS.load });
  const view = list.loaded;
  const [deleting, setDeleting] = useState<Subscriber | null>(null);
  const action = useAction();
  const exporter = useCsvExport(CONFIRMED_EXPORT);
  const exporting = exporter.progress !== null;

  const data = list.view;
  const counts = data?.counts ?? NO_COUNTS;
  const subscribers = data?.page.subscribers ?? [];
  const listed = filter === 'all' ? counts.confirmed + counts.unconfirmed + counts.unsubscribed : counts[filter];

  const confirmDelete = (subscriber: Subscriber) =>
    action.run(SUBSCRIBER_ERRORS.delete, async () => {
      await deleteSubscriber(subscriber.id);
      toast.success('Subscriber deleted');
      setDeleting(null);
      await list.reload();
      requestAnimationFrame(() => document.getElementById(`${id}-list`)?.focus());
    });

  return (
    <>
      <Seo title="Subscribers" path={paths.admin.subscribers()} noindex />
      <div className="mx-auto max-w-6xl">
        <AdminPageHeader
          title="Subscribers"
          intro="Newsletter subscribers. Only confirmed addresses receive the newsletter."
          actions={
            <div className="flex w-full flex-col gap-1.5 sm:w-auto sm:items-end">
              <button
                type="button"
                onClick={() => void exporter.run()}
                disabled={view.state.status !== 'ready' || counts.confirmed === 0 || exporting}
                aria-describedby={`${id}-export-hint`}
                className={buttonStyles.primary}
              >
                {exporting ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Download aria-hidden="true" className="h-4 w-4" />}
                {exporting ? 'Exporting…' : 'Export confirmed'}
              </button>
              <p id={`${id}-export-hint`} className="text-xs text-slate-600">
                Downloads the confirmed addresses as a CSV file.
              </p>
            </div>
          }
        />

        <StatGrid
          label="Subscriber figures"
          stats={[
            { title: 'Confirmed', value: String(counts.confirmed), icon: CheckCircle2, tone: 'bg-green-700' },
            { title: 'Unconfirmed', value: String(counts.unconfirmed), icon: Clock, tone: 'bg-amber-600' },
            { title: 'Unsubscribed', value: String(counts.unsubscribed), icon: MailX, tone: 'bg-slate-700' },
          ]}
        />

        <div className="mt-6 flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center">
          <label htmlFor={`${id}-status`} className="text-sm font-medium text-slate-800">
            Status
          </label>
          <select
            id={`${id}-status`}
            value={filter}
            onChange={(event) => setFilter(event.target.value as SubscriberFilter)}
            className={`${inputClass()} h-11 sm:w-56`}
          >
            {FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>

        <section aria-labelledby={`${id}-list`} aria-busy={view.stale || undefined} className="mt-6">
          <h2 id={`${id}-list`} tabIndex={-1} className="sr-only">
            Subscriber list
          </h2>
          {view.state.status === 'loading' && <Spinner label="Loading subscribers..." />}
          {view.state.status === 'error' && !data && (
            <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
              <AlertTriangle aria-hidden="true" className="mx-auto h-8 w-8 text-red-700" />
              <p className="mt-2 font-semibold text-red-900">{SUBSCRIBER_ERRORS.load}</p>
              <button type="button" className={`${buttonStyles.secondary} mt-4`} onClick={view.retry}>
                Try again
              </button>
            </div>
          )}
          {data && subscribers.length === 0 && (
            <EmptyState icon={Users} title="No subscribers" text={filter === 'all' ? 'Nobody has subscribed yet.' : 'No subscriber has this status.'} />
          )}
          {data && subscribers.length > 0 && (
            <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              {subscribers.map((subscriber) => (
                <li key={subscriber.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <p className="break-all font-medium text-slate-900">{subscriber.email}</p>
                    <p className="text-sm text-slate-600">
                      Subscribed {formatDateTime(subscriber.createdAt)}
                      {subscriber.updatedAt && subscriber.createdAt && subscriber.updatedAt.getTime() !== subscriber.createdAt.getTime()
                        ? ` · changed ${formatDateTime(subscriber.updatedAt)}`
                        : ''}
                    </p>
                  </div>
                  <div className="flex items-center gap-3">
                    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[subscriber.status]}`}>
                      {SUBSCRIBER_STATUS_LABELS[subscriber.status]}
                    </span>
                    <button
                      type="button"
                      className={buttonStyles.ghost}
                      aria-label={`Delete ${subscriber.email}`}
                      onClick={() => setDeleting(subscriber)}
                    >
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                      Delete
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {data && (
            <ListPager className="mt-4" label="Subscriber pages" list={list} listed={listed} pageSize={SUBSCRIBERS_PAGE_SIZE} />
          )}
        </section>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete subscriber"
        message="Are you sure you want to delete this subscriber?"
        detail={deleting?.email}
        note="The address leaves the list for good; it can subscribe again later."
        confirmLabel="Delete"
        confirmIcon={Trash2}
        workingLabel="Deleting…"
        working={action.busy}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
