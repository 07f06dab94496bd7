/**
 * Contact messages (enquiries): sending one, reading one's own, the admin's triage (mark read, mark
 * replied, reply, delete) with the status rules of spec §4, and the conversation that can follow a
 * reply (the sender's follow-ups and the admin's further replies).
 */
import { getBackend } from '@/backend/index.ts';
import {
  BackendError,
  errorCode,
  SERVER_TIME,
  type SessionUser,
  type WhereClause,
} from '@/backend/types.ts';
import { normaliseEmail } from '@/lib/email.ts';
import { csvDateTime, toCsv } from '@/lib/csv.ts';
import { toDate } from '@/lib/dates.ts';
import { messageSearchTerms } from '@/lib/search-terms.ts';
import { newDocumentId } from '@/lib/ids.ts';
import { COLLECTIONS } from '../../../data/collections.ts';
import { mailWrite, toStaff } from '../../mail/data/mail.ts';
import { adminList } from '../../../data/admin-list.ts';
import { type PageRequest, type RowsPage } from '../../../data/paging.ts';
import { CONTACT_LIMITS, currentMessage, normaliseMessage, type ContactMessage, type MessageStatus } from './contact-message-model.ts';
import { THREAD_LIMIT, threadOf } from './conversation.ts';
import { enquiryLog, fromWhom } from './enquiry-activity.ts';

export {
  CONTACT_LIMITS,
  type MessageStatus,
  type ContactMessageData,
  type ContactMessage,
  statusOf,
  normaliseMessage,
} from './contact-message-model.ts';
export {
  THREAD_LIMIT,
  type ConversationAuthor,
  type ConversationEntry,
  threadOf,
  listThread,
  conversationOf,
  canFollowUp,
  canAddToReply,
  isFollowUpPending,
  isRepliedByEmail,
  sendFollowUp,
} from './conversation.ts';

export const CONTACT_SERVICES = [
  'Custom Software Development',
  'Web Development',
  'Mobile App Development',
  'Digital Marketing',
  'Database Solutions',
  'Cybersecurity',
  'Other',
] as const;

export interface ContactInput {
  name: string;
  email: string;
  phone: string;
  company: string;
  service: string;
  message: string;
}

/** One enquiry a minute per sender (the rules' limit, `enquiry_limits/{uid}`). */
export const ENQUIRY_INTERVAL_MS = 60_000;

/** The refusal `addContactMessage` raises when the sender's last enquiry was less than a minute ago. */
export const RATE_LIMITED = 'enquiry-rate-limited';

/**
 * Stores an enquiry as `unread`. A signed-in sender's uid, e-mail and display name override what was
 * typed (spec §5), so a message is always findable from its sender's profile; that is, a sender whose
 * e-mail is verified (`sendsAsAccount`): an unverified account sends as a visitor. A visitor sends under
 * an anonymous identity, made here on their first enquiry. The enquiry and the sender's limit
 * (`enquiry_limits/{uid}`, moved to now) are written together: the rules refuse a second enquiry
 * within a minute, which is raised as `enquiry-rate-limited`. E-mails are stored in lower case.
 * The same batch queues the staff's notification, `mail/enquiry-{id}` (the Trigger Email extension
 * sends it to the notifications address in Settings), so the enquiry's id is made here.
 */
