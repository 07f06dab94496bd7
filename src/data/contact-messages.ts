/** Contact messages (enquiries): sending one, and reading one's own. */
import { getBackend } from '@/backend/index.ts';
import { SERVER_TIME, type SessionUser, type WithId } from '@/backend/types.ts';
import { toDate } from '@/lib/dates.ts';
import { COLLECTIONS } from './collections.ts';

export const CONTACT_SERVICES = [
  'Custom Software Development',
  'Web Development',
  'Mobile App Development',
  'Digital Marketing',
  'Database Solutions',
  'Cybersecurity',
  'Other',
] as const;

/** Field bounds, the same numbers as `firestore.rules`. */
export const CONTACT_LIMITS = { name: 100, email: 254, phone: 30, company: 100, service: 100, message: 5000 } as const;

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
}
export type ContactMessage = WithId<ContactMessageData>;

export interface ContactInput {
  name: string;
  email: string;
  phone: string;
  company: string;
  service: string;
  message: string;
}

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
  };
}

/**
 * Stores an enquiry as `unread`. A signed-in sender's uid, e-mail and display name override what was
 * typed (spec §5), so a message is always findable from its sender's profile.
 */
export async function addContactMessage(input: ContactInput, sender: SessionUser | null): Promise<string> {
  const { store } = await getBackend();
  return store.add(COLLECTIONS.contactMessages, {
    name: (sender?.displayName || input.name).trim(),
    email: (sender?.email || input.email).trim(),
    phone: input.phone.trim(),
    company: input.company.trim(),
    service: input.service,
    message: input.message.trim(),
    status: 'unread',
    createdAt: SERVER_TIME,
    updatedAt: SERVER_TIME,
    adminReply: null,
    repliedAt: null,
    userId: sender?.uid ?? null,
  });
}

const newestFirst = (a: ContactMessage, b: ContactMessage) =>
  (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0);

/**
 * The signed-in person's own enquiries: matched by uid, and by e-mail only when that e-mail is
 * verified (the rules allow nothing else), merged, de-duplicated by id, newest first.
 */
export async function listMyMessages(user: SessionUser): Promise<ContactMessage[]> {
  const { store } = await getBackend();
  const byUid = store.list(COLLECTIONS.contactMessages, { where: [['userId', '==', user.uid]] });
  const byEmail =
    user.emailVerified && user.email
      ? store.list(COLLECTIONS.contactMessages, { where: [['email', '==', user.email]] })
      : Promise.resolve([]);
  const [uidRows, emailRows] = await Promise.all([byUid, byEmail]);
  const merged = new Map<string, ContactMessage>();
  for (const row of [...uidRows, ...emailRows]) merged.set(row.id, normaliseMessage(row));
  return [...merged.values()].sort(newestFirst);
}

/** Every enquiry, newest first (admins only). */
export async function listAllMessages(): Promise<ContactMessage[]> {
  const { store } = await getBackend();
  const rows = await store.list(COLLECTIONS.contactMessages, { orderBy: { field: 'createdAt', direction: 'desc' } });
  return rows.map(normaliseMessage);
}

/** Unread enquiries, for the admin's badge. */
export async function countUnreadMessages(): Promise<number> {
  const { store } = await getBackend();
  const rows = await store.list(COLLECTIONS.contactMessages, { where: [['status', '==', 'unread']] });
  return rows.length;
}
