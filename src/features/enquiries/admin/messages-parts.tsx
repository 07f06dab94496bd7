/** The pieces of /admin/messages (./messages.tsx): the four figures and one message's row. */
import { Building2, CalendarClock, CheckCircle2, Eye, Inbox, Mail, MailOpen, Phone, Reply, Trash2 } from 'lucide-react';
import { RowAction, RowActions } from '@/components/admin/list-actions.tsx';
import { StatGrid } from '@/components/admin/stat-card.tsx';
import { AdminReply } from '@/features/enquiries/components/admin-reply.tsx';
import { FollowUpBadge, MessageStatusBadge } from '@/features/enquiries/components/status-badge.tsx';
import { canMarkRead, canReply, isFollowUpPending, type ContactMessage, type MessageStats } from '@/features/enquiries/data/contact-messages.ts';
import { formatDateTime } from '@/lib/dates.ts';

/** The id of a message's row button (its details), where focus goes back to after a change. */
export const rowButtonId = (messageId: string) => `message-${messageId}`;

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

interface MessageRowProps {
  message: ContactMessage;
  busy: boolean;
  onOpen: () => void;
  onMarkRead: () => void;
  onReply: () => void;
  onDelete: () => void;
}

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
        <RowActions>
          {canMarkRead(message) && (
            <RowAction icon={Eye} tone="blue" label={`Mark as Read: message from ${message.name}`} disabled={busy} working={busy} onClick={onMarkRead}>
              Mark as Read
            </RowAction>
          )}
          {canReply(message) && (
            <RowAction icon={Reply} tone="green" label={`Reply to ${message.name}`} disabled={busy} onClick={onReply}>
              Reply
            </RowAction>
          )}
          <RowAction icon={Trash2} tone="red" label={`Delete message from ${message.name}`} disabled={busy} onClick={onDelete}>
            Delete
          </RowAction>
        </RowActions>
      </div>
    </li>
  );
}
