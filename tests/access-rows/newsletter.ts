/**
 * Access-table rows for issue #17: the newsletter (newsletter_subscribers/, newsletter_limits/) and its confirmation message.
 * Rule numbers 68–71. `tests/access-matrix.ts` adds these to the table, `docs` to its world.
 */
import { SERVER_TIME, type BatchWrite, type ListQuery } from '@/backend/types.ts';
import { sha256Hex } from '@/lib/sha256.ts';
import type { AccessRow, Doc } from '../access-matrix.ts';
import { row } from './row.ts';

/** What each rule number covers (see ADDED_RULES in tests/access-matrix.ts). */
export const addedRules: Record<number, string> = {
  68:
    'newsletter: one subscriber document per address (its id the address’s SHA-256), created unconfirmed with a fresh secret token and ' +
    'its confirmation message in the same batch, the sender’s newsletter limit moved to now (one a minute per sender identity, a visitor’s ' +
    'anonymous; each subscription moves the limit itself: one per request); an unconfirmed address may subscribe again (new token, new message), ' +
    'an unsubscribed one only by its owner signed in with it verified, and either at most once an hour whoever asks, whatever the status ' +
    '(unsubscribing moves it too); a confirmed one is not mailed again',
  69:
    'newsletter links: confirming or unsubscribing presents the address’s own token (proof); the token of one address never moves another; ' +
    'a person signed in with the address, verified, may unsubscribe it without a link',
  70: 'newsletter: only admins read, count and delete subscribers; each sender identity reads only its own limit',
  71:
    'the confirmation message mail/newsletter-{id}-{n}: only with the subscription that names it (new, or a new n), to that address, ' +
    'template newsletter-confirm with exactly its id and token',
};

// ---------------------------------------------------------------------------------------------
// The world: four addresses on the list.

const JAN_5 = new Date('2026-01-05T09:00:00.000Z');
const CLIENT_TIME = new Date('2026-03-01T12:00:00.000Z');

const idOf = (email: string) => sha256Hex(email);
const tokenOf = (letter: string) => letter.repeat(43);

const PENDING = { email: 'pending@example.com', token: tokenOf('P'), confirmation: 7 };
/** The user actor's own address (user@example.com), confirmed. */
const CONFIRMED = { email: 'user@example.com', token: tokenOf('C'), confirmation: 3 };
/** The other user's address (other@example.com), unsubscribed. */
const GONE = { email: 'other@example.com', token: tokenOf('G'), confirmation: 5 };
/** The unverified user's address, confirmed. */
const UNVERIFIED = { email: 'unverified@example.com', token: tokenOf('U'), confirmation: 4 };
/** Unconfirmed, its confirmation message sent just now (when the table was loaded). */
const RECENT = { email: 'recent@example.com', token: tokenOf('R'), confirmation: 11 };
/** Unsubscribed just now. */
const LEFT = { email: 'left@example.com', token: tokenOf('L'), confirmation: 12 };
const JUST_NOW = new Date();
/** Unconfirmed, and its confirmation message is not in mail/ (sent long ago and cleared). */
const QUIET = { email: 'quiet@example.com', token: tokenOf('Q'), confirmation: 9 };

const stored = (s: { email: string; token: string; confirmation: number }, status: string): Doc => ({
  email: s.email,
  status,
  token: s.token,
  confirmation: s.confirmation,
  createdAt: JAN_5,
  updatedAt: JAN_5,
});

const mailOf = (id: string, email: string, token: string): Doc => ({
  to: email,
  template: { name: 'newsletter-confirm', data: { subscriberId: id, token } },
  createdAt: JAN_5,
});

/** collection → id → document: added to the world every row starts from. */
export const docs: Record<string, Record<string, Doc>> = {
  newsletter_subscribers: {
    [idOf(PENDING.email)]: stored(PENDING, 'unconfirmed'),
    [idOf(CONFIRMED.email)]: stored(CONFIRMED, 'confirmed'),
    [idOf(GONE.email)]: stored(GONE, 'unsubscribed'),
    [idOf(UNVERIFIED.email)]: stored(UNVERIFIED, 'confirmed'),
    [idOf(QUIET.email)]: stored(QUIET, 'unconfirmed'),
    [idOf(RECENT.email)]: { ...stored(RECENT, 'unconfirmed'), updatedAt: JUST_NOW },
    [idOf(LEFT.email)]: { ...stored(LEFT, 'unsubscribed'), updatedAt: JUST_NOW },
  },
  // The anonymous visitor asked for a confirmation long ago.
  newsletter_limits: { 'anon-visitor': { lastSentAt: JAN_5 } },
  mail: {
    [`newsletter-${idOf(PENDING.email)}-7`]: mailOf(idOf(PENDING.email), PENDING.email, PENDING.token),
    [`newsletter-${idOf(CONFIRMED.email)}-3`]: mailOf(idOf(CONFIRMED.email), CONFIRMED.email, CONFIRMED.token),
    [`newsletter-${idOf(GONE.email)}-5`]: mailOf(idOf(GONE.email), GONE.email, GONE.token),
  },
};

