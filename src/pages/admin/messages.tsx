/**
 * /admin/messages (spec §2 "Admin messages inbox"): the enquiries with their status, the admin's
 * triage (mark read, mark replied, reply, delete), search and status filter, and a CSV export of
 * every message.
 *
 * What a visit costs stays flat as the enquiries grow: the list is one page of 20
 * (newest first, Previous/Next by cursors), the status filter and the search are query filters, and
 * the figures are counts. Only Export reads every enquiry, in batches of 500.
 */
import {
  AlertTriangle,
  Building2,
  CalendarClock,
  CheckCircle2,
  Download,
  Eye,
  Inbox,
  Loader2,
  Mail,
  MailOpen,
  Phone,
  RefreshCw,
  Reply,
  Trash2,
} from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/app/session.tsx';
import { useAction } from '@/app/use-action.ts';
import { exportingText, useCsvExport } from '@/app/use-csv-export.ts';
import { usePagedList, type Position } from '@/app/use-paged-list.ts';
import { useSettled } from '@/app/use-settled.ts';
import { AdminReply } from '@/components/messages/admin-reply.tsx';
import { DeleteMessageModal } from '@/components/messages/delete-message-modal.tsx';
import { MessageDetailModal } from '@/components/messages/message-detail-modal.tsx';
import { ReplyModal } from '@/components/messages/reply-modal.tsx';
import { FollowUpBadge, MessageStatusBadge } from '@/components/messages/status-badge.tsx';
import { AdminPageHeader } from '@/components/admin/panel.tsx';
import { StatGrid } from '@/components/admin/stat-card.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { FilterBar } from '@/components/ui/filter-bar.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { buttonStyles } from '@/components/ui/styles.ts';
import {
  canMarkRead,
  canReply,
  countInboxMessages,
  countMessageStats,
  deleteMessage,
  INBOX_PAGE_SIZE,
  isFollowUpPending,
  listMessagesPage,
  markMessageRead,
  markMessageReplied,
  messagesToCsv,
  readAllMessages,
  replyToMessage,
  type ContactMessage,
  type MessagesPage,
  type MessageStats,
  type StatusFilter,
} from '@/data/contact-messages.ts';
import { pageCountOf } from '@/data/paging.ts';
import { formatCount, formatDateTime } from '@/lib/dates.ts';
import { searchPlanOf } from '@/lib/search-terms.ts';

/** Spec §8's messages, used for both the console and the toast. */
export const INBOX_ERRORS = {
  load: 'Error fetching messages',
  status: 'Error updating message status',
  reply: 'Error sending reply',
  delete: 'Error deleting message',
  export: 'Error exporting messages',
} as const;

export const INBOX_SUCCESS = {
  read: 'Message marked as read',
  replied: 'Message marked as replied',
  reply: 'Reply sent successfully',
  delete: 'Message deleted successfully',
} as const;

const FILTER_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Messages' },
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
  { value: 'replied', label: 'Replied' },
];

/** The search waits for a pause in typing: one query per pause, not one per keystroke. */

type LoadState = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready' };

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : INBOX_ERRORS.load);

/** What one load shows: the page, the four figures, and how many enquiries the filter and search match. */
interface InboxView {
  page: MessagesPage;
  stats: MessageStats;
  listed: number;
}

/**
 * The figures the filter and search divide into pages: counted only for a search (the status
 * filter's figure is one of the four stats already counted).
 */
async function listedCount(status: StatusFilter, search: string, stats: Promise<MessageStats>): Promise<number> {
  if (searchPlanOf(search)) return countInboxMessages(status, search);
  const figures = await stats;
  return status === 'all' ? figures.total : figures[status];
}

/** The inbox's page for the filter, search and position, with the counts. */
async function loadInbox(status: StatusFilter, search: string, position: Position): Promise<InboxView> {
  const stats = countMessageStats();
  const [page, figures, listed] = await Promise.all([
    listMessagesPage({ status, search, after: position.after, before: position.before }),
    stats,
    listedCount(status, search, stats),
  ]);
  return { page, stats: figures, listed };
}

/** A figure as people read it: 1,234. */
const count = formatCount;

const rowButtonId = (messageId: string) => `message-${messageId}`;

const NO_STATS: MessageStats = { total: 0, unread: 0, read: 0, replied: 0 };