export async function addContactMessage(input: ContactInput, sender: SessionUser | null): Promise<string> {
  const { auth, store } = await getBackend();
  const identity = sender ?? auth.currentUser() ?? (await auth.signInAnonymously());
  const account = sendsAsAccount(identity) ? identity : null;
  const name = (account?.displayName || input.name).trim();
  const email = normaliseEmail(account?.email || input.email);
  const company = input.company.trim();
  const message = input.message.trim();
  const id = newDocumentId();
  const send = () =>
    store.batch([
      { op: 'set', collection: COLLECTIONS.enquiryLimits, id: identity.uid, data: { lastSentAt: SERVER_TIME, sent: id } },
      {
        op: 'set',
        collection: COLLECTIONS.contactMessages,
        id,
        data: {
          name,
          email,
          phone: input.phone.trim(),
          company,
          service: input.service,
          message,
          status: 'unread',
          createdAt: SERVER_TIME,
          updatedAt: SERVER_TIME,
          adminReply: null,
          repliedAt: null,
          userId: account?.uid ?? null,
          // What the admin's inbox search finds it by (firestore.rules: at most 300 terms).
          searchTerms: messageSearchTerms({ name, email, company, service: input.service, message: input.message }),
        },
      },
      mailWrite(`enquiry-${id}`, toStaff, 'enquiry-received', { messageId: id, name, email, service: input.service, message }),
    ]);
  try {
    await send();
    return id;
  } catch (error) {
    if (errorCode(error) !== 'permission-denied') throw error;
    if (await sentWithinInterval(identity.uid)) throw new BackendError(RATE_LIMITED, 'You can send one enquiry a minute.');
    // Sent as the account: its ID token may still say what was true before (an e-mail verified in
    // another tab). Re-read the account, which renews such a token, and send once more.
    if (!account) throw error;
    await auth.reload();
    await send();
    return id;
  }
}

/**
 * Whether `user` sends enquiries and applications from their account (its uid and e-mail on what they
 * send, which they then read on their profile): only an account whose e-mail is verified. Anyone else,
 * an account with an unverified e-mail too, sends as a visitor does, under the address they type; the
 * rules refuse the rest, so an unproven address never lets its claimant read what was sent to its owner.
 */
export function sendsAsAccount(user: Pick<SessionUser, 'isAnonymous' | 'emailVerified'> | null): boolean {
  return user !== null && !user.isAnonymous && user.emailVerified;
}

/** True when this sender's last enquiry was less than a minute ago (their own limit document says so). */
async function sentWithinInterval(uid: string): Promise<boolean> {
  const { store } = await getBackend();
  const limit = await store.get(COLLECTIONS.enquiryLimits, uid).catch(() => null);
  const last = toDate(limit?.lastSentAt);
  return last !== null && Date.now() - last.getTime() < ENQUIRY_INTERVAL_MS;
}

const newestFirst = (a: ContactMessage, b: ContactMessage) =>
  (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0);

/**
 * The signed-in person's own enquiries: matched by uid, and by e-mail only when that e-mail is
 * verified (the rules allow nothing else), merged, de-duplicated by id, newest first.
 */
export async function listMyMessages(
  user: Pick<SessionUser, 'uid' | 'email' | 'emailVerified'>,
): Promise<ContactMessage[]> {
  const { store } = await getBackend();
  const byUid = store.list(COLLECTIONS.contactMessages, { where: [['userId', '==', user.uid]] });
  const byEmail =
    user.emailVerified && user.email
      ? store.list(COLLECTIONS.contactMessages, { where: [['email', '==', user.email]] })
      : Promise.resolve([]);
  // The e-mail query can be refused on its own (a token issued before the e-mail was verified): the
  // enquiries found by uid still show.
  const [uidRows, emailRows] = await Promise.all([
    byUid,
    byEmail.catch((error: unknown) => {
      console.warn('Could not list the enquiries sent with your e-mail address', error);
      return [];
    }),
  ]);
  const merged = new Map<string, ContactMessage>();
  for (const row of [...uidRows, ...emailRows]) merged.set(row.id, normaliseMessage(row));
  return [...merged.values()].sort(newestFirst);
}

/** The inbox's unread filter (the header badge's count). */
const UNREAD: WhereClause = ['status', '==', 'unread'];

/**
 * Unread enquiries, for the admin's badge: counted by the backend (one read per 1,000), not
 * downloaded. A legacy enquiry with an unknown status displays as unread (spec §4) but is not in
 * this count, which only an equality query can make without reading the documents.
 */
export async function countUnreadMessages(): Promise<number> {
  const { store } = await getBackend();
  return store.count(COLLECTIONS.contactMessages, { where: [UNREAD] });
}

// ---------------------------------------------------------------------------------------------
// Status rules (spec §4): unread -> read; unread or read -> replied. Reply is not offered once replied.
// A follow-up from the sender reopens a replied enquiry (replied -> unread), so it counts as unread
// again and Reply is offered again.