// ---------------------------------------------------------------------------------------------
// What src/data/newsletter.ts writes.

const NEW_EMAIL = 'new@example.com';
const NEW_TOKEN = tokenOf('N');
/** The sender's limit, moved to now by the subscription of address `id`. */
const limitFor = (id: string): BatchWrite => ({ op: 'set', collection: 'newsletter_limits', id: '{self}', data: { lastSentAt: SERVER_TIME, sent: id } });
const withoutLimit = (writes: BatchWrite[]) => writes.filter((write) => write.collection !== 'newsletter_limits');

interface Subscription {
  email?: string;
  /** The document's id (default: the address's hash). */
  id?: string;
  token?: string;
  confirmation?: number;
  /** Extra or replaced fields of the subscriber document. */
  subscriber?: Doc;
  /** Extra or replaced fields of the message. */
  mail?: Doc;
  /** Extra or replaced fields of the message's template data. */
  mailData?: Doc;
}

function parts(s: Subscription) {
  const email = s.email ?? NEW_EMAIL;
  const id = s.id ?? idOf(email);
  const token = s.token ?? NEW_TOKEN;
  const confirmation = s.confirmation ?? 11;
  const mail: BatchWrite = {
    op: 'set',
    collection: 'mail',
    id: `newsletter-${id}-${confirmation}`,
    data: {
      to: email,
      template: { name: 'newsletter-confirm', data: { subscriberId: id, token, ...s.mailData } },
      createdAt: SERVER_TIME,
      ...s.mail,
    },
  };
  const moved = { status: 'unconfirmed', token, confirmation, updatedAt: SERVER_TIME };
  return { email, id, token, confirmation, mail, moved };
}

/** subscribe(): a new address, its limit and its message, in one batch. */
function subscription(s: Subscription = {}): BatchWrite[] {
  const { email, id, mail, moved } = parts(s);
  return [
    limitFor(id),
    mail,
    { op: 'set', collection: 'newsletter_subscribers', id, data: { email, ...moved, createdAt: SERVER_TIME, ...s.subscriber } },
  ];
}

/** subscribe() for an address on the list already: a new token and a new message. */
function resubscription(s: Subscription): BatchWrite[] {
  const { id, mail, moved } = parts(s);
  return [limitFor(id), mail, { op: 'update', collection: 'newsletter_subscribers', id, data: { ...moved, ...s.subscriber } }];
}

/** The message sent to the staff instead of the address. */
function toStaff(data: Doc): Doc {
  const { to: _to, ...rest } = data;
  return { ...rest, toUids: ['staff'] };
}

/** Following a link: the status, the server's time, and the token as proof. */
const link = (status: string, proof: string, extra: Doc = {}): Doc => ({ status, updatedAt: SERVER_TIME, proof, ...extra });
const OWNER_UNSUBSCRIBES: Doc = { status: 'unsubscribed', updatedAt: SERVER_TIME };

const subscriberPath = (email: string) => `newsletter_subscribers/${idOf(email)}`;
const BY_STATUS: ListQuery = { where: [['status', '==', 'confirmed']], orderBy: { field: 'createdAt', direction: 'desc' }, limit: 21 };
const NEWEST: ListQuery = { orderBy: { field: 'createdAt', direction: 'desc' }, limit: 21 };

