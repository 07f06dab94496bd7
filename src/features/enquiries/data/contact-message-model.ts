/**
 * An enquiry as stored (`contact_messages/{id}`): its fields and their bounds, how a stored document is
 * read (`normaliseMessage`), and reading one afresh. Shared by the enquiries (src/features/enquiries/data/contact-messages.ts)
 * and their conversation (src/features/enquiries/data/conversation.ts).
 */
import { getBackend } from '@/backend/index.ts';
import { BackendError, type WithId } from '@/backend/types.ts';
import { toDate } from '@/lib/dates.ts';
import { COLLECTIONS } from '../../../data/collections.ts';

/** Field bounds, the same numbers as `firestore.rules`. */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  company: 100,
  service: 100,
  message: 5000,
  /** An admin's reply. */
  reply: 5000,
  /** The sender's follow-up after a reply. */
  followUp: 5000,
} as const;

export type MessageStatus = 'unread' | 'read' | 'replied';

export interface ContactMessageData {
  [key: string]: unknown;
  name: string;
  email: string;
  phone: string;
  company: string;
  service: string;
  message: string;
  status: MessageStatus;
  createdAt: Date | null;
  updatedAt: Date | null;
  adminReply: string | null;
  repliedAt: Date | null;
  userId: string | null;
  /** Sent signed out and put under the account since (rule 82): closing the account leaves it. */
  keptByAccount: boolean;
  /**
   * How many earlier messages of the conversation are filed in its thread (`replies`, below): 0 for
   * an enquiry that has had at most one reply and no follow-up (and for documents older than threads:
   * absent, read as 0; `normaliseMessage` always sets it).
   */
  replyCount?: number;
}
export type ContactMessage = WithId<ContactMessageData>;

/** Spec §4: an unknown status displays as unread. */
export function statusOf(value: unknown): MessageStatus {
  return value === 'read' || value === 'replied' ? value : 'unread';
}

export function normaliseMessage(raw: WithId<Record<string, unknown>>): ContactMessage {
  return {
    ...raw,
    id: raw.id,
    name: String(raw.name ?? ''),
    email: String(raw.email ?? ''),
    phone: typeof raw.phone === 'string' ? raw.phone : '',
    company: typeof raw.company === 'string' ? raw.company : '',
    service: String(raw.service ?? ''),
    message: String(raw.message ?? ''),
    status: statusOf(raw.status),
    createdAt: toDate(raw.createdAt),
    updatedAt: toDate(raw.updatedAt),
    adminReply: typeof raw.adminReply === 'string' && raw.adminReply.trim() ? raw.adminReply : null,
    repliedAt: toDate(raw.repliedAt),
    userId: typeof raw.userId === 'string' ? raw.userId : null,
    keptByAccount: raw.keptByAccount === true,
    replyCount: typeof raw.replyCount === 'number' && Number.isSafeInteger(raw.replyCount) && raw.replyCount > 0 ? raw.replyCount : 0,
  };
}

/** The enquiry as stored now (the screen's copy may be old: the thread's count must be the current one). */
export async function currentMessage(id: string): Promise<ContactMessage> {
  const { store } = await getBackend();
  const raw = await store.get(COLLECTIONS.contactMessages, id);
  if (!raw) throw new BackendError('not-found', 'This enquiry no longer exists');
  return normaliseMessage(raw);
}
