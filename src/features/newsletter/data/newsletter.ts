/**
 * The newsletter: subscribing, the double opt-in, the unsubscribe links, and the admin's
 * list of subscribers.
 *
 * One document per address in `newsletter_subscribers/`, its id the address's SHA-256 (lower-case
 * hex), so an address is never on the list twice. It holds the address, its status (unconfirmed,
 * confirmed, unsubscribed) and, once confirmed, a secret token (the one in its unsubscribe links).
 *
 * Subscribing stores the address unconfirmed, with the sender's limit (`newsletter_limits/{uid}`:
 * one a minute per sender identity, a visitor's anonymous) in the same batch, and then has the
 * backend mail the address a sign-in link (Firebase Auth's e-mail link) to the confirmation page.
 * Following it signs in with the address, verified, apart from the page's session: only then do the
 * rules accept "confirmed", with a token that identity makes. So whoever subscribes an address holds
 * no secret of it, and only the inbox's owner confirms it. Only admins read the list.
 */
import { getBackend } from '@/backend/index.ts';
import { BackendError, errorCode, SERVER_TIME, type BatchWrite, type DocumentStore, type SessionUser, type WithId } from '@/backend/types.ts';
import { siteUrl } from '@/content/site.ts';
import { csvDateTime, toCsv } from '@/lib/csv.ts';
import { toDate } from '@/lib/dates.ts';
import { isStoredEmail, normaliseEmail } from '@/lib/email.ts';
import { routePatterns } from '@/lib/paths.ts';
import { sha256Hex } from '@/lib/sha256.ts';
import { COLLECTIONS } from '../../../data/collections.ts';
import { adminList } from '../../../data/admin-list.ts';
import { type PageRequest, type RowsPage } from '../../../data/paging.ts';

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

/** The refusals the newsletter's calls raise, as `BackendError` codes. */
export const NEWSLETTER_ERRORS = {
  invalidEmail: 'newsletter-invalid-email',
  rateLimited: 'newsletter-rate-limited',
  alreadySubscribed: 'newsletter-already-subscribed',
  notSent: 'newsletter-not-sent',
  invalidLink: 'newsletter-invalid-link',
  notSubscribed: 'newsletter-not-subscribed',
} as const;

/** One subscription a minute per sender identity (firestore.rules, `newsletter_limits/{uid}`). */
export const NEWSLETTER_INTERVAL_MS = 60_000;

/** The id of an address's document: the SHA-256 of the stored (lower-case) address, in hex. */
export const subscriberIdOf = (email: string): string => sha256Hex(normaliseEmail(email));