export const MESSAGE_STATUSES: readonly MessageStatus[] = ['unread', 'read', 'replied'];

export const STATUS_LABELS: Record<MessageStatus, string> = { unread: 'Unread', read: 'Read', replied: 'Replied' };

export function canMarkRead(message: Pick<ContactMessage, 'status'>): boolean {
  return message.status === 'unread';
}

export function canReply(message: Pick<ContactMessage, 'status'>): boolean {
  return message.status !== 'replied';
}

export type StatusFilter = 'all' | MessageStatus;

export interface MessageStats {
  total: number;
  unread: number;
  read: number;
  replied: number;
}

// ---------------------------------------------------------------------------------------------
// The admin inbox, read a page at a time: what a visit costs stays flat as the enquiries
// grow. Each query shape needs a composite index in Firestore (firestore.indexes.json):
//   status ==, createdAt desc; searchTerms array-contains, createdAt desc;
//   status ==, searchTerms array-contains, createdAt desc.

/** How many enquiries a page of the inbox shows. */
export const INBOX_PAGE_SIZE = 20;

/** How many enquiries each read of Export fetches. */
export const EXPORT_BATCH_SIZE = 500;

export interface MessagesPageRequest extends Partial<PageRequest> {
  status: StatusFilter;
  /** What the admin typed ('' for no search; a search without a word of two letters is none). */
  search: string;
}

export type MessagesPage = Omit<RowsPage, 'rows'> & { messages: ContactMessage[] };

/**
 * The inbox (src/data/admin-list.ts). The status filter is an equality, so a legacy enquiry with an
 * unknown status (shown as unread) is listed under All Messages only, and counted in Total only. The
 * search looks up its longest word in `searchTerms`; enquiries stored before search terms existed
 * have none, so a search cannot find them (they are still listed without a search).
 */
const inbox = adminList({
  collection: COLLECTIONS.contactMessages,
  normalise: normaliseMessage,
  statuses: ['unread', 'read', 'replied'] as const,
  pageSize: INBOX_PAGE_SIZE,
  exportBatch: EXPORT_BATCH_SIZE,
});

/** One page of the inbox, newest first: one query of at most `pageSize + 1` enquiries. */
export async function listMessagesPage(request: MessagesPageRequest): Promise<MessagesPage> {
  const { items, ...page } = await inbox.listPage(request);
  return { ...page, messages: items };
}

/** What /admin/messages shows at once: a page for a status and search, the four figures and how many match. */
export const inboxView = inbox.view;

/** How many enquiries the filter and the search match (what "Page 1 of N" divides): an aggregation. */
export const countInboxMessages = (status: StatusFilter, search: string): Promise<number> => inbox.count(status, search);

/** The inbox's four figures, counted by the backend (four aggregations, whatever the number of enquiries). */
export const countMessageStats = (): Promise<MessageStats> => inbox.stats();

/** Every enquiry, newest first, in batches (Export, the one place that reads them all). */
export async function readAllMessages(onProgress?: (read: number, total: number) => void): Promise<ContactMessage[]> {
  return (await inbox.readAll(onProgress)).map(normaliseMessage);
}

/** Replies that arrived after the person last opened their Messages tab (the header's red dot). */
export function countNewReplies(messages: readonly ContactMessage[], seenAt: Date | null): number {
  const seen = seenAt?.getTime() ?? 0;
  return messages.filter((message) => message.status === 'replied' && (message.repliedAt?.getTime() ?? 0) > seen).length;
}

// ---------------------------------------------------------------------------------------------
// The conversation (the thread of an enquiry, the sender's follow-ups): src/features/enquiries/data/conversation.ts.

// ---------------------------------------------------------------------------------------------
// The admin's changes. Each sets `updatedAt` to the server's time; the rules allow admins to change
// status, adminReply, repliedAt, updatedAt and (filing an earlier reply) replyCount, nothing else.

