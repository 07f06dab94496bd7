/**
 * contact_messages/{id}, its thread (contact_messages/{id}/replies/{n}), and the senders' limits
 * (enquiry_limits, application_limits, newsletter_limits): enquiries, the admins' replies and the
 * senders' follow-ups, at most one a minute per sender. It mirrors the contact_messages and
 * enquiry_limits sections of `firestore.rules`, under the same helper names; change them together.
 */
import type { ListQuery } from '../../types.ts';
import type { LocalDoc } from '../db.ts';
import type { Context, Request } from './context.ts';
import {
  changesOnly, ENQUIRY_INTERVAL_MS, hasAll, hasOnly, isEmailAddress, isLine, isNow, isOptionalTextList, isText, isTextList, isTime,
  isUnchanged, LIMITS, MESSAGE_ADMIN_EDITABLE, MESSAGE_FOLLOW_UP_EDITABLE, MESSAGE_KEYS, queryFilters, THREAD_ENTRY_KEYS,
} from './shapes.ts';

// contact_messages/{id} ------------------------------------------------------------------------

/**
 * A visitor's anonymous identity, or an account whose e-mail is not verified, as a visitor does (userId
 * null); or an active account with a verified e-mail, under its own uid and that e-mail.
 */
export function isRightfulSender(ctx: Context, data: LocalDoc) {
  return (
    // (An anonymous identity has no verified e-mail.)
    (data.userId === null && ctx.signedIn() && !ctx.auth!.emailVerified) ||
    (data.userId === ctx.auth?.uid && ctx.ownsVerifiedEmail(data.email) && ctx.isActiveAccount())
  );
}

/**
 * A sender's limit (`collection`/{uid}), moved to now in this batch by the very document `id` (a limit
 * moves once per batch, so one request creates one limited document).
 */
export function isLimitMovedBy(ctx: Context, collection: string, id: string, time: Date) {
  const limit = ctx.auth ? ctx.getAfter(collection, ctx.auth.uid) : null;
  return limit !== null && isNow(limit.lastSentAt, time) && limit.sent === id;
}

function isValidNewMessage(ctx: Context, id: string, data: LocalDoc, time: Date) {
  return (
    hasAll(data, MESSAGE_KEYS) &&
    hasOnly(data, MESSAGE_KEYS) &&
    isLine(data.name, 1, LIMITS.messageName) &&
    isTextList(data.searchTerms, LIMITS.messageSearchTerms, LIMITS.searchTerm) &&
    isEmailAddress(data.email) &&
    isText(data.phone, 0, LIMITS.messagePhone) &&
    isText(data.company, 0, LIMITS.messageCompany) &&
    isLine(data.service, 1, LIMITS.messageService) &&
    isText(data.message, 1, LIMITS.messageBody) &&
    data.status === 'unread' &&
    data.adminReply === null &&
    data.repliedAt === null &&
    isNow(data.createdAt, time) &&
    isNow(data.updatedAt, time) &&
    ctx.signedIn() &&
    isRightfulSender(ctx, data) &&
    // A new conversation: no thread is left at this id (an earlier enquiry's, deleted).
    ctx.get(threadOf(id), '1') === null &&
    // At most one enquiry a minute per sender: the same batch moves their limit to now, for this enquiry.
    isLimitMovedBy(ctx, 'enquiry_limits', id, time)
  );
}

/** The sender, by uid, or by an e-mail their token says is verified; on an active account. */
export function isSendersMessage(ctx: Context, message: LocalDoc) {
  return (ctx.isSelf(message.userId) || ctx.ownsVerifiedEmail(message.email)) && ctx.isActiveAccount();
}

/**
 * Status only moves forward: unread -> read -> replied, or unread -> replied (only the sender's
 * follow-up moves a replied message back to unread). A reply comes with replied, stamped now; marking
 * read leaves the reply the message holds, and its thread, as they are.
 */
