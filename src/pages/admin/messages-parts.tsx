/**
 * The pieces of /admin/messages (./messages.tsx): the Refresh and Export buttons, the four figures,
 * the page of messages with its pager, and one message's row.
 */
import {
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
import { exportingText } from '@/app/use-csv-export.ts';
import type { PagedList } from '@/app/use-paged-list.ts';
import { AdminReply } from '@/components/messages/admin-reply.tsx';
import { FollowUpBadge, MessageStatusBadge } from '@/components/messages/status-badge.tsx';
import { StatGrid } from '@/components/admin/stat-card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { buttonStyles } from '@/components/ui/styles.ts';
import { canMarkRead, canReply, isFollowUpPending, type ContactMessage, type MessageStats } from '@/data/contact-messages.ts';
import { formatCount, formatDateTime } from '@/lib/dates.ts';

/** A figure as people read it: 1,234. */
export const count = formatCount;

/** The id of a message's row button (its details), where focus goes back to after a change. */
export const rowButtonId = (messageId: string) => `message-${messageId}`;

/** The header's Refresh and Export, and the hint that says what Export downloads (`${id}-export-hint`). */
export function InboxActions({
  id,
  refreshing,
  loading,
  onRefresh,
  canExport,
  progress,
  onExport,
}: {
  id: string;
  refreshing: boolean;
  loading: boolean;
  onRefresh: () => void;
  /** The list is loaded and has messages. */
  canExport: boolean;
  /** How far a running export is; null when none runs. */
  progress: { read: number; total: number } | null;
  onExport: () => void;
}) {
  const exporting = progress !== null;
  return (
    <div className="flex w-full flex-col gap-1.5 sm:w-auto sm:items-end">
      <div className="flex gap-3">
        <button
          type="button"
          onClick={onRefresh}
          disabled={refreshing || loading}
          className={`${buttonStyles.secondary} flex-1 sm:flex-none`}
        >
          <RefreshCw aria-hidden="true" className={`h-4 w-4 ${refreshing ? 'animate-spin' : ''}`} />
          {refreshing ? 'Refreshing...' : 'Refresh'}
        </button>
        <button
          type="button"
          onClick={onExport}
          disabled={!canExport || exporting}
          aria-describedby={`${id}-export-hint`}
          className={`${buttonStyles.primary} flex-1 sm:flex-none`}
        >
          {exporting ? (
            <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
          ) : (
            <Download aria-hidden="true" className="h-4 w-4" />
          )}
          {progress ? exportingText(progress.read, progress.total) : 'Export'}
        </button>
      </div>
      <p id={`${id}-export-hint`} className="text-xs text-slate-600">
        Export downloads all messages as a CSV file, whatever the filter.
      </p>
    </div>
  );
}

/** The four figures: all messages, and how many are unread, read and replied. */
export function InboxFigures({ stats }: { stats: MessageStats }) {
  return (
    <StatGrid
      label="Message figures"
      stats={[
        { title: 'Total', value: String(stats.total), icon: Inbox, tone: 'bg-slate-700' },
        { title: 'Unread', value: String(stats.unread), icon: Mail, tone: 'bg-red-600' },
        { title: 'Read', value: String(stats.read), icon: MailOpen, tone: 'bg-blue-600' },
        { title: 'Replied', value: String(stats.replied), icon: CheckCircle2, tone: 'bg-green-700' },
      ]}
    />
  );
}

interface InboxListProps {
  messages: ContactMessage[];
  /** How many messages the filter and search match. */
  listed: number;
  /** The filter or the search narrows the list, and there are messages: an empty page says to adjust them. */
  narrowed: boolean;
  /** A new page is loading: the one shown is dimmed. */
  pending: boolean;
  /** The message whose change is being saved. */
  busyId: string | null;
  /** Where the pager is and where it can go. */
  list: Pick<PagedList<unknown>, 'position' | 'hasPrevious' | 'hasNext' | 'previous' | 'next'>;
  pageCount: number;
  onOpen: (message: ContactMessage) => void;
  onMarkRead: (message: ContactMessage) => void;
  onReply: (message: ContactMessage) => void;
  onDelete: (message: ContactMessage) => void;
}

/** The loaded page: how many it shows of how many, its messages (or why there are none), and the pager. */
export function InboxList({ messages, listed, narrowed, pending, busyId, list, pageCount, onOpen, onMarkRead, onReply, onDelete }: InboxListProps) {
  return (
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
            narrowed
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
              onOpen={() => onOpen(message)}
              onMarkRead={() => onMarkRead(message)}
              onReply={() => onReply(message)}
              onDelete={() => onDelete(message)}
            />
          ))}
        </ul>
      )}
      <Pager
        label="Messages pages"
        className="mt-6"
        page={list.position.page}
        pageCount={pageCount}
        busy={pending}
        hasPrevious={list.hasPrevious}
        hasNext={list.hasNext}
        onPrevious={list.previous}
        onNext={list.next}
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

export function MessageRow({ message, busy, onOpen, onMarkRead, onReply, onDelete }: MessageRowProps) {
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