export const rows: readonly AccessRow[] = [
  // ----- 68: subscribing ---------------------------------------------------------------------
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'allow', 'a visitor subscribes a new address (subscribe)', { writes: subscription() }),
  row(68, 'user', 'batch', 'newsletter_subscribers', 'allow', 'a signed-in user subscribes an address (their first request)', {
    writes: subscription({ email: 'list@example.com' }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'allow', 'a visitor subscribes with a 32-character token', {
    writes: subscription({ token: 'T'.repeat(32) }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'allow', 'a visitor subscribes an unconfirmed address again (new token, new message)', {
    writes: resubscription({ email: PENDING.email }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor asks again for an unconfirmed address that was sent a confirmation minutes ago (by anyone)', {
    writes: resubscription({ email: RECENT.email }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor subscribes again an address that unsubscribed minutes ago', {
    writes: resubscription({ email: LEFT.email }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor subscribes again an address that unsubscribed long ago (its owner asked for no more mail)', {
    writes: resubscription({ email: GONE.email }),
  }),
  row(68, 'otherUser', 'batch', 'newsletter_subscribers', 'allow', 'a person signed in with the address, verified, subscribes it again after unsubscribing', {
    writes: resubscription({ email: GONE.email }),
  }),
  row(68, 'user', 'batch', 'newsletter_subscribers', 'deny', 'the owner unsubscribes and asks for a new confirmation at once (the hour holds whatever the status)', {
    setup: [[{ op: 'update', collection: 'newsletter_subscribers', id: idOf(CONFIRMED.email), data: OWNER_UNSUBSCRIBES }]],
    writes: resubscription({ email: CONFIRMED.email }),
  }),
  row(68, 'user', 'batch', 'newsletter_subscribers', 'deny', 'the owner of a confirmed address asks for a new confirmation (a confirmed address is not mailed again)', {
    writes: resubscription({ email: CONFIRMED.email }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor subscribes two addresses in one request, moving their limit once', {
    writes: [...subscription(), ...withoutLimit(subscription({ email: 'second@example.com', confirmation: 12 }))],
  }),
  row(68, 'visitor', 'batch', 'newsletter_subscribers', 'deny', 'a visitor without an identity subscribes an address', {
    writes: withoutLimit(subscription()),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor subscribes an address as confirmed already', {
    writes: subscription({ subscriber: { status: 'confirmed' } }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor subscribes with a 31-character token', {
    writes: subscription({ token: 'T'.repeat(31) }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor subscribes with a token that is a list, not a string', {
    writes: subscription({ subscriber: { token: ['T'.repeat(43)] } }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor subscribes with confirmation number 0', {
    writes: subscription({ confirmation: 0 }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', "a visitor subscribes with the client's clock as updatedAt", {
    writes: subscription({ subscriber: { updatedAt: CLIENT_TIME } }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', "a visitor subscribes with the client's clock as createdAt", {
    writes: subscription({ subscriber: { createdAt: CLIENT_TIME } }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor subscribes with an extra key', {
    writes: subscription({ subscriber: { name: 'Nina' } }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor subscribes an address with capitals', {
    writes: subscription({ email: 'New@Example.com' }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', "a visitor subscribes an address under another address's id", {
    writes: subscription({ id: idOf('someone@example.com') }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor subscribes without queueing the confirmation message', {
    writes: subscription().filter((write) => write.collection !== 'mail'),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor subscribes without moving their limit', {
    writes: withoutLimit(subscription()),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor subscribes a second address within a minute', {
    setup: [subscription({ email: 'first@example.com' })],
    writes: subscription(),
  }),
  row(68, 'user', 'batch', 'newsletter_subscribers', 'deny', 'a user asks for a second confirmation message within a minute', {
    setup: [subscription({ email: 'first@example.com' })],
    writes: resubscription({ email: PENDING.email }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', "a visitor subscribes moving someone else's limit", {
    writes: [{ op: 'set', collection: 'newsletter_limits', id: 'user', data: { lastSentAt: SERVER_TIME } }, ...subscription().slice(1)],
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor subscribes an unconfirmed address again without moving their limit', {
    writes: withoutLimit(resubscription({ email: PENDING.email })),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor subscribes an unsubscribed address again as confirmed', {
    writes: resubscription({ email: GONE.email, subscriber: { status: 'confirmed' } }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor subscribes a confirmed address again (it is not mailed again)', {
    writes: resubscription({ email: CONFIRMED.email }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor moves an address’s subscription (and its message) to another address', {
    writes: resubscription({ email: PENDING.email, subscriber: { email: 'elsewhere@example.com' }, mail: { to: 'elsewhere@example.com' } }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor subscribes an address again keeping its token', {
    writes: resubscription({ email: PENDING.email, token: PENDING.token }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor changes a token reusing the last message, with no new one', {
    writes: [limitFor(idOf(PENDING.email)), resubscription({ email: PENDING.email, confirmation: PENDING.confirmation })[2]],
  }),
  row(68, 'anonymous', 'get', 'newsletter_limits/{self}', 'allow', 'a visitor reads their own newsletter limit (subscribe, after a refusal)'),
  row(68, 'user', 'get', 'newsletter_limits/anon-visitor', 'deny', "a user reads someone else's newsletter limit"),
  row(68, 'anonymous', 'set', 'newsletter_limits/{self}', 'deny', "a visitor sets their newsletter limit to the client's clock", {
    data: { lastSentAt: CLIENT_TIME },
  }),
  row(68, 'user', 'create', 'newsletter_limits/{self}', 'deny', "a user creates their newsletter limit with the client's clock", {
    data: { lastSentAt: CLIENT_TIME },
  }),
  row(68, 'user', 'create', 'newsletter_limits/{self}', 'deny', 'a user creates their newsletter limit with an extra key', {
    data: { lastSentAt: SERVER_TIME, count: 0 },
  }),
  row(68, 'anonymous', 'set', 'newsletter_limits/{self}', 'deny', 'a visitor adds a key to their newsletter limit', {
    data: { lastSentAt: SERVER_TIME, count: 0 },
  }),
  row(68, 'user', 'set', 'newsletter_limits/anon-visitor', 'deny', "a user moves someone else's newsletter limit", {
    data: { lastSentAt: SERVER_TIME },
  }),
  row(68, 'user', 'create', 'newsletter_limits/anon-visitor-2', 'deny', "a user creates someone else's newsletter limit", {
    data: { lastSentAt: SERVER_TIME },
  }),
  row(68, 'anonymous', 'delete', 'newsletter_limits/{self}', 'deny', 'a visitor deletes their newsletter limit'),

  // ----- 69: the links -------------------------------------------------------------------------
  row(69, 'visitor', 'update', subscriberPath(PENDING.email), 'allow', 'a visitor follows the confirmation link (confirmSubscription)', {
    data: link('confirmed', PENDING.token),
  }),
  row(69, 'visitor', 'update', subscriberPath(CONFIRMED.email), 'allow', 'a visitor follows the confirmation link a second time', {
    data: link('confirmed', CONFIRMED.token),
  }),
  row(69, 'visitor', 'update', subscriberPath(CONFIRMED.email), 'allow', 'a visitor follows the unsubscribe link (unsubscribeWithLink)', {
    data: link('unsubscribed', CONFIRMED.token),
  }),
  row(69, 'anonymous', 'update', subscriberPath(PENDING.email), 'allow', 'a visitor unsubscribes an unconfirmed address with its link', {
    data: link('unsubscribed', PENDING.token),
  }),
  row(69, 'user', 'update', subscriberPath(CONFIRMED.email), 'allow', 'a user unsubscribes their own verified address (unsubscribeMyAddress)', {
    data: OWNER_UNSUBSCRIBES,
  }),
  row(69, 'visitor', 'update', subscriberPath(PENDING.email), 'deny', "a visitor confirms an address with another address's token", {
    data: link('confirmed', CONFIRMED.token),
  }),
  row(69, 'visitor', 'update', subscriberPath(PENDING.email), 'deny', 'a visitor confirms an address without a token', {
    data: { status: 'confirmed', updatedAt: SERVER_TIME },
  }),
  row(69, 'visitor', 'update', subscriberPath(PENDING.email), 'deny', 'a visitor confirms an address and changes it', {
    data: link('confirmed', PENDING.token, { email: 'elsewhere@example.com' }),
  }),
  row(69, 'visitor', 'update', subscriberPath(PENDING.email), 'deny', "a visitor confirms with the client's clock as updatedAt", {
    data: link('confirmed', PENDING.token, { updatedAt: CLIENT_TIME }),
  }),
  row(69, 'visitor', 'update', subscriberPath(GONE.email), 'deny', 'a visitor confirms an unsubscribed address with its old link', {
    data: link('confirmed', GONE.token),
  }),
  row(69, 'visitor', 'update', subscriberPath(PENDING.email), 'deny', 'a visitor follows a link setting an unknown status', {
    data: link('vip', PENDING.token),
  }),
  row(69, 'visitor', 'update', subscriberPath(CONFIRMED.email), 'deny', "a visitor unsubscribes an address with another address's token", {
    data: link('unsubscribed', PENDING.token),
  }),
  row(69, 'user', 'update', subscriberPath(CONFIRMED.email), 'deny', 'a user unsubscribes their own address and changes its token', {
    data: { ...OWNER_UNSUBSCRIBES, token: tokenOf('X') },
  }),
  row(69, 'user', 'update', subscriberPath(CONFIRMED.email), 'deny', "a user unsubscribes their own address with the client's clock", {
    data: { ...OWNER_UNSUBSCRIBES, updatedAt: CLIENT_TIME },
  }),
  row(69, 'otherUser', 'update', subscriberPath(CONFIRMED.email), 'deny', "a user unsubscribes someone else's address without its link", {
    data: OWNER_UNSUBSCRIBES,
  }),
  row(69, 'unverifiedUser', 'update', subscriberPath(UNVERIFIED.email), 'deny', 'a user unsubscribes their address before verifying it', {
    data: OWNER_UNSUBSCRIBES,
  }),
  row(69, 'otherUser', 'update', subscriberPath(GONE.email), 'deny', 'a user confirms their own unsubscribed address without a link', {
    data: { status: 'confirmed', updatedAt: SERVER_TIME },
  }),

  // ----- 70: the list is the admins' ----------------------------------------------------------
  row(70, 'admin', 'list', 'newsletter_subscribers', 'allow', 'an admin lists subscribers (listSubscribersPage)', { query: NEWEST }),
  row(70, 'admin', 'list', 'newsletter_subscribers', 'allow', 'an admin lists confirmed subscribers (the export)', { query: BY_STATUS }),
  row(70, 'admin', 'count', 'newsletter_subscribers', 'allow', 'an admin counts confirmed subscribers (countSubscribers)', {
    query: { where: [['status', '==', 'confirmed']] },
  }),
  row(70, 'admin', 'get', subscriberPath(PENDING.email), 'allow', 'an admin reads a subscriber'),
  row(70, 'admin', 'delete', subscriberPath(PENDING.email), 'allow', 'an admin deletes a subscriber (deleteSubscriber)'),
  row(70, 'visitor', 'list', 'newsletter_subscribers', 'deny', 'a visitor lists subscribers', { query: NEWEST }),
  row(70, 'anonymous', 'get', subscriberPath(PENDING.email), 'deny', "a visitor reads a subscriber (and its token)"),
  row(70, 'user', 'list', 'newsletter_subscribers', 'deny', 'a user lists subscribers', { query: NEWEST }),
  row(70, 'user', 'count', 'newsletter_subscribers', 'deny', 'a user counts subscribers', { query: { where: [['status', '==', 'confirmed']] } }),
  row(70, 'user', 'get', subscriberPath(CONFIRMED.email), 'deny', 'a user reads their own subscriber document'),
  row(70, 'inactiveAdmin', 'list', 'newsletter_subscribers', 'deny', 'an inactive admin lists subscribers', { query: NEWEST }),
  row(70, 'user', 'delete', subscriberPath(CONFIRMED.email), 'deny', 'a user deletes their own subscriber document'),
  row(70, 'inactiveAdmin', 'delete', subscriberPath(PENDING.email), 'deny', 'an inactive admin deletes a subscriber'),

  // ----- 71: the confirmation message ----------------------------------------------------------
  row(71, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor sends the confirmation message to a different address', {
    writes: subscription({ mail: { to: 'victim@example.com' } }),
  }),
  row(71, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor sends the confirmation message to the staff', {
    writes: subscription().map((write) => (write.collection === 'mail' && write.op === 'set' ? { ...write, data: toStaff(write.data) } : write)),
  }),
  row(71, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', "a visitor's message names another subscriber's id", {
    writes: subscription({ mailData: { subscriberId: idOf(PENDING.email) } }),
  }),
  row(71, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor’s message holds a token other than the stored one', {
    writes: subscription({ mailData: { token: PENDING.token } }),
  }),
  row(71, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor’s message uses another template', {
    writes: subscription({ mail: { template: { name: 'enquiry-reply', data: { subscriberId: idOf(NEW_EMAIL), token: NEW_TOKEN } } } }),
  }),
  row(71, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor’s message adds a data key', {
    writes: subscription({ mailData: { note: 'Hello' } }),
  }),
  row(71, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor’s message adds its own subject', {
    writes: subscription({ mail: { message: { subject: 'Win a prize' } } }),
  }),
  row(71, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', "a visitor's message carries the client's clock", {
    writes: subscription({ mail: { createdAt: CLIENT_TIME } }),
  }),
  row(71, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor queues a second message with another number in the same batch', {
    writes: [...subscription(), parts({ confirmation: 12 }).mail],
  }),
  row(71, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor queues a second message whose id has a suffix', {
    writes: [...subscription(), { ...parts({}).mail, id: `newsletter-${idOf(NEW_EMAIL)}-11-x` } as BatchWrite],
  }),
  row(71, 'anonymous', 'set', `mail/newsletter-${idOf(QUIET.email)}-${QUIET.confirmation}`, 'deny', 'a visitor queues a message for an address without subscribing it', {
    data: { ...mailOf(idOf(QUIET.email), QUIET.email, QUIET.token), createdAt: SERVER_TIME },
  }),
];
