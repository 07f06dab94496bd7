/** The pieces of /admin/messages (./messages.tsx): the four figures and one message's row. */
import { Building2, CalendarClock, CheckCircle2, Eye, Inbox, Mail, MailOpen, Phone, Reply, Trash2 } from 'lucide-react';
import { RowAction, RowCard, RowFacts } from '@/components/admin/list-actions.tsx';
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
  return (
    <RowCard
      id={rowButtonId(message.id)}
      name={message.name}
      openLabel={`View message from ${message.name}`}
      onOpen={onOpen}
      highlighted={message.status === 'unread'}
      badges={
        <>
          <MessageStatusBadge status={message.status} />
          {isFollowUpPending(message) && <FollowUpBadge />}
        </>
      }
      actions={
        <>
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
        </>
      }
    >
      <RowFacts
        facts={[
          { icon: Mail, text: message.email, long: true },
          message.phone && { icon: Phone, text: message.phone },
          message.company && { icon: Building2, text: message.company },
          { icon: CalendarClock, text: formatDateTime(message.createdAt) },
        ]}
      />
      <p className="mt-2 text-sm wrap-anywhere text-slate-900">
        <span className="font-medium">Service:</span> {message.service}
      </p>
      <p className="mt-1 line-clamp-2 text-sm wrap-anywhere text-slate-700">{message.message}</p>
      {message.adminReply && (
        <div className="mt-3">
          <AdminReply message={message} label="Admin Reply" clamp />
        </div>
      )}
    </RowCard>
  );
}
