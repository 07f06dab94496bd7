/**
 * Access-table rows for the newsletter (newsletter_subscribers/, newsletter_limits/) and its double opt-in.
 * Rule numbers 68–71. `tests/access-matrix.ts` adds these to the table, `docs` to its world.
 */
import { SERVER_TIME, type BatchWrite, type ListQuery } from '@/backend/types.ts';
import { sha256Hex } from '@/lib/sha256.ts';
import type { AccessRow, Doc } from '../access-matrix.ts';
import { row } from './row.ts';

/** What each rule number covers (see ADDED_RULES in tests/access-matrix.ts). */
export const addedRules: Record<number, string> = {
  68:
    'newsletter: one subscriber document per address (its id the address’s SHA-256), created unconfirmed and without a token, the ' +
    'sender’s newsletter limit moved to now in the same batch (one a minute per sender identity, a visitor’s anonymous; each subscription ' +
    'moves the limit itself: one per request); an unconfirmed address may be subscribed again at most once an hour, whoever asks; a confirmed ' +
    'one is not subscribed again, an unsubscribed one only by its owner (rule 71)',
  69:
    'newsletter unsubscribe links: unsubscribing presents the address’s own token (proof); the token of one address never moves another; ' +
    'a person logged in with the address, verified, may unsubscribe it without a link',
  70:
    'newsletter: only admins list, count and delete subscribers; a person logged in with an address, verified, reads its entry; each sender ' +
    'identity reads only its own limit',
  71:
    'newsletter confirmation (double opt-in): only someone logged in with the address, verified (the e-mail link Firebase Auth mails to ' +
    'the address signs in so), confirms it, whatever its status, with a fresh token of their own; nobody else, with any token; no ' +
    'confirmation message is queued in mail/ any more',
};

// ---------------------------------------------------------------------------------------------
// The world: addresses on the list in each state.

const JAN_5 = new Date('2026-01-05T09:00:00.000Z');
const CLIENT_TIME = new Date('2026-03-01T12:00:00.000Z');

const idOf = (email: string) => sha256Hex(email);
const tokenOf = (letter: string) => letter.repeat(43);

interface Entry {
  email: string;
  /** Made by the owner when they confirmed (none while unconfirmed, except in documents from before the double opt-in). */
  token?: string;
}

/** Unconfirmed, from before the double opt-in: its subscriber's browser made the token (and knows it). */
export const PENDING: Entry = { email: 'pending@example.com', token: tokenOf('P') };
/** The user actor's own address (user@example.com), confirmed. */
const CONFIRMED: Entry = { email: 'user@example.com', token: tokenOf('C') };
/** The other user's address (other@example.com), unsubscribed. */
const GONE: Entry = { email: 'other@example.com', token: tokenOf('G') };
/** The unverified user's address, unconfirmed. */
const UNVERIFIED: Entry = { email: 'unverified@example.com' };
/** The address the noProfileUser identity is signed in with (as the e-mail link signs in), unconfirmed. */
const NEWCOMER: Entry = { email: 'newcomer@example.com' };
/** Unconfirmed, subscribed just now (when the table was loaded). */
const RECENT: Entry = { email: 'recent@example.com' };
/** Unsubscribed just now. */
const LEFT: Entry = { email: 'left@example.com', token: tokenOf('L') };
const JUST_NOW = new Date();
/** Unconfirmed, subscribed long ago. */
const QUIET: Entry = { email: 'quiet@example.com' };
/** The address the moved user's account had before, confirmed then. */
const MOVED_OLD: Entry = { email: 'moved-old@example.com', token: tokenOf('M') };

const stored = (s: Entry, status: string): Doc => ({
  email: s.email,
  status,
  ...(s.token ? { token: s.token } : {}),
  createdAt: JAN_5,
  updatedAt: JAN_5,
});

