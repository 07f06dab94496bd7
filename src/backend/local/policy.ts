/**
 * The demo backend's access policy: the same table as `firestore.rules` (see
 * `shared/access-rules.md` and the rows added in `tests/access-matrix.ts`), written as functions
 * named like the rules' helpers, with the same bounds. The demo store consults it on every read and
 * write and refuses with `permission-denied`, as Firestore does. The access table runs the same rows
 * against both; change them together.
 */
import { EMAIL_MAX, isStoredEmail } from '@/lib/email.ts';
import { isSlug } from '@/lib/slugs.ts';
import { sha256Hex } from '@/lib/sha256.ts';
import type { ListQuery } from '../types.ts';
import type { LocalDoc } from './db.ts';

export interface AuthToken {
  uid: string;
  /** Null for an anonymous identity. */
  email: string | null;
  emailVerified: boolean;
  isAnonymous: boolean;
}

export type Request =
  | { op: 'get'; collection: string; id: string; resource: LocalDoc | null }
  | { op: 'list'; collection: string; query: ListQuery }
  | { op: 'create'; collection: string; id: string; data: LocalDoc; time: Date }
  | { op: 'update'; collection: string; id: string; resource: LocalDoc; data: LocalDoc; time: Date }
  | { op: 'delete'; collection: string; id: string; resource: LocalDoc | null };

/** How the policy reads a document (`collection`, `id`), as the rules' `get()` does. */
export type DocumentLookup = (collection: string, id: string) => LocalDoc | null;

// ---------------------------------------------------------------------------------------------
// Field bounds: the same numbers as firestore.rules and the forms' maxLength.

export const LIMITS = {
  displayName: 100,
  blogTitle: 200,
  blogExcerpt: 500,
  blogContent: 50_000,
  blogCategory: 50,
  blogTags: 20,
  blogTag: 50,
  url: 2_000,
  messageName: 100,
  messageEmail: EMAIL_MAX,
  messagePhone: 30,
  messageCompany: 100,
  messageService: 100,
  messageBody: 5_000,
  reply: 5_000,
  followUp: 5_000,
  /** A follow-up must leave a conversation's thread below this many entries. */
  threadEntries: 50,
  serviceTitle: 200,
  serviceDescription: 2_000,
  serviceCategory: 50,
  servicePrice: 50,
  serviceFeatures: 20,
  serviceFeature: 120,
  serviceIcon: 50,
  settingsText: 500,
  hiddenMessages: 200,
  messageId: 40,
  postSearchTerms: 1000,
  messageSearchTerms: 300,
  searchTerm: 50,
  seoDescription: 160,
} as const;

/** At most one enquiry a minute from one sender (the rules' `duration.value(60, 's')`). */
export const ENQUIRY_INTERVAL_MS = 60_000;

const USER_CREATE_KEYS = ['uid', 'email', 'displayName', 'role', 'createdAt', 'isActive'];
const USER_SELF_EDITABLE = ['displayName', 'messagesSeenAt', 'hiddenMessageIds', 'email'];
const USER_ADMIN_EDITABLE = ['role', 'isActive'];
const USER_DELETION_KEYS = ['isActive', 'deletedAt', 'role'];
const ROLES = ['user', 'admin'];
const BLOG_KEYS = [
  'title', 'excerpt', 'content', 'category', 'tags', 'image', 'authorName', 'createdAt', 'updatedAt',
  'views', 'likes', 'readTime', 'isFeatured', 'isPublished', 'searchTerms', 'format',
  'slug', 'seoDescription', 'socialImage',
];
const MESSAGE_KEYS = [
  'name', 'email', 'phone', 'company', 'service', 'message', 'status', 'createdAt', 'updatedAt',
  'adminReply', 'repliedAt', 'userId', 'searchTerms',
];
const MESSAGE_ADMIN_EDITABLE = ['status', 'adminReply', 'repliedAt', 'updatedAt', 'replyCount'];
const MESSAGE_FOLLOW_UP_EDITABLE = ['status', 'updatedAt', 'replyCount', 'searchTerms'];
const THREAD_ENTRY_KEYS = ['from', 'text', 'createdAt'];
const SERVICE_KEYS = [
  'title', 'description', 'category', 'price', 'duration', 'features', 'icon', 'image', 'isPopular',
  'isActive', 'createdAt', 'updatedAt', 'views', 'rating', 'reviews',
];
const SETTINGS_KEYS = ['companyName', 'tagline', 'email', 'phone', 'address', 'supportHours', 'social', 'updatedAt'];
const SETTINGS_TEXT_KEYS = ['companyName', 'tagline', 'phone', 'address', 'supportHours'];
const SOCIAL_NETWORKS = ['Facebook', 'Twitter', 'LinkedIn', 'Instagram', 'GitHub'];
const HTTPS_URL = /^https:\/\/\S+$/;

