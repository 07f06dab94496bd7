/**
 * A message's status as a coloured badge (spec §4: unread red, read blue, replied green). Its sender
 * reads it in their own words ("Sent – awaiting reply"), in no alarming red.
 */
import { STATUS_LABELS, type MessageStatus } from '@/features/enquiries/data/contact-messages.ts';

/** The status as its sender reads it: "unread" means we have not read it yet, not that they have not. */
const SENDER_STATUS_LABELS: Record<MessageStatus, string> = { unread: 'Sent – awaiting reply', read: 'Read – awaiting reply', replied: 'Replied' };

const COLOURS: Record<MessageStatus, string> = {
  unread: 'bg-red-100 text-red-800 ring-red-200',
  read: 'bg-blue-100 text-blue-800 ring-blue-200',
  replied: 'bg-green-100 text-green-800 ring-green-200',
};

export function MessageStatusBadge({ status, forSender = false }: { status: MessageStatus; forSender?: boolean }) {
  const colours = forSender && status === 'unread' ? 'bg-slate-100 text-slate-800 ring-slate-200' : COLOURS[status];
  return (
    <span
      data-status={status}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${colours}`}
    >
      {(forSender ? SENDER_STATUS_LABELS : STATUS_LABELS)[status]}
    </span>
  );
}

/** The sender wrote back after a reply: the enquiry is open again (shown beside its status). */
export function FollowUpBadge() {
  return (
    <span className="inline-flex shrink-0 items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200 ring-inset">
      Follow-up
    </span>
  );
}