/** A secret of 43 URL-safe characters (32 random bytes). */
function newToken(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The unsubscribe link of a confirmed address (in every issue, and on the confirmation page). */
export const unsubscribeLink = (subscriberId: string, token: string) =>
  `${routePatterns.newsletterUnsubscribe}?${new URLSearchParams({ id: subscriberId, token })}`;

/** Where the mailed link lands: the confirmation page, for this address, on this site. */
function confirmationPageUrl(email: string): string {
  const origin = typeof location === 'undefined' ? siteUrl() : location.origin;
  return `${origin}${routePatterns.newsletterConfirm}?${new URLSearchParams({ email })}`;
}

export type SubscribeResult =
  | {
      /** A link is on its way to the address. */
      kind: 'link-sent';
      email: string;
      /** Demo mode only (it sends no e-mail): the link the message would hold, as a path on this site. */
      demoLink: string | null;
    }
  /** The person signed in with the address, verified, subscribed it: confirmed at once. */
  | { kind: 'confirmed'; email: string };

/** What the newsletter box says after a subscription (src/components/layout/newsletter-form.tsx). */
export const SUBSCRIBE_TEXT = {
  rateLimited: 'You asked for a confirmation e-mail less than a minute ago. Please wait a minute and try again.',
  alreadySubscribed:
    'This address is already subscribed, or we sent it a confirmation link within the last hour: please look for it in that inbox. If it unsubscribed before, log in with it to subscribe again.',
  notSent: 'We saved your address but could not send the confirmation e-mail just now. Please try again in an hour.',
  sent: (email: string) => `Almost done: we sent a confirmation link to ${email}. Open it to start receiving the newsletter.`,
  subscribed: (email: string) => `You are subscribed: ${email} will receive the newsletter.`,
} as const;

export const subscribedText = (result: SubscribeResult) =>
  result.kind === 'confirmed' ? SUBSCRIBE_TEXT.subscribed(result.email) : SUBSCRIBE_TEXT.sent(result.email);

/** What the box says when `subscribe` refuses (null: an invalid address, or a failure it did not expect). */
export function subscribeErrorText(error: unknown): string | null {
  switch (errorCode(error)) {
    case NEWSLETTER_ERRORS.rateLimited:
      return SUBSCRIBE_TEXT.rateLimited;
    case NEWSLETTER_ERRORS.alreadySubscribed:
      return SUBSCRIBE_TEXT.alreadySubscribed;
    case NEWSLETTER_ERRORS.notSent:
      return SUBSCRIBE_TEXT.notSent;
    default:
      return null;
  }
}

const isOwnVerifiedAddress = (user: SessionUser | null, email: string): user is SessionUser =>
  !!user && !user.isAnonymous && user.emailVerified && normaliseEmail(user.email) === email;

/**
 * Subscribes `input` (trimmed, lower case). Someone signed in with the address, verified, is
 * subscribed at once. Anyone else: the address is stored unconfirmed with the sender's limit moved to
 * now, in one batch, and then mailed its confirmation link. An address on the list but not confirmed
 * is mailed again at most once an hour; a confirmed one is not mailed; one that unsubscribed, only its
 * owner subscribes again. Raises `NEWSLETTER_ERRORS` codes: an invalid address, a second request
 * within a minute, an address confirmed, mailed within the hour or unsubscribed, a link not sent.
 */
export async function subscribe(input: string, sender: SessionUser | null): Promise<SubscribeResult> {
  const email = normaliseEmail(input);
  if (!isStoredEmail(email) || email.length > 254) {
    throw new BackendError(NEWSLETTER_ERRORS.invalidEmail, 'Please enter a valid email address');
  }
  const backend = await getBackend();
  const { auth, store } = backend;
  const signedIn = sender ?? auth.currentUser();
  if (isOwnVerifiedAddress(signedIn, email)) {
    await confirmAsOwner(store, email);
    return { kind: 'confirmed', email };
  }
  const identity = signedIn ?? (await auth.signInAnonymously());
  const id = sha256Hex(email);
  const limit: BatchWrite = { op: 'set', collection: COLLECTIONS.newsletterLimits, id: identity.uid, data: { lastSentAt: SERVER_TIME, sent: id } };
  const moved = { status: 'unconfirmed', updatedAt: SERVER_TIME };
  await stored(async () => {
    try {
      await store.batch([limit, { op: 'set', collection: COLLECTIONS.newsletterSubscribers, id, data: { email, ...moved, createdAt: SERVER_TIME } }]);
      return;
    } catch (error) {
      if (errorCode(error) !== 'permission-denied') throw error;
      if (await sentWithinInterval(identity.uid)) {
        throw new BackendError(NEWSLETTER_ERRORS.rateLimited, 'You can subscribe one address a minute.');
      }
    }
    // The address is on the list already: again, if it is not confirmed and was not mailed within the hour.
    await store.batch([limit, { op: 'update', collection: COLLECTIONS.newsletterSubscribers, id, data: moved }]);
  });
  try {
    const link = await backend.emailLinks.send(email, confirmationPageUrl(email));
    return { kind: 'link-sent', email, demoLink: link && pathOf(link) };
  } catch (error) {
    console.error('The confirmation link was not sent', error);
    throw new BackendError(NEWSLETTER_ERRORS.notSent, 'The confirmation e-mail could not be sent.');
  }
}

/** Runs the subscription's writes; a refusal of the second means the address may not be mailed now. */
async function stored(writes: () => Promise<void>): Promise<void> {
  try {
    await writes();
  } catch (error) {
    if (errorCode(error) === 'permission-denied') {
      throw new BackendError(
        NEWSLETTER_ERRORS.alreadySubscribed,
        'This address is already subscribed, was sent a confirmation link within the last hour, or unsubscribed (only its owner subscribes it again).',
      );
    }
    throw error;
  }
}

const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** True when this sender subscribed an address less than a minute ago (their own limit says so). */
async function sentWithinInterval(uid: string): Promise<boolean> {
  const { store } = await getBackend();
  const limit = await store.get(COLLECTIONS.newsletterLimits, uid).catch(() => null);
  const last = toDate(limit?.lastSentAt);
  return last !== null && Date.now() - last.getTime() < NEWSLETTER_INTERVAL_MS;
}

/**
 * Confirms `email` as its owner (`store` acts as someone signed in with it, verified): its entry
 * becomes confirmed with a new token, or is made so. Resolves with the unsubscribe link.
 */
async function confirmAsOwner(store: DocumentStore, email: string): Promise<string> {
  const id = sha256Hex(email);
  const token = newToken();
  const confirmed = { status: 'confirmed', token, updatedAt: SERVER_TIME };
  if (await store.get(COLLECTIONS.newsletterSubscribers, id)) {
    await store.update(COLLECTIONS.newsletterSubscribers, id, confirmed);
  } else {
    await store.set(COLLECTIONS.newsletterSubscribers, id, { email, ...confirmed, createdAt: SERVER_TIME });
  }
  return unsubscribeLink(id, token);
}

/** The confirmation page's address: `?email=` with the sign-in link's own parameters (mode=signIn, oobCode). */
export function confirmationLinkIn(search: string): { email: string } | null {
  const params = new URLSearchParams(search);
  const email = normaliseEmail(params.get('email') ?? '');
  return isStoredEmail(email) && params.get('mode') === 'signIn' && params.get('oobCode') ? { email } : null;
}

/**
 * The confirmation link: signs in with it as the address (apart from this page's session) and confirms
 * the address as its owner. Resolves with its unsubscribe link. Raises `invalidLink` for a link that
 * is used, out of date, made up, or another address's.
 */
export async function confirmSubscription(email: string, link: string): Promise<string> {
  const { emailLinks } = await getBackend();
  try {
    return await emailLinks.withLink(normaliseEmail(email), link, (store) => confirmAsOwner(store, normaliseEmail(email)));
  } catch (error) {
    const code = errorCode(error) ?? '';
    if (/^auth\/(invalid-action-code|expired-action-code|invalid-email|argument-error)$/.test(code)) {
      throw new BackendError(NEWSLETTER_ERRORS.invalidLink, 'This link is not valid.');
    }
    throw error;
  }
}

/** The unsubscribe link: the address becomes unsubscribed, if the token is its own. */
export async function unsubscribeWithLink(id: string, token: string): Promise<void> {
  if (!/^[0-9a-f]{64}$/.test(id) || !token) throw new BackendError(NEWSLETTER_ERRORS.invalidLink, 'This link is not complete.');
  const { store } = await getBackend();
  try {
    await store.update(COLLECTIONS.newsletterSubscribers, id, { status: 'unsubscribed', updatedAt: SERVER_TIME, proof: token });
  } catch (error) {
    const code = errorCode(error);
    if (code === 'permission-denied' || code === 'not-found') {
      throw new BackendError(NEWSLETTER_ERRORS.invalidLink, 'This link is not valid.');
    }
    throw error;
  }
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

export type SubscribersPage = Omit<RowsPage, 'rows'> & { subscribers: Subscriber[] };

/** The admin's list of subscribers (src/data/admin-list.ts): a status filter, no search. */
const subscriberList = adminList({
  collection: COLLECTIONS.newsletterSubscribers,
  normalise: normaliseSubscriber,
  statuses: SUBSCRIBER_STATUSES,
  pageSize: SUBSCRIBERS_PAGE_SIZE,
  exportBatch: SUBSCRIBERS_EXPORT_BATCH,
});

export async function listSubscribersPage(request: Partial<PageRequest> & { status: SubscriberFilter }): Promise<SubscribersPage> {
  const { items, ...page } = await subscriberList.listPage({ ...request, search: '' });
  return { ...page, subscribers: items };
}

export type SubscriberCounts = Record<SubscriberStatus, number>;

/** What /admin/subscribers shows at once: a page for a status, the figures and how many match. */
export const subscribersView = (status: SubscriberFilter, position: Pick<PageRequest, 'after' | 'before'>) =>
  subscriberList.view(status, '', position);

/** The three figures, counted by the backend (aggregations, not downloads). */
export async function countSubscribers(): Promise<SubscriberCounts> {
  const [confirmed, unconfirmed, unsubscribed] = await Promise.all(SUBSCRIBER_STATUSES.map((status) => subscriberList.count(status, '')));
  return { confirmed, unconfirmed, unsubscribed };
}

/** Every confirmed subscriber, newest first, read page by page (the export). */
export async function readConfirmedSubscribers(): Promise<Subscriber[]> {
  return (await subscriberList.readAll(undefined, 'confirmed')).map(normaliseSubscriber);
}

/** The confirmed addresses as CSV: Email, Subscribed (local time). */
export function subscribersToCsv(subscribers: readonly Subscriber[]): string {
  return toCsv([['Email', 'Subscribed'], ...subscribers.map((s) => [s.email, csvDateTime(s.createdAt)])]);
}

export async function deleteSubscriber(id: string, email?: string): Promise<void> {
  // The audit log's module loads with the change (the footer's subscribe box loads this one).
  const { logged } = await import('@/features/activity/data/activity.ts');
  await logged([{ op: 'delete', collection: COLLECTIONS.newsletterSubscribers, id }], {
    area: 'subscribers',
    action: 'deleted',
    summary: `Removed ${email ? `the subscriber ${email}` : 'a subscriber'}`,
    target: { collection: COLLECTIONS.newsletterSubscribers, id },
  });
}