// ---------------------------------------------------------------------------------------------
// Shapes, as in the rules. Key-based helpers take the document and the key, like the rules' do,
// so that "absent" means the same thing in both.

const isText = (value: unknown, min: number, max: number): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max;
const isOptionalText = (data: LocalDoc, key: string, max: number) => !(key in data) || isText(data[key], 0, max);
/** A list of at most `max` strings of 1 to `length` characters, none spanning lines (the rules' join + pattern). */
const isTextList = (value: unknown, max: number, length: number) =>
  Array.isArray(value) &&
  value.length <= max &&
  value.every((item) => typeof item === 'string' && item.length >= 1 && item.length <= length && !item.includes('\n'));
const isOptionalTextList = (data: LocalDoc, key: string, max: number, length: number) =>
  !(key in data) || isTextList(data[key], max, length);
/** A whole number from 0 up (the rules' `is int && >= 0`). */
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isOptionalCount = (data: LocalDoc, key: string) => !(key in data) || isCount(data[key]);
const isBool = (value: unknown): value is boolean => typeof value === 'boolean';
const isOptionalBool = (data: LocalDoc, key: string) => !(key in data) || isBool(data[key]);
const isTime = (value: unknown): value is Date => value instanceof Date;
const isMap = (value: unknown): value is LocalDoc =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
const isHttpsUrl = (value: unknown) => isText(value, 9, LIMITS.url) && HTTPS_URL.test(value);
const isOptionalHttpsUrl = (data: LocalDoc, key: string) => !(key in data) || data[key] === null || isHttpsUrl(data[key]);
const isEmailAddress = (value: unknown) => isText(value, 3, LIMITS.messageEmail) && isStoredEmail(value);
/** Text that reaches a mail header (a name, or the service or position in a Subject): on one line. */
const isLine = (value: unknown, min: number, max: number): value is string => isText(value, min, max) && !/[\r\n]/.test(value);

const keysOf = (doc: LocalDoc) => Object.keys(doc);
const hasOnly = (doc: LocalDoc, allowed: string[]) => keysOf(doc).every((key) => allowed.includes(key));
const hasAll = (doc: LocalDoc, keys: string[]) => keys.every((key) => key in doc);

function equal(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => equal(item, b[i]));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const left = a as LocalDoc;
    const right = b as LocalDoc;
    const keys = new Set([...keysOf(left), ...keysOf(right)]);
    return [...keys].every((key) => key in left && key in right && equal(left[key], right[key]));
  }
  return a === b;
}

/** The keys whose values differ between two versions of a document (the rules' `diff().affectedKeys()`). */
export function changedKeys(before: LocalDoc, after: LocalDoc): string[] {
  const keys = new Set([...keysOf(before), ...keysOf(after)]);
  return [...keys].filter((key) => !(key in before) || !(key in after) || !equal(before[key], after[key]));
}
const changesOnly = (before: LocalDoc, after: LocalDoc, allowed: string[]) =>
  changedKeys(before, after).every((key) => allowed.includes(key));

// Times written by clients are the server's: `SERVER_TIME` arrives as the request's time.
const isNow = (value: unknown, time: Date) => isTime(value) && value.getTime() === time.getTime();
const isUnchanged = (before: LocalDoc, after: LocalDoc, key: string) => !changedKeys(before, after).includes(key);

/** Rules are not filters: a list is judged by the condition its query carries. */
const queryFilters = (query: ListQuery, field: string, value: unknown) =>
  (query.where ?? []).some(([f, op, v]) => f === field && op === '==' && v === value);

// ---------------------------------------------------------------------------------------------
// Who is asking.

class Context {
  constructor(
    readonly auth: AuthToken | null,
    readonly get: DocumentLookup,
    readonly getAfter: DocumentLookup,
  ) {}

  signedIn() {
    return this.auth !== null;
  }

  isSelf(uid: unknown) {
    return this.auth !== null && this.auth.uid === uid;
  }

  isAnonymous() {
    return this.auth?.isAnonymous === true;
  }

  /** A signed-in person whose user document exists and is not deactivated (an anonymous identity has none). */
  isActiveAccount() {
    const profile = this.auth ? this.get('users', this.auth.uid) : null;
    return profile !== null && profile.isActive !== false;
  }

  /** Role admin on an active account. A deleted profile, or role user, or isActive false: no rights. */
  isActiveAdmin() {
    return this.isActiveAccount() && this.get('users', this.auth!.uid)?.role === 'admin';
  }

  ownsVerifiedEmail(email: unknown) {
    return this.auth !== null && this.auth.emailVerified && this.auth.email === email;
  }
}

// users/{uid} ----------------------------------------------------------------------------------