function isAdminTriage(ctx: Context, id: string, before: LocalDoc, after: LocalDoc, time: Date) {
  const toRead =
    before.status === 'unread' &&
    after.status === 'read' &&
    isUnchanged(before, after, 'adminReply') &&
    isUnchanged(before, after, 'repliedAt') &&
    isUnchanged(before, after, 'replyCount');
  // From any status, a replied one again too (staff add to their answer), the thread at most
  // LIMITS.threadEntries entries.
  const toReplied =
    after.status === 'replied' &&
    (after.adminReply === null || isText(after.adminReply, 1, LIMITS.reply)) &&
    isNow(after.repliedAt, time) &&
    ((after.replyCount ?? 0) as number) <= LIMITS.threadEntries &&
    isEarlierReplyFiled(ctx, id, before, after);
  return (
    changesOnly(before, after, MESSAGE_ADMIN_EDITABLE) &&
    isNow(after.updatedAt, time) &&
    (toRead || toReplied) &&
    ctx.isActiveAdmin() &&
    ctx.isLogged(`contact_messages/${id}`, time)
  );
}

// The conversation: contact_messages/{id}/replies/{n} ------------------------------------------
// The message holds its latest reply; its thread holds the sender's follow-ups and our earlier
// replies. The message counts them (replyCount, absent: 0); each move that adds one names the entry at
// the new count, written in the same batch, whose own rule says who may write it and what.

const threadOf = (id: string) => `contact_messages/${id}/replies`;

function isNextThreadEntry(ctx: Context, id: string, before: LocalDoc, after: LocalDoc) {
  const count = 'replyCount' in before ? before.replyCount : 0;
  return (
    typeof count === 'number' &&
    after.replyCount === count + 1 &&
    ctx.getAfter(threadOf(id), String(after.replyCount)) !== null
  );
}

/** A first reply leaves the thread as it is; a later one files the reply the message held. */
function isEarlierReplyFiled(ctx: Context, id: string, before: LocalDoc, after: LocalDoc) {
  return (before.repliedAt === null && isUnchanged(before, after, 'replyCount')) || isNextThreadEntry(ctx, id, before, after);
}

/**
 * The sender writes back after our reply: their follow-up is the thread's next entry and the message
 * goes back to unread, its search terms taking the follow-up's words; at most 49 entries after it.
 * Who may write the follow-up is its entry's rule.
 */
function isFollowUp(ctx: Context, id: string, before: LocalDoc, after: LocalDoc, time: Date) {
  return (
    changesOnly(before, after, MESSAGE_FOLLOW_UP_EDITABLE) &&
    before.status === 'replied' &&
    after.status === 'unread' &&
    isNow(after.updatedAt, time) &&
    isOptionalTextList(after, 'searchTerms', LIMITS.messageSearchTerms, LIMITS.searchTerm) &&
    typeof after.replyCount === 'number' &&
    after.replyCount < LIMITS.threadEntries &&
    isNextThreadEntry(ctx, id, before, after)
  );
}

/**
 * Written once, with the message's move: the sender's follow-up (their words, now), or, by an admin,
 * the reply the message held, filed as it stood (its text, or none, and its time to the millisecond).
 */
function isValidThreadEntry(ctx: Context, id: string, n: string, data: LocalDoc, time: Date) {
  const message = ctx.get('contact_messages', id);
  const after = ctx.getAfter('contact_messages', id);
  if (!message || !after) return false;
  const bySender =
    data.from === 'sender' && isText(data.text, 1, LIMITS.followUp) && isNow(data.createdAt, time) && isSendersMessage(ctx, message);
  const filedByAdmin =
    data.from === 'admin' &&
    data.text === message.adminReply &&
    isTime(data.createdAt) &&
    isTime(message.repliedAt) &&
    data.createdAt.getTime() === message.repliedAt.getTime() &&
    ctx.isActiveAdmin();
  return (
    hasOnly(data, THREAD_ENTRY_KEYS) &&
    typeof after.replyCount === 'number' &&
    n === String(after.replyCount) &&
    (bySender || filedByAdmin)
  );
}

/**
 * History stays with the account (rule 82): before an e-mail change, the owner of a verified address
 * puts their own uid on what was sent under it without one, marked as kept (`keptByAccount`: closing
 * the account leaves it, as it was sent signed out), changing nothing else, on an active account.
 * Nothing already an account's moves. (Enquiries and applications alike.)
 */
