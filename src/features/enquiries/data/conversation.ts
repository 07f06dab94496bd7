/**
 * The conversation that can follow a reply to an enquiry: its thread, reading it, and the sender's
 * follow-ups. (src/features/enquiries/data/contact-messages.ts re-exports all of it.)
 */
import { getBackend } from '@/backend/index.ts';
import { BackendError, SERVER_TIME } from '@/backend/types.ts';
import { toDate } from '@/lib/dates.ts';
import { messageSearchTerms } from '@/lib/search-terms.ts';
import { COLLECTIONS } from '../../../data/collections.ts';
import { CONTACT_LIMITS, currentMessage, type ContactMessage } from './contact-message-model.ts';

// The conversation. An enquiry holds its latest reply in the spec's fields (`adminReply`,
// `repliedAt`), as it always has. Its earlier messages are filed in its thread,
// `contact_messages/{id}/replies/{n}` (n = 1, 2, …; `replyCount` on the enquiry is the last n):
//   - the sender's follow-ups: `{ from: 'sender', text, createdAt }`, written with the enquiry moving
//     from replied back to unread;
//   - the admin's earlier replies: when a newer reply (or "mark replied") replaces the one the enquiry
//     holds, that one is filed as it stood, `{ from: 'admin', text (null: answered by e-mail), createdAt: its repliedAt }`.
// So an enquiry with one reply and no follow-up, as the spec knows it, has an empty thread. The rules
// tie each entry to the enquiry's move in the same batch (firestore.rules, rule 58 of the access table).

/** The most entries a thread holds: a follow-up must leave the count below it (room for the answer that files our reply). */
export const THREAD_LIMIT = 50;

export type ConversationAuthor = 'admin' | 'sender';

/** One message of a conversation after the enquiry itself. */
export interface ConversationEntry {
  key: string;
  from: ConversationAuthor;
  /** Null: the admin marked it replied without text (answered by e-mail). */
  text: string | null;
  at: Date | null;
}

export const threadOf = (messageId: string) => `${COLLECTIONS.contactMessages}/${messageId}/replies`;

const OLDEST_FIRST = { field: 'createdAt', direction: 'asc' } as const;

/**
 * The filed entries of one enquiry's thread, oldest first: one query of at most `THREAD_LIMIT`,
 * made only when the conversation is opened (an enquiry's `replyCount` says whether there is one).
 */
export async function listThread(messageId: string): Promise<ConversationEntry[]> {
  const { store } = await getBackend();
  const rows = await store.list(threadOf(messageId), { orderBy: OLDEST_FIRST, limit: THREAD_LIMIT });
  return rows.map((row) => ({
    key: row.id,
    from: row.from === 'admin' ? 'admin' : 'sender',
    text: typeof row.text === 'string' ? row.text : null,
    at: toDate(row.createdAt),
  }));
}

/**
 * Everything after the enquiry, oldest first: the thread's entries and the reply the enquiry holds
 * (the latest). An entry filed at the very time of that reply is the same reply, shown once.
 */
export function conversationOf(
  message: Pick<ContactMessage, 'adminReply' | 'repliedAt'>,
  thread: readonly ConversationEntry[],
): ConversationEntry[] {
  const entries = [...thread];
  const latest = message.repliedAt;
  if (latest) {
    const filed = (entry: ConversationEntry) => entry.from === 'admin' && entry.at?.getTime() === latest.getTime();
    for (let i = entries.length - 1; i >= 0; i -= 1) if (filed(entries[i])) entries.splice(i, 1);
    entries.push({ key: 'latest-reply', from: 'admin', text: message.adminReply, at: latest });
  }
  return entries
    .map((entry, order) => ({ entry, order }))
    .sort((a, b) => (a.entry.at?.getTime() ?? 0) - (b.entry.at?.getTime() ?? 0) || a.order - b.order)
    .map(({ entry }) => entry);
}

/** The sender may write back once we have replied, while the thread has room (firestore.rules: below 50 entries). */
export function canFollowUp(message: Pick<ContactMessage, 'status' | 'replyCount'>): boolean {
  return message.status === 'replied' && (message.replyCount ?? 0) + 1 < THREAD_LIMIT;
}

/**
 * Replied, and staff may add to their answer: a further reply, which files the one it held into the
 * thread (at most `THREAD_LIMIT` entries, as the rules hold it).
 */
export function canAddToReply(message: Pick<ContactMessage, 'status' | 'replyCount'>): boolean {
  return message.status === 'replied' && (message.replyCount ?? 0) < THREAD_LIMIT;
}

/** Reopened by the sender: they wrote back after a reply, and the admin has not answered yet. */
export function isFollowUpPending(message: Pick<ContactMessage, 'status' | 'repliedAt'>): boolean {
  return message.status !== 'replied' && message.repliedAt !== null;
}

/** Spec §4: replied, but no reply text stored (the admin answered by e-mail). */
export function isRepliedByEmail(message: Pick<ContactMessage, 'status' | 'adminReply'>): boolean {
  return message.status === 'replied' && !message.adminReply;
}

/**
 * The sender writes back after a reply: their follow-up becomes the thread's next entry, and the
 * enquiry goes back to unread (so it is in the admin's unread count and can be replied to again),
 * its search terms taking the follow-up's words. Trimmed; empty or too long is refused.
 */
export async function sendFollowUp(messageId: string, text: string): Promise<void> {
  const followUp = text.trim();
  if (!followUp) throw new Error('A follow-up needs some text');
  if (followUp.length > CONTACT_LIMITS.followUp) throw new Error(`A follow-up can be at most ${CONTACT_LIMITS.followUp} characters`);
  const message = await currentMessage(messageId);
  if (!canFollowUp(message)) throw new BackendError('failed-precondition', 'This enquiry cannot take a follow-up now');
  const { store } = await getBackend();
  const entry = (message.replyCount ?? 0) + 1;
  const earlier = Array.isArray(message.searchTerms) ? message.searchTerms.filter((term): term is string => typeof term === 'string') : [];
  await store.batch([
    {
      op: 'update',
      collection: COLLECTIONS.contactMessages,
      id: messageId,
      data: {
        status: 'unread',
        updatedAt: SERVER_TIME,
        replyCount: entry,
        searchTerms: messageSearchTerms(message, { earlier, followUps: [followUp] }),
      },
    },
    { op: 'set', collection: threadOf(messageId), id: String(entry), data: { from: 'sender', text: followUp, createdAt: SERVER_TIME } },
  ]);
}
