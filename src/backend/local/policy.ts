/**
 * The demo backend's access policy: the same table as `firestore.rules` (see
 * `shared/access-rules.md`), written as functions named like the rules' helpers, with the same
 * bounds. The demo store consults it on every read and write and refuses with `permission-denied`,
 * as Firestore does. `tests/access-matrix.ts` runs the same rows against both; change them together.
 */
import type { ListQuery } from '../types.ts';
import type { LocalDoc } from './db.ts';

export interface AuthToken {
  uid: string;
  email: string;
  emailVerified: boolean;
}

export type Request =
  | { op: 'get'; collection: string; id: string; resource: LocalDoc | null }
  | { op: 'list'; collection: string; query: ListQuery }
  | { op: 'create'; collection: string; id: string; data: LocalDoc; time: Date }
  | { op: 'update'; collection: string; id: string; resource: LocalDoc; data: LocalDoc; time: Date }
  | { op: 'delete'; collection: string; id: string; resource: LocalDoc | null };

/** How the policy reads a user document (the rules' `get(/users/$(uid))`). */
export type UserLookup = (uid: string) => LocalDoc | null;

// ---------------------------------------------------------------------------------------------
// Field bounds: the same numbers as firestore.rules and the forms' maxLength.

export const LIMITS = {
  displayName: 100,
  profileCreatedAt: 40,
  blogTitle: 200,
  blogExcerpt: 500,
  blogContent: 50_000,
  blogCategory: 50,
  blogTags: 20,
  url: 2_000,
  messageName: 100,
  messageEmail: 254,
  messagePhone: 30,
  messageCompany: 100,
  messageService: 100,
  messageBody: 5_000,
  reply: 5_000,
  serviceTitle: 200,
  serviceDescription: 2_000,
  serviceCategory: 50,
  servicePrice: 50,
  serviceFeatures: 20,
  serviceIcon: 50,
  settingsText: 500,
} as const;

const USER_CREATE_KEYS = ['uid', 'email', 'displayName', 'role', 'createdAt', 'isActive'];
const USER_SELF_EDITABLE = ['displayName', 'messagesSeenAt'];
const USER_ADMIN_EDITABLE = ['role', 'isActive'];
const ROLES = ['user', 'admin'];
const BLOG_KEYS = [
  'title', 'excerpt', 'content', 'category', 'tags', 'image', 'authorName', 'createdAt', 'updatedAt',
  'views', 'likes', 'readTime', 'isFeatured', 'isPublished',
];
const MESSAGE_KEYS = [
  'name', 'email', 'phone', 'company', 'service', 'message', 'status', 'createdAt', 'updatedAt',
  'adminReply', 'repliedAt', 'userId',
];
const MESSAGE_ADMIN_EDITABLE = ['status', 'adminReply', 'repliedAt', 'updatedAt'];
const MESSAGE_STATUSES = ['unread', 'read', 'replied'];
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const SERVICE_KEYS = [
  'title', 'description', 'category', 'price', 'duration', 'features', 'icon', 'image', 'isPopular',
  'isActive', 'createdAt', 'updatedAt', 'views', 'rating', 'reviews',
];
const SETTINGS_KEYS = ['companyName', 'tagline', 'email', 'phone', 'address', 'supportHours', 'social', 'updatedAt'];
const SETTINGS_TEXT_KEYS = ['companyName', 'tagline', 'email', 'phone', 'address', 'supportHours'];
const SOCIAL_NETWORKS = ['Facebook', 'Twitter', 'LinkedIn', 'Instagram', 'GitHub'];
const HTTPS_URL = /^https:\/\/\S+$/;

// ---------------------------------------------------------------------------------------------
// Shapes, as in the rules. Key-based helpers take the document and the key, like the rules' do,
// so that "absent" means the same thing in both.

const isText = (value: unknown, min: number, max: number): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max;
const isOptionalText = (data: LocalDoc, key: string, max: number) =>
  !(key in data) || data[key] === null || isText(data[key], 0, max);
/** Rules cannot look inside a list, so neither does this: a list of at most `max` items. */
const isOptionalList = (data: LocalDoc, key: string, max: number) =>
  !(key in data) || (Array.isArray(data[key]) && data[key].length <= max);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isOptionalNumber = (data: LocalDoc, key: string) => !(key in data) || isNumber(data[key]);
const isBool = (value: unknown): value is boolean => typeof value === 'boolean';
const isOptionalBool = (data: LocalDoc, key: string) => !(key in data) || isBool(data[key]);
const isTime = (value: unknown): value is Date => value instanceof Date;
const isMap = (value: unknown): value is LocalDoc =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
/** An image address: absent, null, or https (the forms accept nothing else). */
const isOptionalHttpsUrl = (data: LocalDoc, key: string) =>
  !(key in data) || data[key] === null || (isText(data[key], 9, LIMITS.url) && HTTPS_URL.test(data[key]));

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
const isUnchangedOrNow = (before: LocalDoc, after: LocalDoc, key: string, time: Date) =>
  isUnchanged(before, after, key) || isNow(after[key], time);