export async function markMessageRead(id: string, senderName?: string): Promise<void> {
  const { store } = await getBackend();
  await store.batch([
    { op: 'update', collection: COLLECTIONS.contactMessages, id, data: { status: 'read', updatedAt: SERVER_TIME } },
    ...(await enquiryLog(id, 'read', `Marked ${fromWhom(senderName)} as read`)),
  ]);
}

/**
 * Moves an enquiry to replied with `reply` as its latest reply (null: answered outside the inbox).
 * A reply it already held (the sender has written back since) is filed into its thread first, in the
 * same batch. Read afresh, so the thread's count is the current one.
 */
async function storeReply(id: string, reply: string | null): Promise<void> {
  const message = await currentMessage(id);
  const { store } = await getBackend();
  const entry = (message.replyCount ?? 0) + 1;
  const filing = message.repliedAt !== null;
  // A reply with text is e-mailed to the sender too: mail/reply-{id}-{n}, n the thread's count after it.
  const replyCount = filing ? entry : (message.replyCount ?? 0);
  const mail =
    reply === null
      ? []
      : [mailWrite(`reply-${id}-${replyCount}`, { to: message.email }, 'enquiry-reply', { messageId: id, name: message.name, reply })];
  const log = await enquiryLog(id, 'replied', reply === null ? `Marked ${fromWhom(message.name)} as replied` : `Replied to ${fromWhom(message.name)}`);
  await store.batch([
    {
      op: 'update',
      collection: COLLECTIONS.contactMessages,
      id,
      data: {
        status: 'replied',
        adminReply: reply,
        repliedAt: SERVER_TIME,
        updatedAt: SERVER_TIME,
        ...(filing ? { replyCount: entry } : {}),
      },
    },
    ...(filing
      ? [
          {
            op: 'set' as const,
            collection: threadOf(id),
            id: String(entry),
            // The reply exactly as the enquiry held it (the rules compare): its text, or none, and its time.
            data: { from: 'admin', text: message.adminReply, createdAt: message.repliedAt },
          },
        ]
      : []),
    ...mail,
    ...log,
  ]);
}

/** Replied without reply text (say, answered by e-mail): the sender is told to check their e-mail. */
export async function markMessageReplied(id: string): Promise<void> {
  await storeReply(id, null);
}

/** Stores the reply (trimmed; empty is refused), marks the message replied and queues it by e-mail to the sender. */
export async function replyToMessage(id: string, reply: string): Promise<void> {
  const text = reply.trim();
  if (!text) throw new Error('A reply needs some text');
  if (text.length > CONTACT_LIMITS.reply) throw new Error(`A reply can be at most ${CONTACT_LIMITS.reply} characters`);
  await storeReply(id, text);
}

/** Deletes the enquiry and its thread (≤ `THREAD_LIMIT`) in one batch: by staff (logged), or its sender closing their account. */
export async function deleteMessage(id: string, staff?: { senderName: string }): Promise<void> {
  const { store } = await getBackend();
  const thread = await store.list(threadOf(id), { limit: THREAD_LIMIT });
  await store.batch([
    ...thread.map((entry) => ({ op: 'delete' as const, collection: threadOf(id), id: entry.id })),
    { op: 'delete', collection: COLLECTIONS.contactMessages, id },
    ...(staff ? await enquiryLog(id, 'deleted', `Deleted ${fromWhom(staff.senderName)}`) : []),
  ]);
}

// ---------------------------------------------------------------------------------------------
// Export.

export const MESSAGE_CSV_HEADER = [
  'Name',
  'Email',
  'Phone',
  'Company',
  'Service',
  'Message',
  'Status',
  'Received',
  'Admin Reply',
  'Replied At',
] as const;

/** The messages as CSV, one row each, in the order given (cells that look like formulas are neutralised). */
export function messagesToCsv(messages: readonly ContactMessage[]): string {
  return toCsv([
    MESSAGE_CSV_HEADER,
    ...messages.map((m) => [
      m.name,
      m.email,
      m.phone,
      m.company,
      m.service,
      m.message,
      STATUS_LABELS[m.status],
      csvDateTime(m.createdAt),
      m.adminReply ?? '',
      csvDateTime(m.repliedAt),
    ]),
  ]);
}