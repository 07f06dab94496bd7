/** The pieces of /admin/messages (./messages.tsx): the four figures and one message's row. */
import { Building2, CalendarClock, CheckCircle2, Eye, Inbox, Mail, MailOpen, MessageSquareReply, Phone, Reply, Trash2 } from 'lucide-react';
import { RowAction, RowCard, RowFacts } from '@/components/admin/list-actions.tsx';
import { StatGrid } from '@/components/admin/stat-card.tsx';
import { AdminReply } from '@/features/enquiries/components/admin-reply.tsx';
import { useConversation } from '@/features/enquiries/components/conversation.tsx';
import { FollowUpBadge, MessageStatusBadge } from '@/features/enquiries/components/status-badge.tsx';
import { canAddToReply, canMarkRead, canReply, isFollowUpPending, type ContactMessage, type MessageStats } from '@/features/enquiries/data/contact-messages.ts';
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
          {canAddToReply(message) && (
            <RowAction icon={Reply} tone="green" label={`Add to Reply to ${message.name}`} disabled={busy} onClick={onReply}>
              Add to Reply
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
      {isFollowUpPending(message) ? (
        <LatestFollowUp message={message} />
      ) : (
        message.adminReply && (
          <div className="mt-3">
            <AdminReply message={message} label="Admin Reply" clamp />
          </div>
        )
      )}
    </RowCard>
  );
}

/**
 * What the sender wrote back, which awaits our reply, in place of the reply they answered: the row says
 * what is new (read from its thread, only for rows with a follow-up waiting).
 */
function LatestFollowUp({ message }: { message: ContactMessage }) {
  const conversation = useConversation(message, true);
  const latest = conversation.entries?.filter((entry) => entry.from === 'sender').at(-1);
  if (!latest) return null;
  return (
    <div className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3 sm:p-4">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-amber-900">
        <MessageSquareReply aria-hidden="true" className="h-4 w-4 shrink-0" />
        <span>Their follow-up</span>
        <span className="sr-only">, </span>
        <span className="font-normal">{formatDateTime(latest.at)}</span>
      </p>
      <p className="mt-1.5 line-clamp-2 text-sm whitespace-pre-line wrap-anywhere text-slate-800">{latest.text}</p>
    </div>
  );
}