export function MessagesPage() {
  const { refresh } = useSession();
  const id = useId();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const query = useSettled(search.trim());
  // The position belongs to one filter and search: a new filter or search starts at page 1.
  const list = usePagedList(`${filter}|${query}`, (position) => loadInbox(filter, query, position), (inbox) => inbox.page, {
    errorMessage: INBOX_ERRORS.load,
    toast: false,
  });
  const { view, position } = list;
  const inboxState = list.loaded.state;
  const state: LoadState = inboxState.status === 'error' ? { status: 'error', error: errorText(inboxState.error) } : { status: inboxState.status };
  const pending = list.loaded.stale;
  const retry = list.loaded.retry;
  const exporter = useCsvExport({
    working: 'Exporting all messages…',
    read: readAllMessages,
    file: 'contact-messages',
    csv: messagesToCsv,
    empty: 'There are no messages to export',
    done: (n) => `Exported ${count(n)} ${n === 1 ? 'message' : 'messages'} to CSV`,
    failure: INBOX_ERRORS.export,
  });
  const [refreshing, setRefreshing] = useState(false);
  // The messages a modal shows are kept here: after a change the message can leave the page (a
  // filter no longer matching it), and its modal stays open.
  const [detail, setDetail] = useState<ContactMessage | null>(null);
  const [replying, setReplying] = useState<ContactMessage | null>(null);
  const [deleting, setDeleting] = useState<ContactMessage | null>(null);
  /** The change being saved, about one message (its id). */
  const action = useAction();
  const busyId = action.busyWith;

  const messages = view?.page.messages ?? [];
  const stats = view?.stats ?? NO_STATS;
  const listed = view?.listed ?? 0;
  const pageCount = pageCountOf(listed, INBOX_PAGE_SIZE);
  /** The page's own copy, when it has the message: it is the newest. */
  const fresh = (message: ContactMessage | null) => (message && messages.find((m) => m.id === message.id)) ?? message;

  /**
   * Reloads the page and the counts. A later page that comes back empty (its last rows deleted, here
   * or elsewhere) gives way to the first page. Resolves false when the load failed.
   */
  const reload = async (): Promise<boolean> => (await list.reload()) !== null;

  /** After a change: the page and the counts are reloaded (spec §7), and the session's unread figures with them. */
  const afterChange = async () => {
    await reload();
    void refresh();
  };

  /**
   * The button that was used may be gone after a change (Mark as Read, Reply, Delete): focus moves to
   * the message's row, or to the list when the message itself is gone, so keyboard users keep their place.
   */
  const keepFocus = (messageId: string) => {
    requestAnimationFrame(() => {
      if (document.activeElement && document.activeElement !== document.body && document.activeElement.isConnected) return;
      // Inside an open modal (the details), its first button (Close) takes focus instead.
      const dialog = document.querySelector<HTMLDialogElement>('dialog[open]');
      const target = dialog
        ? dialog.querySelector<HTMLElement>('button')
        : (document.getElementById(rowButtonId(messageId)) ?? document.getElementById(`${id}-list`));
      target?.focus();
    });
  };

  const onRefresh = async () => {
    setRefreshing(true);
    const ok = await reload();
    if (!ok && state.status === 'ready') toast.error(INBOX_ERRORS.load);
    void refresh();
    setRefreshing(false);
  };

  // The spec only logs a failed status change; the admin is told as well.
  const changeStatus = (message: ContactMessage, to: 'read' | 'replied') =>
    action.run(
      INBOX_ERRORS.status,
      async () => {
        await (to === 'read' ? markMessageRead(message.id) : markMessageReplied(message.id));
        toast.success(to === 'read' ? INBOX_SUCCESS.read : INBOX_SUCCESS.replied);
        // The open details show the new status even when the message leaves the page.
        setDetail((current) => (current?.id === message.id ? { ...current, status: to } : current));
        await afterChange();
        keepFocus(message.id);
      },
      message.id,
    );

  const sendReply = async (message: ContactMessage, reply: string): Promise<boolean> =>
    reply.trim() !== '' &&
    action.run(
      INBOX_ERRORS.reply,
      async () => {
        await replyToMessage(message.id, reply);
        toast.success(INBOX_SUCCESS.reply);
        setReplying(null);
        await afterChange();
        keepFocus(message.id);
      },
      message.id,
    );

  const confirmDelete = (message: ContactMessage) =>
    action.run(
      INBOX_ERRORS.delete,
      async () => {
        await deleteMessage(message.id);
        toast.success(INBOX_SUCCESS.delete);
        setDeleting(null);
        setDetail((current) => (current?.id === message.id ? null : current));
        await afterChange();
        keepFocus(message.id);
      },
      message.id,
    );

  const openReply = (message: ContactMessage) => {
    setDetail(null);
    setReplying(message);
  };

  const changeFilter = (next: StatusFilter) => setFilter(next);

  // A search without a word of two letters or more looks nothing up: the list is unfiltered.
  const filtered = filter !== 'all' || searchPlanOf(query) !== null;
  const exporting = exporter.progress !== null;

  return (
    <>
      <Seo title="Contact Messages" path={paths.admin.messages()} noindex />
      <div className="mx-auto max-w-6xl">
        <AdminPageHeader
          title="Contact Messages"
          intro="Enquiries sent through the contact form, and your replies."
          actions={
            <div className="flex w-full flex-col gap-1.5 sm:w-auto sm:items-end">
              <div className="flex gap-3">
                <button
                  type="button"
                  onClick={() => void onRefresh()}
                  disabled={refreshing || state.status === 'loading'}
                  className={`${buttonStyles.secondary} flex-1 sm:flex-none`}
                >
                  <RefreshCw aria-hidden="true" className={`h-4 w-4 ${refreshing ? 'animate-spin' : ''}`} />
                  {refreshing ? 'Refreshing...' : 'Refresh'}
                </button>
                <button
                  type="button"
                  onClick={() => void exporter.run()}
                  disabled={state.status !== 'ready' || stats.total === 0 || exporting}
                  aria-describedby={`${id}-export-hint`}
                  className={`${buttonStyles.primary} flex-1 sm:flex-none`}
                >
                  {exporting ? (
                    <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
                  ) : (
                    <Download aria-hidden="true" className="h-4 w-4" />
                  )}
                  {exporter.progress ? exportingText(exporter.progress.read, exporter.progress.total) : 'Export'}
                </button>
              </div>
              <p id={`${id}-export-hint`} className="text-xs text-slate-600">
                Export downloads all messages as a CSV file, whatever the filter.
              </p>
            </div>
          }
        />

        <StatGrid
          label="Message figures"
          stats={[
            { title: 'Total', value: String(stats.total), icon: Inbox, tone: 'bg-slate-700' },
            { title: 'Unread', value: String(stats.unread), icon: Mail, tone: 'bg-red-600' },
            { title: 'Read', value: String(stats.read), icon: MailOpen, tone: 'bg-blue-600' },
            { title: 'Replied', value: String(stats.replied), icon: CheckCircle2, tone: 'bg-green-700' },
          ]}
        />

        <FilterBar
          className="mt-6"
          search={{
            label: 'Search messages',
            value: search,
            onChange: setSearch,
            placeholder: 'Name, email, company, service or message',
            hint: (
              <>
                Names, e-mails, companies and services by the beginning of a word (“acm” finds Acme Ltd); the message and
                follow-ups by whole words (“bakery”).
              </>
            ),
          }}
          filters={[{ label: 'Status', value: filter, onChange: (value) => changeFilter(value as StatusFilter), options: FILTER_OPTIONS, width: 'md:w-56' }]}
        />

        <section aria-labelledby={`${id}-list`} aria-busy={pending || undefined} className="mt-6">
          <h2 id={`${id}-list`} tabIndex={-1} className="sr-only">
            Messages
          </h2>
          {state.status === 'loading' && <Spinner label="Loading messages..." />}

          {state.status === 'error' && (
            <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
              <AlertTriangle aria-hidden="true" className="mx-auto h-8 w-8 text-red-700" />
              <h3 className="mt-2 text-lg font-semibold text-red-900">Error Loading Messages</h3>
              <p className="mt-1 text-red-800">{state.error}</p>
              <button type="button" onClick={retry} className={`${buttonStyles.primary} mt-4`}>
                <RefreshCw aria-hidden="true" className="h-4 w-4" />
                Try Again
              </button>
            </div>
          )}

          {state.status === 'ready' && view && (
            <>
              <p aria-live="polite" className="mb-3 text-sm text-slate-700">
                Showing {count(messages.length)} of {count(listed)} {listed === 1 ? 'message' : 'messages'}
              </p>
              {messages.length === 0 ? (
                <EmptyState
                  icon={Inbox}
                  title="No messages found"
                  titleAs="h3"
                  text={
                    filtered && stats.total > 0
                      ? 'Try adjusting your search or filter criteria.'
                      : 'No contact messages have been submitted yet.'
                  }
                />
              ) : (
                <ul className={`space-y-3 ${pending ? 'opacity-60' : ''}`}>
                  {messages.map((message) => (
                    <MessageRow
                      key={message.id}
                      message={message}
                      busy={busyId === message.id}
                      onOpen={() => setDetail(message)}
                      onMarkRead={() => void changeStatus(message, 'read')}
                      onReply={() => openReply(message)}
                      onDelete={() => setDeleting(message)}
                    />
                  ))}
                </ul>
              )}
              <Pager
                label="Messages pages"
                className="mt-6"
                page={position.page}
                pageCount={pageCount}
                busy={pending}
                hasPrevious={list.hasPrevious}
                hasNext={list.hasNext}
                onPrevious={list.previous}
                onNext={list.next}
              />
            </>
          )}
        </section>
      </div>

      <MessageDetailModal
        message={fresh(detail)}
        busy={busyId !== null}
        onClose={() => setDetail(null)}
        onMarkRead={(message) => void changeStatus(message, 'read')}
        onMarkReplied={(message) => void changeStatus(message, 'replied')}
        onReply={openReply}
      />
      <ReplyModal message={fresh(replying)} onClose={() => setReplying(null)} onSend={sendReply} />
      <DeleteMessageModal
        message={fresh(deleting)}
        deleting={deleting !== null && busyId === deleting.id}
        onClose={() => setDeleting(null)}
        onConfirm={(message) => void confirmDelete(message)}
      />
    </>
  );
}

