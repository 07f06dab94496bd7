/**
 * The newsletter (issue #17): subscribing with a confirmation message, the confirmation and
 * unsubscribe links, and the admin's list of subscribers.
 *
 * One document per address in `newsletter_subscribers/`, its id the address's SHA-256 (lower-case
 * hex), so an address is never on the list twice. It holds the address, its status (unconfirmed,
 * confirmed, unsubscribed), a secret token (the one in its links), and the number n of its latest
 * confirmation message `mail/newsletter-{id}-{n}`. Subscribing writes the document, the sender's
 * limit (`newsletter_limits/{uid}`: one a minute per sender identity, a visitor's anonymous) and the
 * message in one batch; the rules check each against the others. Only admins read the list.
 *
 * Known limit: the subscribing browser makes the token, so it knows it (it could confirm an address
 * it does not own; the limit keeps that to one address a minute per identity).
 */
import { getBackend } from '@/backend/index.ts';
import { BackendError, errorCode, SERVER_TIME, type BatchWrite, type SessionUser, type WhereClause, type WithId } from '@/backend/types.ts';
import { toCsv } from '@/lib/csv.ts';
import { toDate } from '@/lib/dates.ts';
import { isStoredEmail, normaliseEmail } from '@/lib/email.ts';
import { routePatterns } from '@/lib/paths.ts';
import { sha256Hex } from '@/lib/sha256.ts';
import { COLLECTIONS } from './collections.ts';
import { mailWrite } from './mail.ts';
import { readAllInBatches, readPage, type PageRequest, type RowsPage } from './paging.ts';

export type SubscriberStatus = 'unconfirmed' | 'confirmed' | 'unsubscribed';

export const SUBSCRIBER_STATUSES: readonly SubscriberStatus[] = ['confirmed', 'unconfirmed', 'unsubscribed'];

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  confirmed: 'Confirmed',
  unconfirmed: 'Unconfirmed',
  unsubscribed: 'Unsubscribed',
};

export interface Subscriber {
  id: string;
  email: string;
  status: SubscriberStatus;
  createdAt: Date | null;
  updatedAt: Date | null;
}

/** The refusals `subscribe` raises, as `BackendError` codes. */
export const NEWSLETTER_ERRORS = {
  invalidEmail: 'newsletter-invalid-email',
  rateLimited: 'newsletter-rate-limited',
  alreadySubscribed: 'newsletter-already-subscribed',
  invalidLink: 'newsletter-invalid-link',
  notSubscribed: 'newsletter-not-subscribed',
} as const;

/** One confirmation message a minute per sender identity (firestore.rules, `newsletter_limits/{uid}`). */
export const NEWSLETTER_INTERVAL_MS = 60_000;

/** The id of an address's document: the SHA-256 of the stored (lower-case) address, in hex. */
export const subscriberIdOf = (email: string): string => sha256Hex(normaliseEmail(email));