function isValidNewProfile(ctx: Context, uid: string, data: LocalDoc, time: Date) {
  return (
    ctx.isSelf(uid) &&
    hasAll(data, USER_CREATE_KEYS) &&
    hasOnly(data, USER_CREATE_KEYS) &&
    data.uid === uid &&
    data.role === 'user' &&
    data.isActive === true &&
    data.email === ctx.auth?.email &&
    isText(data.displayName, 1, LIMITS.displayName) &&
    isNow(data.createdAt, time)
  );
}

function isOwnProfileEdit(ctx: Context, uid: string, before: LocalDoc, after: LocalDoc, time: Date) {
  return (
    ctx.isSelf(uid) &&
    changesOnly(before, after, USER_SELF_EDITABLE) &&
    (isUnchanged(before, after, 'email') || ctx.ownsVerifiedEmail(after.email)) &&
    isText(after.displayName, 1, LIMITS.displayName) &&
    (isUnchanged(before, after, 'messagesSeenAt') || isNow(after.messagesSeenAt, time)) &&
    isOptionalTextList(after, 'hiddenMessageIds', LIMITS.hiddenMessages, LIMITS.messageId) &&
    ctx.isActiveAccount()
  );
}

/** A deleted account keeps its document, marked: no edit brings it back. */
const isUndeleted = (before: LocalDoc) => !('deletedAt' in before);

/** Older documents may lack role or isActive (spec §3: active unless explicitly false), as in the rules' `get(key, default)`. */
function isAdminProfileEdit(ctx: Context, before: LocalDoc, after: LocalDoc) {
  return (
    changesOnly(before, after, USER_ADMIN_EDITABLE) &&
    ROLES.includes(('role' in after ? after.role : 'user') as string) &&
    isBool('isActive' in after ? after.isActive : true) &&
    isUndeleted(before) &&
    ctx.isActiveAdmin()
  );
}

/** An admin deletes an account: inactive and without admin rights from now on, stamped with the server's time, for good. */
function isAdminDeletion(ctx: Context, before: LocalDoc, after: LocalDoc, time: Date) {
  return (
    changesOnly(before, after, USER_DELETION_KEYS) &&
    after.isActive === false &&
    after.role === 'user' &&
    isNow(after.deletedAt, time) &&
    isUndeleted(before) &&
    ctx.isActiveAdmin()
  );
}

function usersPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'get':
      return ctx.isSelf(request.id) || ctx.isActiveAdmin();
    case 'list':
      return ctx.isActiveAdmin();
    case 'create':
      return isValidNewProfile(ctx, request.id, request.data, request.time);
    case 'update':
      return (
        isOwnProfileEdit(ctx, request.id, request.resource, request.data, request.time) ||
        isAdminProfileEdit(ctx, request.resource, request.data) ||
        isAdminDeletion(ctx, request.resource, request.data, request.time)
      );
    case 'delete':
      // An admin never removes it: deleting marks the account (isAdminDeletion), which keeps its owner
      // out. The person closes their own account (rule 62), only while it is in good standing and
      // without admin rights.
      return (
        ctx.isSelf(request.id) &&
        ctx.isActiveAccount() &&
        request.resource !== null &&
        ('role' in request.resource ? request.resource.role : 'user') === 'user'
      );
  }
}

// blogs/{id} -----------------------------------------------------------------------------------

function isValidPost(data: LocalDoc) {
  return (
    hasOnly(data, BLOG_KEYS) &&
    isText(data.title, 1, LIMITS.blogTitle) &&
    isText(data.content, 1, LIMITS.blogContent) &&
    isOptionalText(data, 'excerpt', LIMITS.blogExcerpt) &&
    isText(data.category, 1, LIMITS.blogCategory) &&
    isOptionalTextList(data, 'tags', LIMITS.blogTags, LIMITS.blogTag) &&
    isOptionalHttpsUrl(data, 'image') &&
    isOptionalText(data, 'authorName', LIMITS.displayName) &&
    isOptionalCount(data, 'readTime') &&
    isOptionalTextList(data, 'searchTerms', LIMITS.postSearchTerms, LIMITS.searchTerm) &&
    // How the body is written: 'markdown', or absent for plain text (the older posts).
    (!('format' in data) || data.format === 'markdown') &&
    isOptionalText(data, 'seoDescription', LIMITS.seoDescription) &&
    isOptionalHttpsUrl(data, 'socialImage') &&
    isBool(data.isFeatured) &&
    isBool(data.isPublished)
  );
}

// A post's address: blogs/{id}.slug, held in slugs/{slug} -------------------------------------
// slugs/{slug} names the one post holding an address, written in the same batch as the post. No
// update: a slug held by one post cannot be given to another; a post that changes its address (or is
// deleted) frees the old one in the same batch.

/** No address (older posts, read by their id), or one its slugs/ document gives to this post. */
function isSlugHeld(ctx: Context, id: string, data: LocalDoc) {
  return !('slug' in data) || (isSlug(data.slug) && ctx.getAfter('slugs', data.slug)?.postId === id);
}

