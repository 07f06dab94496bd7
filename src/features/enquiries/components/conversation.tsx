/**
 * An enquiry's conversation after the enquiry itself: the replies and the sender's follow-ups, oldest
 * first, each with who wrote it and when. The thread is read only when the conversation is shown, as
 * one query of at most 50 entries (`listThread`).
 */
import { AlertTriangle, Mail, MessageSquareReply, RefreshCw, UserRound } from 'lucide-react';
import { useLoad } from '@/hooks/use-load.ts';
import { Spinner } from '@/components/ui/spinner.tsx';
import { buttonStyles } from '@/components/ui/styles.ts';
import { conversationOf, listThread, type ContactMessage, type ConversationEntry } from '@/features/enquiries/data/contact-messages.ts';
import { formatDateTime } from '@/lib/dates.ts';

export interface ConversationLabels {
  /** Heading of a reply ("Admin Reply" in the inbox, "Reply from {company}" for the enquirer). */
  admin: string;
  /** Heading of a follow-up ("Follow-up from {name}" in the inbox, "Your follow-up" for the enquirer). */
  sender: string;
  /** What a reply without text (answered by e-mail) says. */
  byEmail: string;
}

/** The message's thread, loaded while `shown` (and only when it has one); the conversation in order once it is. */
export function useConversation(message: ContactMessage, shown: boolean) {
  const count = message.replyCount ?? 0;
  const thread = useLoad(
    shown && count > 0 ? [message.id, count, message.repliedAt?.getTime() ?? null] : null,
    () => listThread(message.id),
    { errorMessage: 'Error loading the conversation', toast: false },
  );
  const entries = thread.state.status === 'ready' ? conversationOf(message, thread.state.data) : null;
  return { state: thread.state.status, entries, retry: thread.retry };
}

/** How many messages the conversation holds after the enquiry (known before its thread is read). */
export function conversationLength(message: Pick<ContactMessage, 'replyCount' | 'repliedAt'>): number {
  return (message.replyCount ?? 0) + (message.repliedAt ? 1 : 0);
}

export function ConversationView({
  conversation,
  labels,
}: {
  conversation: ReturnType<typeof useConversation>;
  labels: ConversationLabels;
}) {
  if (conversation.state === 'loading') return <Spinner label="Loading the conversation..." className="py-4" />;
  if (conversation.state === 'error' || !conversation.entries) {
    return (
      <div role="alert" className="flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2">
          <AlertTriangle aria-hidden="true" className="h-4 w-4 shrink-0" />
          The conversation could not be loaded.
        </p>
        <button type="button" onClick={conversation.retry} className={`${buttonStyles.secondary} self-start px-3 py-1.5 sm:self-auto`}>
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          Try Again
        </button>
      </div>
    );
  }
  return <ConversationList entries={conversation.entries} labels={labels} />;
}

export function ConversationList({ entries, labels }: { entries: readonly ConversationEntry[]; labels: ConversationLabels }) {
  return (
    <ol className="space-y-3">
      {entries.map((entry) => (
        <li key={entry.key}>
          <ConversationItem entry={entry} labels={labels} />
        </li>
      ))}
    </ol>
  );
}

function ConversationItem({ entry, labels }: { entry: ConversationEntry; labels: ConversationLabels }) {
  const fromUs = entry.from === 'admin';
  const Icon = fromUs ? (entry.text === null ? Mail : MessageSquareReply) : UserRound;
  return (
    <div
      className={`min-w-0 rounded-lg border p-3 sm:p-4 ${fromUs ? 'border-green-200 bg-green-50' : 'border-slate-200 bg-slate-50'}`}
    >
      <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold ${fromUs ? 'text-green-900' : 'text-slate-900'}`}>
        <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
        <span>{fromUs ? labels.admin : labels.sender}</span>
        <span className="sr-only">, </span>
        <span className="font-normal">{formatDateTime(entry.at)}</span>
      </p>
      <p className="mt-1.5 text-sm break-words whitespace-pre-line text-slate-800">{entry.text ?? labels.byEmail}</p>
    </div>
  );
}
