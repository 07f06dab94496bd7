/**
 * newsletter_subscribers/{id}: double opt-in subscriptions, one per address (the sender's limit,
 * newsletter_limits, is in contact-messages.ts). It mirrors the newsletter section of `firestore.rules`,
 * under the same helper names; change them together.
 */
import { sha256Hex } from '@/lib/sha256.ts';
import type { LocalDoc } from '../db.ts';
import { isLimitMovedBy } from './contact-messages.ts';
import type { Context, Request } from './context.ts';
import { changesOnly, hasOnly, isEmailAddress, isNow, isTime } from './shapes.ts';

// newsletter_subscribers/{id} -------------------------------------------------------------------

// One document per address, its id the address's SHA-256 (lower-case hex): { email, status
// (unconfirmed | confirmed | unsubscribed), token (the secret in its unsubscribe links, made by the
// inbox's owner when they confirm), createdAt, updatedAt, and proof (the token an unsubscribe link
// presented) }. Older documents may still hold `confirmation`.
//
// Double opt-in without a server: subscribing stores the address unconfirmed, and the app then has
// the backend mail it a sign-in link; opening it signs in with that address, verified, and only such
// an identity (or an account verified with the address) confirms it. Only admins read the list; a
// person signed in with an address, verified, reads its entry.

const SUBSCRIBER_KEYS = ['email', 'status', 'token', 'createdAt', 'updatedAt'];
const NEWSLETTER_TOKEN = /^[A-Za-z0-9_-]{32,64}$/;

const isToken = (value: unknown) => typeof value === 'string' && NEWSLETTER_TOKEN.test(value);

/** Signed in with this address (an account, or the identity the e-mail link signs in as), verified. */
const isOwnAddressId = (ctx: Context, id: string) =>
  ctx.auth !== null && ctx.auth.emailVerified && id === sha256Hex(ctx.auth.email ?? '');

/**
 * A subscription (new, or again for an unconfirmed address): unconfirmed, the server's time, and the
 * sender's limit moved to now in the same batch. A new one has no token (and a subscription again changes
 * none): whoever subscribes never holds a secret of it.
 */
function isSubscription(ctx: Context, id: string, data: LocalDoc, time: Date) {
  return data.status === 'unconfirmed' && isNow(data.updatedAt, time) && isLimitMovedBy(ctx, 'newsletter_limits', id, time);
}

/** The owner confirms: signed in with the address, verified, with a token of their own, fresh. */
function isOwnerConfirmation(ctx: Context, id: string, data: LocalDoc, time: Date) {
  return data.status === 'confirmed' && isToken(data.token) && isNow(data.updatedAt, time) && isOwnAddressId(ctx, id);
}

function isNewSubscriber(ctx: Context, id: string, data: LocalDoc, time: Date) {
  return (
    hasOnly(data, SUBSCRIBER_KEYS) &&
    isEmailAddress(data.email) &&
    id === sha256Hex(data.email as string) &&
    isNow(data.createdAt, time) &&
    ((isSubscription(ctx, id, data, time) && !('token' in data)) || isOwnerConfirmation(ctx, id, data, time))
  );
}

/** How long an unconfirmed address waits for another confirmation link. */
const NEWSLETTER_RESEND_MS = 3600_000;

/**
 * Again for an address not confirmed, at most once an hour whoever asks. A confirmed address is not
 * mailed again; one that unsubscribed, only its owner subscribes again (isConfirmedAgain).
 */
function isResubscription(ctx: Context, id: string, before: LocalDoc, after: LocalDoc, time: Date) {
  return (
    changesOnly(before, after, ['status', 'updatedAt']) &&
    before.status === 'unconfirmed' &&
    isTime(before.updatedAt) &&
    before.updatedAt.getTime() < time.getTime() - NEWSLETTER_RESEND_MS &&
    isSubscription(ctx, id, after, time)
  );
}

/** The owner confirms, whatever the status was, and the token changes: a link made before stops working. */
function isConfirmedAgain(ctx: Context, id: string, before: LocalDoc, after: LocalDoc, time: Date) {
  return (
    changesOnly(before, after, ['status', 'token', 'updatedAt']) &&
    after.token !== ('token' in before ? before.token : '') &&
    isOwnerConfirmation(ctx, id, after, time)
  );
}

/** The unsubscribe link in every issue (its token as `proof`), or the owner of the address, signed in with it verified. */
function isUnsubscription(ctx: Context, before: LocalDoc, after: LocalDoc, time: Date) {
  return (
    after.status === 'unsubscribed' &&
    isNow(after.updatedAt, time) &&
    ((changesOnly(before, after, ['status', 'updatedAt', 'proof']) && 'token' in before && after.proof === before.token) ||
      (changesOnly(before, after, ['status', 'updatedAt']) && ctx.ownsVerifiedEmail(before.email)))
  );
}

export function newsletterSubscribersPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'get':
      return isOwnAddressId(ctx, request.id) || ctx.isActiveAdmin();
    case 'list':
      return ctx.isActiveAdmin();
    case 'create':
      return isNewSubscriber(ctx, request.id, request.data, request.time);
    case 'update':
      return (
        isResubscription(ctx, request.id, request.resource, request.data, request.time) ||
        isConfirmedAgain(ctx, request.id, request.resource, request.data, request.time) ||
        isUnsubscription(ctx, request.resource, request.data, request.time)
      );
    case 'delete':
      return ctx.isActiveAdmin() && ctx.isLogged(`newsletter_subscribers/${request.id}`, request.time);
  }
}

// (end of the newsletter section)