/** An edit that changes (or drops) the address frees the old one in the same batch. */
function isOldSlugFreed(ctx: Context, before: LocalDoc, after: LocalDoc) {
  return (
    !('slug' in before) ||
    isUnchanged(before, after, 'slug') ||
    (typeof before.slug === 'string' && ctx.getAfter('slugs', before.slug) === null)
  );
}

/** slugs/{slug}: read by admins; taken with the post that takes it, freed when that post gives it up. */
function slugsPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'get':
      return ctx.isActiveAdmin();
    case 'create': {
      const { data } = request;
      const post = typeof data.postId === 'string' ? ctx.getAfter('blogs', data.postId) : null;
      return hasOnly(data, ['postId']) && post !== null && post.slug === request.id && ctx.isActiveAdmin();
    }
    case 'delete': {
      const holder = request.resource?.postId;
      if (typeof holder !== 'string') return false;
      const post = ctx.getAfter('blogs', holder);
      return (post === null || ('slug' in post ? post.slug : '') !== request.id) && ctx.isActiveAdmin();
    }
    default:
      return false;
  }
}

/**
 * A reader's only write: exactly one more view of a published post, a whole number, once per reader
 * identity: the same batch records them under the post's viewers, where they were not before (that
 * record's own rule allows it once, with exactly one more view). A reader counted before changes nothing.
 */
function isOneMoreView(ctx: Context, post: string, before: LocalDoc, after: LocalDoc) {
  return (
    before.isPublished === true &&
    changesOnly(before, after, ['views']) &&
    isCount(after.views) &&
    // Exactly one more: the reader's record, created in this batch, is allowed only with one more view.
    ctx.signedIn() &&
    ctx.get(`blogs/${post}/viewers`, ctx.auth!.uid) === null &&
    ctx.getAfter(`blogs/${post}/viewers`, ctx.auth!.uid) !== null
  );
}

/** Counters only count: an edit keeps the post's views and likes, and its creation time. */
function isAdminPostEdit(ctx: Context, id: string, before: LocalDoc, after: LocalDoc, time: Date) {
  return (
    isValidPost(after) &&
    isSlugHeld(ctx, id, after) &&
    isOldSlugFreed(ctx, before, after) &&
    isUnchanged(before, after, 'createdAt') &&
    isUnchanged(before, after, 'views') &&
    isUnchanged(before, after, 'likes') &&
    isNow(after.updatedAt, time) &&
    ctx.isActiveAdmin()
  );
}

function blogsPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'get':
      return request.resource?.isPublished === true || ctx.isActiveAdmin();
    case 'list':
      return queryFilters(request.query, 'isPublished', true) || ctx.isActiveAdmin();
    case 'create':
      return (
        isValidPost(request.data) &&
        isSlugHeld(ctx, request.id, request.data) &&
        request.data.views === 0 &&
        ('likes' in request.data ? request.data.likes : 0) === 0 &&
        isNow(request.data.createdAt, request.time) &&
        isNow(request.data.updatedAt, request.time) &&
        ctx.isActiveAdmin()
      );
    case 'update':
      return (
        isOneMoreView(ctx, request.id, request.resource, request.data) ||
        isAdminPostEdit(ctx, request.id, request.resource, request.data, request.time)
      );
    case 'delete': {
      // Its address is freed with it (slugs/{slug} removed in the same batch).
      const held = request.resource && 'slug' in request.resource ? request.resource.slug : undefined;
      return (
        ctx.isActiveAdmin() &&
        request.resource !== null &&
        (held === undefined || (typeof held === 'string' && ctx.getAfter('slugs', held) === null))
      );
    }
  }
}

/** blogs/{post}/viewers/{uid}: written once, with the view, never changed or removed. */
function viewersPolicy(ctx: Context, request: Request, post: string): boolean {
  switch (request.op) {
    case 'get':
      return ctx.isSelf(request.id);
    case 'create': {
      const before = ctx.get('blogs', post);
      const after = ctx.getAfter('blogs', post);
      return (
        ctx.isSelf(request.id) &&
        hasOnly(request.data, ['viewedAt']) &&
        isNow(request.data.viewedAt, request.time) &&
        before !== null &&
        after !== null &&
        isCount(before.views) &&
        after.views === before.views + 1
      );
    }
    default:
      return false;
  }
}

// contact_messages/{id} ------------------------------------------------------------------------

/**
 * A visitor's anonymous identity, or an account whose e-mail is not verified, as a visitor does (userId
 * null); or an active account with a verified e-mail, under its own uid and that e-mail.
 */