export function isKeptByAccount(ctx: Context, before: LocalDoc, after: LocalDoc) {
  return (
    changesOnly(before, after, ['userId', 'keptByAccount']) &&
    before.userId === null &&
    ctx.signedIn() &&
    after.userId === ctx.auth?.uid &&
    after.keptByAccount === true &&
    ctx.ownsVerifiedEmail(before.email) &&
    ctx.isActiveAccount()
  );
}

/**
 * What a person sent while signed in (by uid; one the account only kept, rule 82, was sent signed
 * out), on an active account: theirs to delete (rule 62).
 */
export function isOwnEnquiry(ctx: Context, message: LocalDoc) {
  return ctx.isSelf(message.userId) && (message.keptByAccount ?? false) === false && ctx.isActiveAccount();
}

/**
 * contact_messages/{id}/replies/{n}: read by the message's sender and admins; deleted only with the
 * message, in the batch that deletes it (whose own rule says who may: an admin, logged, or its sender).
 */
export function threadPolicy(ctx: Context, request: Request, id: string): boolean {
  switch (request.op) {
    case 'get':
    case 'list': {
      const message = ctx.get('contact_messages', id);
      return (message !== null && isSendersMessage(ctx, message)) || ctx.isActiveAdmin();
    }
    case 'create':
      return isValidThreadEntry(ctx, id, request.id, request.data, request.time);
    case 'update':
      return false;
    case 'delete':
      return ctx.get('contact_messages', id) !== null && ctx.getAfter('contact_messages', id) === null;
  }
}

/**
 * A query for what its sender sent (enquiries, applications): it must name them by uid, or by their
 * verified e-mail; on an active account.
 */
export function isSendersQuery(ctx: Context, query: ListQuery) {
  const ownByUid = ctx.signedIn() && queryFilters(query, 'userId', ctx.auth?.uid);
  const ownByEmail = ctx.ownsVerifiedEmail(ctx.auth?.email) && queryFilters(query, 'email', ctx.auth?.email);
  return (ownByUid || ownByEmail) && ctx.isActiveAccount();
}

export function contactMessagesPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'get':
      return (request.resource !== null && isSendersMessage(ctx, request.resource)) || ctx.isActiveAdmin();
    case 'list':
      return isSendersQuery(ctx, request.query) || ctx.isActiveAdmin();
    case 'create':
      return isValidNewMessage(ctx, request.id, request.data, request.time);
    case 'update':
      return (
        isAdminTriage(ctx, request.id, request.resource, request.data, request.time) ||
        isFollowUp(ctx, request.id, request.resource, request.data, request.time) ||
        isKeptByAccount(ctx, request.resource, request.data)
      );
    case 'delete':
      return (
        (ctx.isActiveAdmin() && ctx.isLogged(`contact_messages/${request.id}`, request.time)) ||
        (request.resource !== null && isOwnEnquiry(ctx, request.resource))
      );
  }
}

/**
 * enquiry_limits/{uid}, application_limits/{uid}, newsletter_limits/{uid}: when each sender identity
 * last sent an enquiry, an application, a newsletter subscription, and the id of what it sent (`sent`);
 * read by that identity only, moved to now with each, at most once a minute.
 */
const LIMIT_KEYS = ['lastSentAt', 'sent'];
export function senderLimitPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'get':
      return ctx.isSelf(request.id);
    case 'create':
      return ctx.isSelf(request.id) && hasOnly(request.data, LIMIT_KEYS) && isNow(request.data.lastSentAt, request.time);
    case 'update':
      return (
        ctx.isSelf(request.id) &&
        hasOnly(request.data, LIMIT_KEYS) &&
        isNow(request.data.lastSentAt, request.time) &&
        isTime(request.resource.lastSentAt) &&
        request.resource.lastSentAt.getTime() < request.time.getTime() - ENQUIRY_INTERVAL_MS
      );
    default:
      return false;
  }
}