/** A secret of 43 URL-safe characters (32 random bytes). */
function newToken(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The number of a new confirmation message (its id is `newsletter-{subscriberId}-{n}`): random, since
 * the subscribing browser cannot read the document to count the earlier ones (at most 15 digits).
 */
function newConfirmationNumber(): number {
  const words = new Uint32Array(2);
  globalThis.crypto.getRandomValues(words);
  return (words[0] % 200_000) * 2 ** 32 + words[1] + 1;
}

/** The links a confirmation message holds (the template builds the same from its id and token). */
export const confirmLink = (subscriberId: string, token: string) =>
  `${routePatterns.newsletterConfirm}?${new URLSearchParams({ id: subscriberId, token })}`;
export const unsubscribeLink = (subscriberId: string, token: string) =>
  `${routePatterns.newsletterUnsubscribe}?${new URLSearchParams({ id: subscriberId, token })}`;

export interface SubscribeResult {
  email: string;
  /**
   * Demo mode only (it sends no e-mail): the confirmation link the message would hold, so the demo can
   * offer to open it. Null on Firebase, where the message goes by e-mail.
   */
  demoConfirmLink: string | null;
}

/**
 * Subscribes `input` (trimmed, lower case): the address unconfirmed with a new token, the sender's
 * limit moved to now and the confirmation message, in one batch. An address already on the list but
 * not confirmed gets a new token and a new message, at most once an hour; one that unsubscribed, only
 * when its owner asks, signed in with it verified. Raises `NEWSLETTER_ERRORS` codes: an invalid
 * address, a second request within a minute, an address confirmed, mailed within the hour or unsubscribed.
 */
export async function subscribe(input: string, sender: SessionUser | null): Promise<SubscribeResult> {
  const email = normaliseEmail(input);
  if (!isStoredEmail(email) || email.length > 254) {
    throw new BackendError(NEWSLETTER_ERRORS.invalidEmail, 'Please enter a valid email address');
  }
  const backend = await getBackend();
  const { auth, store } = backend;
  const identity = sender ?? auth.currentUser() ?? (await auth.signInAnonymously());
  const id = sha256Hex(email);
  const token = newToken();
  const confirmation = newConfirmationNumber();
  const common: BatchWrite[] = [
    { op: 'set', collection: COLLECTIONS.newsletterLimits, id: identity.uid, data: { lastSentAt: SERVER_TIME, sent: id } },
    mailWrite(`newsletter-${id}-${confirmation}`, { to: email }, 'newsletter-confirm', { subscriberId: id, token }),
  ];
  const moved = { status: 'unconfirmed', token, confirmation, updatedAt: SERVER_TIME };
  const result: SubscribeResult = { email, demoConfirmLink: backend.kind === 'demo' ? confirmLink(id, token) : null };
  try {
    await store.batch([...common, { op: 'set', collection: COLLECTIONS.newsletterSubscribers, id, data: { email, ...moved, createdAt: SERVER_TIME } }]);
    return result;
  } catch (error) {
    if (errorCode(error) !== 'permission-denied') throw error;
    if (await sentWithinInterval(identity.uid)) {
      throw new BackendError(NEWSLETTER_ERRORS.rateLimited, 'You can ask for one confirmation e-mail a minute.');
    }
  }
  // The address is on the list already: subscribe it again, if it is not confirmed and was not mailed
  // within the hour; an address that unsubscribed, only when its owner asks (signed in with it, verified).
  try {
    await store.batch([...common, { op: 'update', collection: COLLECTIONS.newsletterSubscribers, id, data: moved }]);
    return result;
  } catch (error) {
    if (errorCode(error) === 'permission-denied') {
      throw new BackendError(
        NEWSLETTER_ERRORS.alreadySubscribed,
        'This address is already subscribed, was sent a confirmation link within the last hour, or unsubscribed (only its owner, signed in with it, subscribes it again).',
      );
    }
    throw error;
  }
}

/** True when this sender asked for a confirmation message less than a minute ago (their own limit says so). */
async function sentWithinInterval(uid: string): Promise<boolean> {
  const { store } = await getBackend();
  const limit = await store.get(COLLECTIONS.newsletterLimits, uid).catch(() => null);
  const last = toDate(limit?.lastSentAt);
  return last !== null && Date.now() - last.getTime() < NEWSLETTER_INTERVAL_MS;
}

/** A link's update refused: the id or token is wrong (or the address has unsubscribed since). */
async function followLink(id: string, token: string, status: 'confirmed' | 'unsubscribed'): Promise<void> {
  if (!/^[0-9a-f]{64}$/.test(id) || !token) throw new BackendError(NEWSLETTER_ERRORS.invalidLink, 'This link is not complete.');
  const { store } = await getBackend();
  try {
    await store.update(COLLECTIONS.newsletterSubscribers, id, { status, updatedAt: SERVER_TIME, proof: token });
  } catch (error) {
    const code = errorCode(error);
    if (code === 'permission-denied' || code === 'not-found') {
      throw new BackendError(NEWSLETTER_ERRORS.invalidLink, 'This link is not valid.');
    }
    throw error;
  }
}

/** The confirmation link: the address becomes confirmed, if the token is its own. */
export async function confirmSubscription(id: string, token: string): Promise<void> {
  await followLink(id, token, 'confirmed');
}

/** The unsubscribe link: the address becomes unsubscribed, if the token is its own. */
export async function unsubscribeWithLink(id: string, token: string): Promise<void> {
  await followLink(id, token, 'unsubscribed');
}

/** A signed-in person unsubscribes their own address (the rules want it verified). */
export async function unsubscribeMyAddress(user: Pick<SessionUser, 'email' | 'emailVerified'>): Promise<void> {
  if (!user.emailVerified || !user.email) throw new BackendError(NEWSLETTER_ERRORS.notSubscribed, 'Verify your e-mail address first.');
  const { store } = await getBackend();
  try {
    await store.update(COLLECTIONS.newsletterSubscribers, subscriberIdOf(user.email), { status: 'unsubscribed', updatedAt: SERVER_TIME });
  } catch (error) {
    const code = errorCode(error);
    if (code === 'permission-denied' || code === 'not-found') {
      throw new BackendError(NEWSLETTER_ERRORS.notSubscribed, 'This address is not on our list.');
    }
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// The admin's list, a page at a time (index: status ==, createdAt desc).

export const SUBSCRIBERS_PAGE_SIZE = 20;
export const SUBSCRIBERS_EXPORT_BATCH = 500;
const NEWEST_FIRST = { field: 'createdAt', direction: 'desc' } as const;

export type SubscriberFilter = 'all' | SubscriberStatus;

const statusOf = (value: unknown): SubscriberStatus =>
  value === 'confirmed' || value === 'unsubscribed' ? value : 'unconfirmed';

export function normaliseSubscriber(raw: WithId<Record<string, unknown>>): Subscriber {
  return {
    id: raw.id,
    email: String(raw.email ?? ''),
    status: statusOf(raw.status),
    createdAt: toDate(raw.createdAt),
    updatedAt: toDate(raw.updatedAt),
  };
}

const filterOf = (status: SubscriberFilter): WhereClause[] => (status === 'all' ? [] : [['status', '==', status]]);

export type SubscribersPage = Omit<RowsPage, 'rows'> & { subscribers: Subscriber[] };

export async function listSubscribersPage(request: Partial<PageRequest> & { status: SubscriberFilter }): Promise<SubscribersPage> {
  const { store } = await getBackend();
  const { rows, ...page } = await readPage(
    store,
    COLLECTIONS.newsletterSubscribers,
    { where: filterOf(request.status), orderBy: NEWEST_FIRST },
    { ...request, pageSize: request.pageSize ?? SUBSCRIBERS_PAGE_SIZE },
  );
  return { ...page, subscribers: rows.map(normaliseSubscriber) };
}

export type SubscriberCounts = Record<SubscriberStatus, number>;

/** The three figures, counted by the backend (aggregations, not downloads). */
export async function countSubscribers(): Promise<SubscriberCounts> {
  const { store } = await getBackend();
  const [confirmed, unconfirmed, unsubscribed] = await Promise.all(
    SUBSCRIBER_STATUSES.map((status) => store.count(COLLECTIONS.newsletterSubscribers, { where: filterOf(status) })),
  );
  return { confirmed, unconfirmed, unsubscribed };
}

/** Every confirmed subscriber, newest first, read page by page (the export). */
export async function readConfirmedSubscribers(): Promise<Subscriber[]> {
  const { store } = await getBackend();
  const rows = await readAllInBatches(
    store,
    COLLECTIONS.newsletterSubscribers,
    { where: filterOf('confirmed'), orderBy: NEWEST_FIRST },
    SUBSCRIBERS_EXPORT_BATCH,
  );
  return rows.map(normaliseSubscriber);
}

const pad = (n: number) => String(n).padStart(2, '0');
const csvDate = (value: Date | null) =>
  value ? `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())} ${pad(value.getHours())}:${pad(value.getMinutes())}` : '';

/** The confirmed addresses as CSV: Email, Subscribed (local time). */
export function subscribersToCsv(subscribers: readonly Subscriber[]): string {
  return toCsv([['Email', 'Subscribed'], ...subscribers.map((s) => [s.email, csvDate(s.createdAt)])]);
}

export async function deleteSubscriber(id: string): Promise<void> {
  const { store } = await getBackend();
  await store.delete(COLLECTIONS.newsletterSubscribers, id);
}