function isRightfulSender(ctx: Context, data: LocalDoc) {
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
function isLimitMovedBy(ctx: Context, collection: string, id: string, time: Date) {
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
function isSendersMessage(ctx: Context, message: LocalDoc) {
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
  const toReplied =
    (before.status === 'unread' || before.status === 'read') &&
    after.status === 'replied' &&
    (after.adminReply === null || isText(after.adminReply, 1, LIMITS.reply)) &&
    isNow(after.repliedAt, time) &&
    isEarlierReplyFiled(ctx, id, before, after);
  return (
    changesOnly(before, after, MESSAGE_ADMIN_EDITABLE) &&
    isNow(after.updatedAt, time) &&
    (toRead || toReplied) &&
    ctx.isActiveAdmin()
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

/** What a person sent while signed in (by uid), on an active account: theirs to delete (rule 62). */
function isOwnEnquiry(ctx: Context, message: LocalDoc) {
  return ctx.isSelf(message.userId) && ctx.isActiveAccount();
}

/**
 * contact_messages/{id}/replies/{n}: read by the message's sender and admins; deleted by an admin, or
 * with the message, in the batch that deletes it (whose own rule says who may).
 */
function threadPolicy(ctx: Context, request: Request, id: string): boolean {
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
      return ctx.isActiveAdmin() || (ctx.get('contact_messages', id) !== null && ctx.getAfter('contact_messages', id) === null);
  }
}

/**
 * A query for what its sender sent (enquiries, applications): it must name them by uid, or by their
 * verified e-mail; on an active account.
 */
function isSendersQuery(ctx: Context, query: ListQuery) {
  const ownByUid = ctx.signedIn() && queryFilters(query, 'userId', ctx.auth?.uid);
  const ownByEmail = ctx.ownsVerifiedEmail(ctx.auth?.email) && queryFilters(query, 'email', ctx.auth?.email);
  return (ownByUid || ownByEmail) && ctx.isActiveAccount();
}

function contactMessagesPolicy(ctx: Context, request: Request): boolean {
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
        isFollowUp(ctx, request.id, request.resource, request.data, request.time)
      );
    case 'delete':
      return ctx.isActiveAdmin() || (request.resource !== null && isOwnEnquiry(ctx, request.resource));
  }
}

/**
 * enquiry_limits/{uid}, application_limits/{uid}, newsletter_limits/{uid}: when each sender identity
 * last sent an enquiry, an application, a newsletter subscription, and the id of what it sent (`sent`);
 * read by that identity only, moved to now with each, at most once a minute.
 */
const LIMIT_KEYS = ['lastSentAt', 'sent'];
function senderLimitPolicy(ctx: Context, request: Request): boolean {
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

// services/{id} --------------------------------------------------------------------------------

function isValidService(data: LocalDoc) {
  return (
    hasOnly(data, SERVICE_KEYS) &&
    isText(data.title, 1, LIMITS.serviceTitle) &&
    isText(data.description, 1, LIMITS.serviceDescription) &&
    isText(data.category, 1, LIMITS.serviceCategory) &&
    isOptionalText(data, 'price', LIMITS.servicePrice) &&
    isOptionalText(data, 'duration', LIMITS.servicePrice) &&
    isOptionalTextList(data, 'features', LIMITS.serviceFeatures, LIMITS.serviceFeature) &&
    isOptionalText(data, 'icon', LIMITS.serviceIcon) &&
    isOptionalHttpsUrl(data, 'image') &&
    isBool(data.isActive) &&
    isOptionalBool(data, 'isPopular') &&
    isOptionalCount(data, 'views') &&
    (!('rating' in data) || (typeof data.rating === 'number' && data.rating >= 0 && data.rating <= 5)) &&
    isOptionalCount(data, 'reviews')
  );
}

function servicesPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'get':
      return request.resource?.isActive === true || ctx.isActiveAdmin();
    case 'list':
      return queryFilters(request.query, 'isActive', true) || ctx.isActiveAdmin();
    case 'create':
      return (
        isValidService(request.data) &&
        isNow(request.data.createdAt, request.time) &&
        isNow(request.data.updatedAt, request.time) &&
        ctx.isActiveAdmin()
      );
    case 'update':
      return (
        isValidService(request.data) &&
        isUnchanged(request.resource, request.data, 'createdAt') &&
        isNow(request.data.updatedAt, request.time) &&
        ctx.isActiveAdmin()
      );
    case 'delete':
      return ctx.isActiveAdmin();
  }
}

// settings/site --------------------------------------------------------------------------------

/** An address for the footer's link: empty (the link is hidden) or https, at most 500 characters. */
const isSocialLink = (data: LocalDoc, key: string) =>
  !(key in data) || data[key] === '' || (isText(data[key], 0, LIMITS.settingsText) && isHttpsUrl(data[key]));

function isValidSocialLinks(data: LocalDoc) {
  const social = data.social;
  return isMap(social) && hasOnly(social, SOCIAL_NETWORKS) && SOCIAL_NETWORKS.every((network) => isSocialLink(social, network));
}