/** collection → id → document: added to the world every row starts from. */
export const docs: Record<string, Record<string, Doc>> = {
  newsletter_subscribers: {
    [idOf(PENDING.email)]: { ...stored(PENDING, 'unconfirmed'), confirmation: 7 },
    [idOf(CONFIRMED.email)]: stored(CONFIRMED, 'confirmed'),
    [idOf(GONE.email)]: stored(GONE, 'unsubscribed'),
    [idOf(UNVERIFIED.email)]: stored(UNVERIFIED, 'unconfirmed'),
    [idOf(NEWCOMER.email)]: stored(NEWCOMER, 'unconfirmed'),
    [idOf(QUIET.email)]: stored(QUIET, 'unconfirmed'),
    [idOf(MOVED_OLD.email)]: stored(MOVED_OLD, 'confirmed'),
    [idOf(RECENT.email)]: { ...stored(RECENT, 'unconfirmed'), updatedAt: JUST_NOW },
    [idOf(LEFT.email)]: { ...stored(LEFT, 'unsubscribed'), updatedAt: JUST_NOW },
  },
  // The anonymous visitor subscribed an address long ago.
  newsletter_limits: { 'anon-visitor': { lastSentAt: JAN_5 } },
};

// ---------------------------------------------------------------------------------------------
// What src/features/newsletter/data/newsletter.ts writes.

const NEW_EMAIL = 'new@example.com';
const NEW_TOKEN = tokenOf('N');
/** The sender's limit, moved to now by the subscription of address `id`. */
const limitFor = (id: string): BatchWrite => ({ op: 'set', collection: 'newsletter_limits', id: '{self}', data: { lastSentAt: SERVER_TIME, sent: id } });
const withoutLimit = (writes: BatchWrite[]) => writes.filter((write) => write.collection !== 'newsletter_limits');

interface Subscription {
  email?: string;
  /** The document's id (default: the address's hash). */
  id?: string;
  /** Extra or replaced fields of the subscriber document. */
  subscriber?: Doc;
}

/** subscribe(): a new address, unconfirmed, and the sender's limit, in one batch. */
function subscription(s: Subscription = {}): BatchWrite[] {
  const email = s.email ?? NEW_EMAIL;
  const id = s.id ?? idOf(email);
  return [
    limitFor(id),
    {
      op: 'set',
      collection: 'newsletter_subscribers',
      id,
      data: { email, status: 'unconfirmed', createdAt: SERVER_TIME, updatedAt: SERVER_TIME, ...s.subscriber },
    },
  ];
}

/** subscribe() for an address on the list already. */
function resubscription(s: Subscription): BatchWrite[] {
  const id = idOf(s.email ?? NEW_EMAIL);
  return [limitFor(id), { op: 'update', collection: 'newsletter_subscribers', id, data: { status: 'unconfirmed', updatedAt: SERVER_TIME, ...s.subscriber } }];
}

/** What the owner writes on confirming (confirmSubscription, or subscribe signed in with the address). */
const confirmed = (extra: Doc = {}): Doc => ({ status: 'confirmed', token: NEW_TOKEN, updatedAt: SERVER_TIME, ...extra });
const confirmedNew = (email: string, extra: Doc = {}): Doc => ({ email, ...confirmed(), createdAt: SERVER_TIME, ...extra });

/** Following a link: the status, the server's time, and the token as proof. */
const link = (status: string, proof: string, extra: Doc = {}): Doc => ({ status, updatedAt: SERVER_TIME, proof, ...extra });
const OWNER_UNSUBSCRIBES: Doc = { status: 'unsubscribed', updatedAt: SERVER_TIME };

export const subscriberPath = (email: string) => `newsletter_subscribers/${idOf(email)}`;
const BY_STATUS: ListQuery = { where: [['status', '==', 'confirmed']], orderBy: { field: 'createdAt', direction: 'desc' }, limit: 21 };
export const NEWEST: ListQuery = { orderBy: { field: 'createdAt', direction: 'desc' }, limit: 21 };