/** Rules are not filters: a list is judged by the condition its query carries. */
const queryFilters = (query: ListQuery, field: string, value: unknown) =>
  (query.where ?? []).some(([f, op, v]) => f === field && op === '==' && v === value);

// ---------------------------------------------------------------------------------------------
// Who is asking.

class Context {
  constructor(
    readonly auth: AuthToken | null,
    private readonly lookupUser: UserLookup,
  ) {}

  signedIn() {
    return this.auth !== null;
  }

  isSelf(uid: unknown) {
    return this.auth !== null && this.auth.uid === uid;
  }

  /** Role admin on an active account. A deleted profile, or role user, or isActive false: no rights. */
  isActiveAdmin() {
    if (!this.auth) return false;
    const profile = this.lookupUser(this.auth.uid);
    return profile?.role === 'admin' && profile.isActive !== false;
  }

  ownsVerifiedEmail(email: unknown) {
    return this.auth !== null && this.auth.emailVerified && this.auth.email === email;
  }
}

// users/{uid} ----------------------------------------------------------------------------------

function isValidNewProfile(ctx: Context, uid: string, data: LocalDoc) {
  return (
    ctx.isSelf(uid) &&
    hasAll(data, USER_CREATE_KEYS) &&
    hasOnly(data, USER_CREATE_KEYS) &&
    data.uid === uid &&
    data.role === 'user' &&
    data.isActive === true &&
    data.email === ctx.auth?.email &&
    isText(data.displayName, 0, LIMITS.displayName) &&
    isText(data.createdAt, 1, LIMITS.profileCreatedAt)
  );
}

function isOwnProfileEdit(ctx: Context, uid: string, before: LocalDoc, after: LocalDoc) {
  return (
    ctx.isSelf(uid) &&
    changesOnly(before, after, USER_SELF_EDITABLE) &&
    isText(after.displayName, 0, LIMITS.displayName) &&
    (!('messagesSeenAt' in after) || isTime(after.messagesSeenAt))
  );
}

/** Older documents may lack role or isActive (spec §3: active unless explicitly false), as in the rules' `get(key, default)`. */
function isAdminProfileEdit(ctx: Context, before: LocalDoc, after: LocalDoc) {
  return (
    ctx.isActiveAdmin() &&
    changesOnly(before, after, USER_ADMIN_EDITABLE) &&
    ROLES.includes(('role' in after ? after.role : 'user') as string) &&
    isBool('isActive' in after ? after.isActive : true)
  );
}

function usersPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'get':
      return ctx.isSelf(request.id) || ctx.isActiveAdmin();
    case 'list':
      return ctx.isActiveAdmin();
    case 'create':
      return isValidNewProfile(ctx, request.id, request.data);
    case 'update':
      return (
        isOwnProfileEdit(ctx, request.id, request.resource, request.data) ||
        isAdminProfileEdit(ctx, request.resource, request.data)
      );
    case 'delete':
      return ctx.isActiveAdmin();
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
    isOptionalList(data, 'tags', LIMITS.blogTags) &&
    isOptionalHttpsUrl(data, 'image') &&
    isOptionalText(data, 'authorName', LIMITS.displayName) &&
    isNumber(data.views) &&
    isOptionalNumber(data, 'likes') &&
    isOptionalNumber(data, 'readTime') &&
    isBool(data.isFeatured) &&
    isBool(data.isPublished) &&
    isTime(data.createdAt)
  );
}

/** A visitor's only write: one more view on a published post. */
function isOneMoreView(before: LocalDoc, after: LocalDoc) {
  return (
    before.isPublished === true &&
    changesOnly(before, after, ['views']) &&
    isNumber(before.views) &&
    after.views === before.views + 1
  );
}

function isAdminPostEdit(ctx: Context, before: LocalDoc, after: LocalDoc, time: Date) {
  return (
    ctx.isActiveAdmin() &&
    isValidPost(after) &&
    isUnchanged(before, after, 'createdAt') &&
    isUnchangedOrNow(before, after, 'updatedAt', time)
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
        ctx.isActiveAdmin() &&
        isValidPost(request.data) &&
        isNow(request.data.createdAt, request.time) &&
        isNow(request.data.updatedAt, request.time)
      );
    case 'update':
      return (
        isOneMoreView(request.resource, request.data) ||
        isAdminPostEdit(ctx, request.resource, request.data, request.time)
      );
    case 'delete':
      return ctx.isActiveAdmin();
  }
}

// contact_messages/{id} ------------------------------------------------------------------------

function isValidNewMessage(ctx: Context, data: LocalDoc, time: Date) {
  return (
    hasAll(data, MESSAGE_KEYS) &&
    hasOnly(data, MESSAGE_KEYS) &&
    isText(data.name, 1, LIMITS.messageName) &&
    isText(data.email, 3, LIMITS.messageEmail) &&
    EMAIL_PATTERN.test(data.email) &&
    isText(data.phone, 0, LIMITS.messagePhone) &&
    isText(data.company, 0, LIMITS.messageCompany) &&
    isText(data.service, 1, LIMITS.messageService) &&
    isText(data.message, 1, LIMITS.messageBody) &&
    data.status === 'unread' &&
    data.adminReply === null &&
    data.repliedAt === null &&
    (data.userId === null || ctx.isSelf(data.userId)) &&
    isNow(data.createdAt, time) &&
    isNow(data.updatedAt, time)
  );
}