function isValidSettings(data: LocalDoc, time: Date) {
  return (
    hasOnly(data, SETTINGS_KEYS) &&
    SETTINGS_TEXT_KEYS.every((key) => isOptionalText(data, key, LIMITS.settingsText)) &&
    (data.email === '' || isEmailAddress(data.email)) &&
    isValidSocialLinks(data) &&
    isNow(data.updatedAt, time)
  );
}

function settingsPolicy(ctx: Context, request: Request): boolean {
  if (request.op === 'list' || request.id !== 'site') return false;
  switch (request.op) {
    case 'get':
      return true;
    case 'create':
    case 'update':
      return isValidSettings(request.data, request.time) && ctx.isActiveAdmin();
    case 'delete':
      return false;
  }
}

// meta/content ---------------------------------------------------------------------------------

/**
 * The content version (src/data/content-version.ts): anyone reads meta/ (a prerendered page lists it
 * to learn whether its HTML is current); the content version is all it holds: an active admin moves
 * it to now, with nothing else in it.
 */
function metaPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'get':
    case 'list':
      return true;
    case 'create':
    case 'update':
      return request.id === 'content' && hasOnly(request.data, ['updatedAt']) && isNow(request.data.updatedAt, request.time) && ctx.isActiveAdmin();
    case 'delete':
      return false;
  }
}

// ===== careers applications, the newsletter and mail ===========================================
// Each part keeps to its own section, as in firestore.rules; mailPolicy lets a client create a
// message only when the section it is about says so.

// applications/{id} (careers) -------------------------------------------------------------------

// Same spam and size limits as enquiries: an anonymous identity for visitors, one application a
// minute per sender (application_limits/{uid}, moved to now in the same batch), bounded texts, search
// terms; staff are told by mail/application-{id}, written in the same batch.

const APPLICATION_KEYS = [
  'name', 'email', 'position', 'links', 'coverNote', 'consent', 'status', 'createdAt', 'updatedAt',
  'userId', 'searchTerms', 'expireAt',
];
const APPLICATION_NOTES_KEYS = ['notes', 'updatedAt', 'expireAt'];
const APPLICATION_STATUSES = ['new', 'reviewing', 'interview', 'declined', 'hired'];
const APPLICATION_MAIL_ID = /^application-([A-Za-z0-9]{1,40})$/;

/** 1 to 5 https links. */
const isLinkList = (links: unknown) =>
  Array.isArray(links) && links.length >= 1 && links.length <= 5 && links.every((link) => isHttpsUrl(link));

const DAY_MS = 24 * 3600 * 1000;

/** When the application is deleted (time-to-live on expireAt): a year from now, by the browser's clock, which may be a day out. */
const isKeptAYear = (expireAt: unknown, time: Date) =>
  isTime(expireAt) && expireAt.getTime() > time.getTime() + 364 * DAY_MS && expireAt.getTime() < time.getTime() + 366 * DAY_MS;

function isValidNewApplication(ctx: Context, id: string, data: LocalDoc, time: Date) {
  return (
    hasAll(data, APPLICATION_KEYS) &&
    hasOnly(data, APPLICATION_KEYS) &&
    isLine(data.name, 1, LIMITS.messageName) &&
    isEmailAddress(data.email) &&
    isLine(data.position, 1, 100) &&
    isLinkList(data.links) &&
    isText(data.coverNote, 0, 5000) &&
    data.consent === true &&
    isKeptAYear(data.expireAt, time) &&
    data.status === 'new' &&
    isNow(data.createdAt, time) &&
    isNow(data.updatedAt, time) &&
    isTextList(data.searchTerms, LIMITS.messageSearchTerms, LIMITS.searchTerm) &&
    ctx.signedIn() &&
    isRightfulSender(ctx, data) &&
    // At most one application a minute per sender: the same batch moves their limit to now, for this one.
    isLimitMovedBy(ctx, 'application_limits', id, time) &&
    // Staff are told: the notification is written in the same batch.
    ctx.getAfter('mail', `application-${id}`) !== null
  );
}

/**
 * Admins move an application to any status; nothing else changes, but notes written here before they
 * had a document of their own (application_notes) may be emptied once moved there.
 */
function isAdminApplicationEdit(ctx: Context, before: LocalDoc, after: LocalDoc, time: Date) {
  return (
    changesOnly(before, after, ['status', 'notes', 'updatedAt']) &&
    APPLICATION_STATUSES.includes(after.status as string) &&
    (isUnchanged(before, after, 'notes') || after.notes === '') &&
    isNow(after.updatedAt, time) &&
    ctx.isActiveAdmin()
  );
}

function applicationsPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'get':
      return (request.resource !== null && isSendersMessage(ctx, request.resource)) || ctx.isActiveAdmin();
    case 'list':
      return isSendersQuery(ctx, request.query) || ctx.isActiveAdmin();
    case 'create':
      return isValidNewApplication(ctx, request.id, request.data, request.time);
    case 'update':
      return isAdminApplicationEdit(ctx, request.resource, request.data, request.time);
    case 'delete':
      // Admins; and the applicant, what they sent signed in (by uid), on an active account (rule 62).
      return ctx.isActiveAdmin() || (request.resource !== null && isOwnEnquiry(ctx, request.resource));
  }
}

/**
 * application_notes/{id}: the admins' notes on an application, staff-only, so never in the document its
 * applicant reads. Kept as long as the application (the same expireAt) and deleted with it, by whoever
 * deletes it, in the same batch.
 */
function applicationNotesPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'get':
    case 'list':
      return ctx.isActiveAdmin();
    case 'create':
    case 'update': {
      const application = ctx.get('applications', request.id);
      return (
        hasOnly(request.data, APPLICATION_NOTES_KEYS) &&
        isText(request.data.notes, 0, 5000) &&
        isNow(request.data.updatedAt, request.time) &&
        application !== null &&
        isTime(request.data.expireAt) &&
        equal(request.data.expireAt, application.expireAt) &&
        ctx.isActiveAdmin()
      );
    }
    case 'delete':
      return (
        ctx.isActiveAdmin() ||
        (ctx.get('applications', request.id) !== null && ctx.getAfter('applications', request.id) === null)
      );
  }
}

/**
 * The message announcing a new application: mail/application-{id}, to staff, written in the batch
 * that creates the application, its data what that application says.
 */
function isApplicationMail(ctx: Context, id: string, data: LocalDoc, time: Date): boolean {
  const match = APPLICATION_MAIL_ID.exec(id);
  if (!match) return false;
  const applicationId = match[1];
  const application = ctx.getAfter('applications', applicationId);
  const values = isMap(data.template) && isMap(data.template.data) ? data.template.data : null;
  return (
    ctx.get('applications', applicationId) === null &&
    application !== null &&
    isMailShape(data, 'application-received', ['applicationId', 'name', 'email', 'position'], time) &&
    isToStaff(data) &&
    values !== null &&
    values.applicationId === applicationId &&
    values.name === application.name &&
    values.email === application.email &&
    values.position === application.position
  );
}

// (end of the applications section)


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

function newsletterSubscribersPolicy(ctx: Context, request: Request): boolean {
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
      return ctx.isActiveAdmin();
  }
}

// (end of the newsletter section)


// mail/{id} (Trigger Email), mail_templates, mail_recipients ------------------------------------

/**
 * A message's shape (src/data/mail.ts): the named fixed template with exactly `keys` in its data, the
 * server's time, and a recipient; nothing else (no subject, body, sender, headers, attachments).
 */
export function isMailShape(data: LocalDoc, name: string, keys: string[], time: Date): boolean {
  const template = data.template;
  return (
    hasOnly(data, ['to', 'toUids', 'template', 'createdAt']) &&
    isMap(template) &&
    hasOnly(template, ['name', 'data']) &&
    template.name === name &&
    isMap(template.data) &&
    hasOnly(template.data, keys) &&
    isNow(data.createdAt, time)
  );
}

/** To the staff's notifications address (mail_recipients/staff, looked up by the extension). */
export const isToStaff = (data: LocalDoc) => equal(data.toUids, ['staff']) && !('to' in data);

/** To this one address. */
export const isTo = (data: LocalDoc, address: unknown) => data.to === address && !('toUids' in data);

/**
 * The messages about enquiries (src/data/contact-messages.ts). The id names the enquiry, and every data
 * value is what the enquiry says after the batch:
 * - mail/enquiry-{id}: to staff, in the batch that creates the enquiry (not for one that already
 *   exists), by whoever may send that enquiry (its own rule);
 * - mail/reply-{id}-{n}: to the enquiry's e-mail, in the batch where an admin stores a reply with
 *   text (the enquiry moves to replied now); n is the enquiry's replyCount after it.
 */
function isEnquiryMail(ctx: Context, id: string, data: LocalDoc, time: Date): boolean {
  const values = isMap(data.template) && isMap(data.template.data) ? data.template.data : null;
  if (!values || typeof values.messageId !== 'string') return false;
  const messageId = values.messageId;
  const enquiry = ctx.getAfter('contact_messages', messageId);
  if (!enquiry) return false;
  const replyCount = 'replyCount' in enquiry ? enquiry.replyCount : 0;
  return (
    (id === `enquiry-${messageId}` &&
      isMailShape(data, 'enquiry-received', ['messageId', 'name', 'email', 'service', 'message'], time) &&
      isToStaff(data) &&
      ctx.get('contact_messages', messageId) === null &&
      values.name === enquiry.name &&
      values.email === enquiry.email &&
      values.service === enquiry.service &&
      values.message === enquiry.message) ||
    (id === `reply-${messageId}-${String(replyCount)}` &&
      isMailShape(data, 'enquiry-reply', ['messageId', 'name', 'reply'], time) &&
      isTo(data, enquiry.email) &&
      // Replied in this batch: only an admin's reply moves repliedAt (the enquiry's own rule).
      isNow(enquiry.repliedAt, time) &&
      values.name === enquiry.name &&
      'reply' in values &&
      values.reply === enquiry.adminReply)
  );
}