export const rows: readonly AccessRow[] = [
  // ----- 68: subscribing ---------------------------------------------------------------------
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'allow', 'a visitor subscribes a new address, unconfirmed (subscribe)', { writes: subscription() }),
  row(68, 'user', 'batch', 'newsletter_subscribers', 'allow', 'a signed-in user subscribes an address that is not theirs (their first request)', {
    writes: subscription({ email: 'list@example.com' }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'allow', 'a visitor subscribes an unconfirmed address again, asked long ago', {
    writes: resubscription({ email: QUIET.email }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'allow', 'a visitor subscribes again an unconfirmed address from before the double opt-in', {
    writes: resubscription({ email: PENDING.email }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor asks again for an unconfirmed address that was subscribed minutes ago (by anyone)', {
    writes: resubscription({ email: RECENT.email }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor subscribes again an address that unsubscribed minutes ago', {
    writes: resubscription({ email: LEFT.email }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor subscribes again an address that unsubscribed long ago (its owner asked for no more mail)', {
    writes: resubscription({ email: GONE.email }),
  }),
  row(68, 'otherUser', 'batch', 'newsletter_subscribers', 'deny', 'the owner of an unsubscribed address asks for a confirmation link again (they confirm it at once instead: rule 71)', {
    writes: resubscription({ email: GONE.email }),
  }),
  row(68, 'user', 'batch', 'newsletter_subscribers', 'deny', 'the owner of a confirmed address asks for a confirmation link (a confirmed address is not mailed again)', {
    writes: resubscription({ email: CONFIRMED.email }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor subscribes a confirmed address again (it is not mailed again)', {
    writes: resubscription({ email: CONFIRMED.email }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor subscribes two addresses in one request, moving their limit once', {
    writes: [...subscription(), ...withoutLimit(subscription({ email: 'second@example.com' }))],
  }),
  row(68, 'visitor', 'batch', 'newsletter_subscribers', 'deny', 'a visitor without an identity subscribes an address', {
    writes: withoutLimit(subscription()),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor subscribes with the client’s clock as updatedAt', {
    writes: subscription({ subscriber: { updatedAt: CLIENT_TIME } }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor subscribes with the client’s clock as createdAt', {
    writes: subscription({ subscriber: { createdAt: CLIENT_TIME } }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor subscribes with an extra key', {
    writes: subscription({ subscriber: { name: 'Nina' } }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor subscribes with a status of their own', {
    writes: subscription({ subscriber: { status: 'vip' } }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor subscribes an address with capitals', {
    writes: subscription({ email: 'New@Example.com' }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', "a visitor subscribes an address under another address's id", {
    writes: subscription({ id: idOf('someone@example.com') }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor subscribes without moving their limit', {
    writes: withoutLimit(subscription()),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor subscribes a second address within a minute', {
    setup: [subscription({ email: 'first@example.com' })],
    writes: subscription(),
  }),
  row(68, 'user', 'batch', 'newsletter_subscribers', 'deny', 'a user subscribes a second address within a minute', {
    setup: [subscription({ email: 'first@example.com' })],
    writes: resubscription({ email: QUIET.email }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', "a visitor subscribes moving someone else's limit", {
    writes: [{ op: 'set', collection: 'newsletter_limits', id: 'user', data: { lastSentAt: SERVER_TIME } }, ...subscription().slice(1)],
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor subscribes an unconfirmed address again without moving their limit', {
    writes: withoutLimit(resubscription({ email: QUIET.email })),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor subscribes an unconfirmed address again with the client’s clock', {
    writes: resubscription({ email: QUIET.email, subscriber: { updatedAt: CLIENT_TIME } }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor moves an address’s subscription to another address', {
    writes: resubscription({ email: QUIET.email, subscriber: { email: 'elsewhere@example.com' } }),
  }),
  row(68, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor subscribing an unconfirmed address again gives it a token', {
    writes: resubscription({ email: QUIET.email, subscriber: { token: NEW_TOKEN } }),
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

  // ----- 69: the unsubscribe links -------------------------------------------------------------
  row(69, 'visitor', 'update', subscriberPath(CONFIRMED.email), 'allow', 'a visitor follows the unsubscribe link (unsubscribeWithLink)', {
    data: link('unsubscribed', CONFIRMED.token!),
  }),
  row(69, 'anonymous', 'update', subscriberPath(PENDING.email), 'allow', 'a visitor unsubscribes an unconfirmed address from before the double opt-in with its link', {
    data: link('unsubscribed', PENDING.token!),
  }),
  row(69, 'user', 'update', subscriberPath(CONFIRMED.email), 'allow', 'a user unsubscribes their own verified address (unsubscribeMyAddress)', {
    data: OWNER_UNSUBSCRIBES,
  }),
  row(69, 'visitor', 'update', subscriberPath(CONFIRMED.email), 'deny', "a visitor unsubscribes an address with another address's token", {
    data: link('unsubscribed', PENDING.token!),
  }),
  row(69, 'visitor', 'update', subscriberPath(QUIET.email), 'deny', 'a visitor unsubscribes an address that has no token yet, presenting a made-up one', {
    data: link('unsubscribed', NEW_TOKEN),
  }),
  row(69, 'visitor', 'update', subscriberPath(CONFIRMED.email), 'deny', 'a visitor follows the unsubscribe link setting an unknown status', {
    data: link('vip', CONFIRMED.token!),
  }),
  row(69, 'visitor', 'update', subscriberPath(CONFIRMED.email), 'deny', 'a visitor unsubscribes with the link and changes the address', {
    data: link('unsubscribed', CONFIRMED.token!, { email: 'elsewhere@example.com' }),
  }),
  row(69, 'visitor', 'update', subscriberPath(CONFIRMED.email), 'deny', "a visitor unsubscribes with the link and the client's clock", {
    data: link('unsubscribed', CONFIRMED.token!, { updatedAt: CLIENT_TIME }),
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

  // ----- 70: the list is the admins' ----------------------------------------------------------
  row(70, 'admin', 'list', 'newsletter_subscribers', 'allow', 'an admin lists subscribers (listSubscribersPage)', { query: NEWEST }),
  row(70, 'admin', 'list', 'newsletter_subscribers', 'allow', 'an admin lists confirmed subscribers (the export)', { query: BY_STATUS }),
  row(70, 'admin', 'count', 'newsletter_subscribers', 'allow', 'an admin counts confirmed subscribers (countSubscribers)', {
    query: { where: [['status', '==', 'confirmed']] },
  }),
  row(70, 'admin', 'get', subscriberPath(PENDING.email), 'allow', 'an admin reads a subscriber'),
  row(70, 'admin', 'delete', subscriberPath(PENDING.email), 'allow', 'an admin deletes a subscriber (deleteSubscriber)'),
  row(70, 'user', 'get', subscriberPath(CONFIRMED.email), 'allow', 'a user reads the entry of their own verified address (confirming as its owner)'),
  row(70, 'noProfileUser', 'get', subscriberPath(NEWCOMER.email), 'allow', 'the identity an e-mail link logged in reads its address’s entry (confirmSubscription)'),
  row(70, 'visitor', 'list', 'newsletter_subscribers', 'deny', 'a visitor lists subscribers', { query: NEWEST }),
  row(70, 'anonymous', 'get', subscriberPath(PENDING.email), 'deny', 'a visitor reads a subscriber (and its token)'),
  row(70, 'user', 'list', 'newsletter_subscribers', 'deny', 'a user lists subscribers', { query: NEWEST }),
  row(70, 'user', 'list', 'newsletter_subscribers', 'deny', 'a user lists the confirmed subscribers', { query: BY_STATUS }),
  row(70, 'user', 'count', 'newsletter_subscribers', 'deny', 'a user counts subscribers', { query: { where: [['status', '==', 'confirmed']] } }),
  row(70, 'user', 'get', subscriberPath(PENDING.email), 'deny', 'a user reads the entry of another address'),
  row(70, 'unverifiedUser', 'get', subscriberPath(UNVERIFIED.email), 'deny', 'a user reads the entry of their address before verifying it'),
  row(70, 'movedUser', 'get', subscriberPath('moved-old@example.com'), 'deny', 'a user reads the entry of the address their account had before'),
  row(70, 'inactiveAdmin', 'list', 'newsletter_subscribers', 'deny', 'an inactive admin lists subscribers', { query: NEWEST }),
  row(70, 'user', 'delete', subscriberPath(CONFIRMED.email), 'deny', 'a user deletes their own subscriber document'),
  row(70, 'inactiveAdmin', 'delete', subscriberPath(PENDING.email), 'deny', 'an inactive admin deletes a subscriber'),

  // ----- 71: confirming proves the inbox ----------------------------------------------------------
  row(71, 'noProfileUser', 'update', subscriberPath(NEWCOMER.email), 'allow', 'the identity an e-mail link logged in confirms its address, with a token of its own (confirmSubscription)', {
    data: confirmed(),
  }),
  row(71, 'movedUser', 'create', subscriberPath('moved-new@example.com'), 'allow', 'a user logged in with their verified address subscribes it, confirmed at once (subscribe)', {
    data: confirmedNew('moved-new@example.com'),
  }),
  row(71, 'otherUser', 'update', subscriberPath(GONE.email), 'allow', 'the owner of an unsubscribed address confirms it again, with a new token', {
    data: confirmed(),
  }),
  row(71, 'user', 'update', subscriberPath(CONFIRMED.email), 'allow', 'the owner confirms a confirmed address again, with a new token', {
    data: confirmed(),
  }),
  row(71, 'anonymous', 'update', subscriberPath(PENDING.email), 'deny', 'the visitor whose browser made an old unconfirmed address’s token confirms it with that token', {
    data: { status: 'confirmed', updatedAt: SERVER_TIME, proof: PENDING.token },
  }),
  row(71, 'anonymous', 'update', subscriberPath(NEWCOMER.email), 'deny', 'a visitor who subscribed an address confirms it with a token of their own', {
    data: confirmed(),
  }),
  row(71, 'visitor', 'update', subscriberPath(NEWCOMER.email), 'deny', 'a visitor without an identity confirms an address', {
    data: confirmed(),
  }),
  row(71, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor subscribes an address as confirmed, with a token', {
    writes: subscription({ subscriber: { status: 'confirmed', token: NEW_TOKEN } }),
  }),
  row(71, 'anonymous', 'batch', 'newsletter_subscribers', 'deny', 'a visitor subscribes an address unconfirmed, with a token of their own (for its links)', {
    writes: subscription({ subscriber: { token: NEW_TOKEN } }),
  }),
  row(71, 'user', 'create', subscriberPath('list@example.com'), 'deny', 'a user subscribes an address that is not theirs as confirmed', {
    data: confirmedNew('list@example.com'),
  }),
  row(71, 'user', 'update', subscriberPath(NEWCOMER.email), 'deny', 'a user confirms someone else’s address', {
    data: confirmed(),
  }),
  row(71, 'unverifiedUser', 'update', subscriberPath(UNVERIFIED.email), 'deny', 'a user confirms their own address before verifying it', {
    data: confirmed(),
  }),
  row(71, 'movedUnverifiedUser', 'create', subscriberPath('moved-unverified-new@example.com'), 'deny', 'a user subscribes their new, unverified address as confirmed', {
    data: confirmedNew('moved-unverified-new@example.com'),
  }),
  row(71, 'movedUser', 'update', subscriberPath(MOVED_OLD.email), 'deny', 'a user confirms again, with a new token, the address their account had before', {
    data: confirmed(),
  }),
  row(71, 'user', 'update', subscriberPath(CONFIRMED.email), 'deny', 'the owner confirms keeping the token (links made before would still work)', {
    data: confirmed({ token: CONFIRMED.token }),
  }),
  row(71, 'noProfileUser', 'update', subscriberPath(NEWCOMER.email), 'deny', 'the owner confirms with a 31-character token', {
    data: confirmed({ token: 'T'.repeat(31) }),
  }),
  row(71, 'noProfileUser', 'update', subscriberPath(NEWCOMER.email), 'deny', 'the owner confirms with a token that is a list, not a string', {
    data: confirmed({ token: [NEW_TOKEN] }),
  }),
  row(71, 'noProfileUser', 'update', subscriberPath(NEWCOMER.email), 'deny', 'the owner confirms without a token', {
    data: { status: 'confirmed', updatedAt: SERVER_TIME },
  }),
  row(71, 'noProfileUser', 'update', subscriberPath(NEWCOMER.email), 'deny', "the owner confirms with the client's clock", {
    data: confirmed({ updatedAt: CLIENT_TIME }),
  }),
  row(71, 'noProfileUser', 'update', subscriberPath(NEWCOMER.email), 'deny', 'the owner confirms and changes the address', {
    data: confirmed({ email: 'elsewhere@example.com' }),
  }),
  row(71, 'noProfileUser', 'update', subscriberPath(NEWCOMER.email), 'deny', 'the owner sets an unknown status with a token', {
    data: confirmed({ status: 'vip' }),
  }),
  row(71, 'movedUser', 'create', subscriberPath('moved-new@example.com'), 'deny', 'the owner subscribes, confirmed, with an extra key', {
    data: confirmedNew('moved-new@example.com', { proof: NEW_TOKEN }),
  }),
  row(71, 'movedUser', 'create', subscriberPath('moved-new@example.com'), 'deny', "the owner subscribes, confirmed, with the client's clock as createdAt", {
    data: confirmedNew('moved-new@example.com', { createdAt: CLIENT_TIME }),
  }),
  row(71, 'anonymous', 'set', `mail/newsletter-${idOf(QUIET.email)}-9`, 'deny', 'a visitor queues a confirmation message in mail/ (the app sends none)', {
    data: { to: QUIET.email, template: { name: 'newsletter-confirm', data: { subscriberId: idOf(QUIET.email), token: NEW_TOKEN } }, createdAt: SERVER_TIME },
  }),
];
