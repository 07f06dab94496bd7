/**
 * /admin/subscribers: the newsletter's list. Three figures (confirmed, unconfirmed,
 * unsubscribed: counts, not downloads), the list a page at a time (newest first, by cursor) with a
 * status filter, a CSV export of the confirmed addresses (read page by page), and delete. Only a
 * confirmed address receives the newsletter.
 */
import { CheckCircle2, Clock, Download, Loader2, MailX, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useAction } from '@/hooks/use-action.ts';
import { useAdminList, type AdminListSource } from '@/hooks/use-admin-list.ts';
import { useCsvExport, type CsvExport } from '@/hooks/use-csv-export.ts';
import { AdminListScreen, ListFailure, type AdminListDefinition } from '@/components/admin/admin-list-screen.tsx';
import { StatGrid } from '@/components/admin/stat-card.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { buttonStyles } from '@/components/ui/styles.ts';
import type { AdminListStats } from '@/data/admin-list.ts';
import {
  readConfirmedSubscribers,
  deleteSubscriber,
  SUBSCRIBER_STATUS_LABELS,
  SUBSCRIBERS_PAGE_SIZE,
  subscribersToCsv,
  subscribersView,
  type Subscriber,
  type SubscriberFilter,
  type SubscriberStatus,
} from '@/features/newsletter/data/newsletter.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { paths } from '@/lib/paths.ts';

export const SUBSCRIBER_ERRORS = {
  load: 'Error loading subscribers',
  delete: 'Error deleting subscriber',
  export: 'Error exporting subscribers',
} as const;

const FILTER_OPTIONS: { value: SubscriberFilter; label: string }[] = [
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

type Stats = AdminListStats<SubscriberStatus>;

const NO_STATS: Stats = { total: 0, confirmed: 0, unconfirmed: 0, unsubscribed: 0 };

const SOURCE: AdminListSource<Subscriber, SubscriberFilter, Stats> = {
  load: (status, _search, position) => subscribersView(status, position),
  errorMessage: SUBSCRIBER_ERRORS.load,
  toast: true,
};

/** Export: the confirmed addresses, as CSV. */
const CONFIRMED_EXPORT: CsvExport<Subscriber> = {
  read: () => readConfirmedSubscribers(),
  file: 'newsletter-subscribers',
  csv: subscribersToCsv,
  empty: 'There are no confirmed subscribers to export',
  done: (n) => `Exported ${n} confirmed ${n === 1 ? 'subscriber' : 'subscribers'} to CSV`,
  failure: SUBSCRIBER_ERRORS.export,
};

const LIST_ID = 'subscriber-list';

const definition = (onDelete: (subscriber: Subscriber) => void): AdminListDefinition<Subscriber, SubscriberFilter, Stats> => ({
  title: 'Subscribers',
  path: paths.admin.subscribers(),
  intro: 'Newsletter subscribers. Only confirmed addresses receive the newsletter.',
  heading: { text: 'Subscriber list' },
  loading: 'Loading subscribers...',
  pager: 'Subscriber pages',
  pageSize: SUBSCRIBERS_PAGE_SIZE,
  filter: { label: 'Status', options: FILTER_OPTIONS, width: 'md:w-56' },
  figures: (stats) => (
    <StatGrid
      label="Subscriber figures"
      stats={[
        { title: 'Confirmed', value: String(stats.confirmed), icon: CheckCircle2, tone: 'bg-green-700' },
        { title: 'Unconfirmed', value: String(stats.unconfirmed), icon: Clock, tone: 'bg-amber-600' },
        { title: 'Unsubscribed', value: String(stats.unsubscribed), icon: MailX, tone: 'bg-slate-700' },
      ]}
    />
  ),
  empty: ({ narrowed }) => (
    <EmptyState icon={Users} title="No subscribers" text={narrowed ? 'No subscriber has this status.' : 'Nobody has subscribed yet.'} />
  ),
  rows: (subscribers) => (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {subscribers.map((subscriber) => (
        <SubscriberRow key={subscriber.id} subscriber={subscriber} onDelete={() => onDelete(subscriber)} />
      ))}
    </ul>
  ),
});

function SubscriberRow({ subscriber, onDelete }: { subscriber: Subscriber; onDelete: () => void }) {
  const changed = subscriber.updatedAt && subscriber.createdAt && subscriber.updatedAt.getTime() !== subscriber.createdAt.getTime();
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="break-all font-medium text-slate-900">{subscriber.email}</p>
        <p className="text-sm text-slate-600">
          Subscribed {formatDateTime(subscriber.createdAt)}
          {changed ? ` · changed ${formatDateTime(subscriber.updatedAt)}` : ''}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[subscriber.status]}`}>{SUBSCRIBER_STATUS_LABELS[subscriber.status]}</span>
        <button type="button" className={buttonStyles.ghost} aria-label={`Delete ${subscriber.email}`} onClick={onDelete}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Delete
        </button>
      </div>
    </li>
  );
}

export function SubscribersPage() {
  const screen = useAdminList(SOURCE, 'all', NO_STATS);
  const [deleting, setDeleting] = useState<Subscriber | null>(null);
  const action = useAction();
  const exporter = useCsvExport(CONFIRMED_EXPORT);
  const exporting = exporter.progress !== null;

  const confirmDelete = (subscriber: Subscriber) =>
    action.run(SUBSCRIBER_ERRORS.delete, async () => {
      await deleteSubscriber(subscriber.id, subscriber.email);
      toast.success('Subscriber deleted');
      setDeleting(null);
      await screen.reload();
      requestAnimationFrame(() => document.getElementById(LIST_ID)?.focus());
    });

  return (
    <AdminListScreen
      definition={definition(setDeleting)}
      screen={screen}
      listId={LIST_ID}
      actions={
        <div className="flex w-full flex-col gap-1.5 sm:w-auto sm:items-end">
          <button
            type="button"
            onClick={() => void exporter.run()}
            disabled={screen.list.loaded.state.status !== 'ready' || screen.stats.confirmed === 0 || exporting}
            aria-describedby={`${LIST_ID}-export-hint`}
            className={buttonStyles.primary}
          >
            {exporting ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Download aria-hidden="true" className="h-4 w-4" />}
            {exporting ? 'Exporting…' : 'Export confirmed'}
          </button>
          <p id={`${LIST_ID}-export-hint`} className="text-xs text-slate-600">
            Downloads the confirmed addresses as a CSV file.
          </p>
        </div>
      }
      failure={<ListFailure title={SUBSCRIBER_ERRORS.load} onRetry={screen.list.loaded.retry} />}
    >
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
    </AdminListScreen>
  );
}