/**
 * The extension records delivery on the message (delivery.state PENDING, PROCESSING, SUCCESS, ERROR);
 * an admin may send a failed one again by setting its state to RETRY, and nothing else.
 */
function isRetry(ctx: Context, before: LocalDoc, after: LocalDoc): boolean {
  const was = before.delivery;
  const now = after.delivery;
  return (
    changesOnly(before, after, ['delivery']) &&
    isMap(was) &&
    isMap(now) &&
    was.state === 'ERROR' &&
    now.state === 'RETRY' &&
    changedKeys(was, now).every((key) => key === 'state') &&
    ctx.isActiveAdmin()
  );
}

function mailPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'get':
    case 'list':
      return ctx.isActiveAdmin();
    case 'create': {
      const args = [ctx, request.id, request.data, request.time] as const;
      return isEnquiryMail(...args) || isApplicationMail(...args);
    }
    case 'update':
      return isRetry(ctx, request.resource, request.data);
    case 'delete':
      return ctx.isActiveAdmin();
  }
}

/** The templates the extension renders (src/content/mail-templates.ts): installed by an admin, bounded. */
export const MAIL_TEMPLATE_NAMES = ['enquiry-received', 'enquiry-reply', 'application-received'];
export const MAIL_TEMPLATE_LIMITS = { subject: 200, text: 20_000, html: 50_000 } as const;

function mailTemplatesPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'get':
    case 'list':
      return ctx.isActiveAdmin();
    case 'create':
    case 'update':
      return (
        MAIL_TEMPLATE_NAMES.includes(request.id) &&
        hasOnly(request.data, ['subject', 'text', 'html']) &&
        isText(request.data.subject, 1, MAIL_TEMPLATE_LIMITS.subject) &&
        isText(request.data.text, 1, MAIL_TEMPLATE_LIMITS.text) &&
        isText(request.data.html, 1, MAIL_TEMPLATE_LIMITS.html) &&
        ctx.isActiveAdmin()
      );
    case 'delete':
      return false;
  }
}

/** The extension's users collection: `staff` holds the notifications address, read by admins only ('' = none). */
function mailRecipientsPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'get':
      return ctx.isActiveAdmin();
    case 'create':
    case 'update':
      return (
        request.id === 'staff' &&
        hasOnly(request.data, ['email']) &&
        (request.data.email === '' || isEmailAddress(request.data.email)) &&
        ctx.isActiveAdmin()
      );
    default:
      return false;
  }
}

// (end of the mail section)
// ===== end of the careers, newsletter and mail sections ========================================

const POLICIES: Record<string, (ctx: Context, request: Request) => boolean> = {
  users: usersPolicy,
  blogs: blogsPolicy,
  slugs: slugsPolicy,
  contact_messages: contactMessagesPolicy,
  enquiry_limits: senderLimitPolicy,
  services: servicesPolicy,
  settings: settingsPolicy,
  meta: metaPolicy,
  mail: mailPolicy,
  mail_templates: mailTemplatesPolicy,
  mail_recipients: mailRecipientsPolicy,
  newsletter_subscribers: newsletterSubscribersPolicy,
  newsletter_limits: senderLimitPolicy,
  applications: applicationsPolicy,
  application_notes: applicationNotesPolicy,
  application_limits: senderLimitPolicy,
};

/** The policy for a collection path, if any: top-level collections by name, blogs/{id}/viewers and contact_messages/{id}/replies. */
function policyFor(collection: string): ((ctx: Context, request: Request) => boolean) | undefined {
  const viewers = /^blogs\/([^/]+)\/viewers$/.exec(collection);
  if (viewers) return (ctx, request) => viewersPolicy(ctx, request, viewers[1]);
  const thread = /^contact_messages\/([^/]+)\/replies$/.exec(collection);
  if (thread) return (ctx, request) => threadPolicy(ctx, request, thread[1]);
  return Object.hasOwn(POLICIES, collection) ? POLICIES[collection] : undefined;
}

/**
 * True when `auth` may make `request`; anything not named above (other sub-collections included)
 * is denied. `lookup.get` reads documents as they are, `lookup.getAfter` as the request leaves them.
 */
export function isAllowed(
  auth: AuthToken | null,
  request: Request,
  lookup: { get: DocumentLookup; getAfter: DocumentLookup },
): boolean {
  const policy = policyFor(request.collection);
  if (!policy) return false;
  return policy(new Context(auth, lookup.get, lookup.getAfter), request);
}