interface MessageRowProps {
  message: ContactMessage;
  busy: boolean;
  onOpen: () => void;
  onMarkRead: () => void;
  onReply: () => void;
  onDelete: () => void;
}

const actionClass =
  'relative z-10 inline-flex flex-1 basis-auto md:flex-none min-h-10 items-center justify-center gap-1.5 rounded-lg border px-3 py-1.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';

function MessageRow({ message, busy, onOpen, onMarkRead, onReply, onDelete }: MessageRowProps) {
  const unread = message.status === 'unread';
  return (
    <li
      className={`relative rounded-xl border p-4 shadow-sm transition hover:shadow-md sm:p-5 ${
        unread ? 'border-brand-200 border-l-4 border-l-brand-600 bg-brand-50' : 'border-slate-200 bg-white'
      }`}
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className={`min-w-0 text-base text-slate-900 ${unread ? 'font-bold' : 'font-semibold'}`}>
              {/* The whole card opens the details (the button's area is stretched over it). */}
              <button
                id={rowButtonId(message.id)}
                type="button"
                onClick={onOpen}
                aria-label={`View message from ${message.name}`}
                className="text-left wrap-anywhere after:absolute after:inset-0 after:rounded-xl hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {message.name}
              </button>
            </h3>
            <MessageStatusBadge status={message.status} />
            {isFollowUpPending(message) && <FollowUpBadge />}
          </div>
          <p className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-sm wrap-anywhere text-slate-700">
            <span className="inline-flex min-w-0 items-center gap-1.5 break-all">
              <Mail aria-hidden="true" className="h-4 w-4 shrink-0" />
              {message.email}
            </span>
            {message.phone && (
              <span className="inline-flex items-center gap-1.5">
                <Phone aria-hidden="true" className="h-4 w-4 shrink-0" />
                {message.phone}
              </span>
            )}
            {message.company && (
              <span className="inline-flex items-center gap-1.5">
                <Building2 aria-hidden="true" className="h-4 w-4 shrink-0" />
                {message.company}
              </span>
            )}
            <span className="inline-flex items-center gap-1.5">
              <CalendarClock aria-hidden="true" className="h-4 w-4 shrink-0" />
              {formatDateTime(message.createdAt)}
            </span>
          </p>
          <p className="mt-2 text-sm wrap-anywhere text-slate-900">
            <span className="font-medium">Service:</span> {message.service}
          </p>
          <p className="mt-1 line-clamp-2 text-sm wrap-anywhere text-slate-700">{message.message}</p>
          {message.adminReply && (
            <div className="mt-3">
              <AdminReply message={message} label="Admin Reply" clamp />
            </div>
          )}
        </div>
        <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-3 md:w-36 md:flex-col md:border-0 md:pt-0">
          {canMarkRead(message) && (
            <button
              type="button"
              onClick={onMarkRead}
              disabled={busy}
              aria-label={`Mark as Read: message from ${message.name}`}
              className={`${actionClass} border-blue-200 bg-white text-blue-800 hover:bg-blue-50`}
            >
              {busy ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Eye aria-hidden="true" className="h-4 w-4" />}
              Mark as Read
            </button>
          )}
          {canReply(message) && (
            <button
              type="button"
              onClick={onReply}
              disabled={busy}
              aria-label={`Reply to ${message.name}`}
              className={`${actionClass} border-green-200 bg-white text-green-800 hover:bg-green-50`}
            >
              <Reply aria-hidden="true" className="h-4 w-4" />
              Reply
            </button>
          )}
          <button
            type="button"
            onClick={onDelete}
            disabled={busy}
            aria-label={`Delete message from ${message.name}`}
            className={`${actionClass} border-red-200 bg-white text-red-700 hover:bg-red-50`}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Delete
          </button>
        </div>
      </div>
    </li>
  );
}