/** The sender, by uid, or by an e-mail their token says is verified. */
function isSendersMessage(ctx: Context, message: LocalDoc) {
  return ctx.isSelf(message.userId) || ctx.ownsVerifiedEmail(message.email);
}

function isAdminTriage(ctx: Context, before: LocalDoc, after: LocalDoc, time: Date) {
  return (
    ctx.isActiveAdmin() &&
    changesOnly(before, after, MESSAGE_ADMIN_EDITABLE) &&
    MESSAGE_STATUSES.includes(after.status as string) &&
    (after.adminReply === null || isText(after.adminReply, 1, LIMITS.reply)) &&
    (after.repliedAt === null || isTime(after.repliedAt)) &&
    isUnchangedOrNow(before, after, 'updatedAt', time)
  );
}

function contactMessagesPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'get':
      return (request.resource !== null && isSendersMessage(ctx, request.resource)) || ctx.isActiveAdmin();
    case 'list': {
      // The query must name the sender: their uid, or their verified e-mail.
      const { query } = request;
      const ownByUid = ctx.signedIn() && queryFilters(query, 'userId', ctx.auth?.uid);
      const ownByEmail = ctx.ownsVerifiedEmail(ctx.auth?.email) && queryFilters(query, 'email', ctx.auth?.email);
      return ownByUid || ownByEmail || ctx.isActiveAdmin();
    }
    case 'create':
      return isValidNewMessage(ctx, request.data, request.time);
    case 'update':
      return isAdminTriage(ctx, request.resource, request.data, request.time);
    case 'delete':
      return ctx.isActiveAdmin();
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
    isOptionalList(data, 'features', LIMITS.serviceFeatures) &&
    isOptionalText(data, 'icon', LIMITS.serviceIcon) &&
    isOptionalHttpsUrl(data, 'image') &&
    isBool(data.isActive) &&
    isOptionalBool(data, 'isPopular') &&
    isOptionalNumber(data, 'views') &&
    isOptionalNumber(data, 'rating') &&
    isOptionalNumber(data, 'reviews')
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
        ctx.isActiveAdmin() &&
        isValidService(request.data) &&
        isNow(request.data.createdAt, request.time) &&
        isNow(request.data.updatedAt, request.time)
      );
    case 'update':
      return (
        ctx.isActiveAdmin() &&
        isValidService(request.data) &&
        isUnchanged(request.resource, request.data, 'createdAt') &&
        isUnchangedOrNow(request.resource, request.data, 'updatedAt', request.time)
      );
    case 'delete':
      return ctx.isActiveAdmin();
  }
}

// settings/site --------------------------------------------------------------------------------

/** The footer's five networks, each an address of at most 500 characters ('' hides the link). */
function isValidSocialLinks(data: LocalDoc) {
  if (!('social' in data)) return true;
  const social = data.social;
  return (
    isMap(social) &&
    hasOnly(social, SOCIAL_NETWORKS) &&
    SOCIAL_NETWORKS.every((network) => isOptionalText(social, network, LIMITS.settingsText))
  );
}

function isValidSettings(data: LocalDoc) {
  return (
    hasOnly(data, SETTINGS_KEYS) &&
    SETTINGS_TEXT_KEYS.every((key) => isOptionalText(data, key, LIMITS.settingsText)) &&
    isValidSocialLinks(data)
  );
}

function settingsPolicy(ctx: Context, request: Request): boolean {
  if (request.op === 'list' || request.id !== 'site') return false;
  switch (request.op) {
    case 'get':
      return true;
    case 'create':
      return (
        ctx.isActiveAdmin() &&
        isValidSettings(request.data) &&
        (!('updatedAt' in request.data) || isNow(request.data.updatedAt, request.time))
      );
    case 'update':
      return (
        ctx.isActiveAdmin() &&
        isValidSettings(request.data) &&
        isUnchangedOrNow(request.resource, request.data, 'updatedAt', request.time)
      );
    case 'delete':
      return false;
  }
}

const POLICIES: Record<string, (ctx: Context, request: Request) => boolean> = {
  users: usersPolicy,
  blogs: blogsPolicy,
  contact_messages: contactMessagesPolicy,
  services: servicesPolicy,
  settings: settingsPolicy,
};

/** True when `auth` may make `request`; anything not named above (sub-collections included) is denied. */
export function isAllowed(auth: AuthToken | null, request: Request, lookupUser: UserLookup): boolean {
  const policy = Object.hasOwn(POLICIES, request.collection) ? POLICIES[request.collection] : undefined;
  if (!policy) return false;
  return policy(new Context(auth, lookupUser), request);
}
