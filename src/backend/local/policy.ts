/**
 * The demo backend's access policy: the same table as `firestore.rules` (see
 * `../shared/access-rules.md`), written as functions named like the rules' helpers. The demo store
 * consults it on every read and write and refuses with `permission-denied`, as Firestore does.
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
  servicePrice: 50,
  serviceFeatures: 20,
  settingsText: 500,
} as const;

const USER_CREATE_KEYS = ['uid', 'email', 'displayName', 'role', 'createdAt', 'isActive'];
const USER_SELF_EDITABLE = ['displayName', 'messagesSeenAt'];
const USER_ADMIN_EDITABLE = ['role', 'isActive'];
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
const SERVICE_KEYS = [
  'title', 'description', 'category', 'price', 'duration', 'features', 'icon', 'image', 'isPopular',
  'isActive', 'createdAt', 'updatedAt', 'views', 'rating', 'reviews',
];
const SETTINGS_KEYS = ['companyName', 'tagline', 'email', 'phone', 'address', 'supportHours', 'social', 'updatedAt'];

// ---------------------------------------------------------------------------------------------
// Small predicates, as in the rules.

const isString = (value: unknown, min: number, max: number): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max;
const isOptionalString = (value: unknown, max: number) => value === undefined || value === null || isString(value, 0, max);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isBool = (value: unknown): value is boolean => typeof value === 'boolean';
const isTime = (value: unknown): value is Date => value instanceof Date;
const sameTime = (value: unknown, time: Date) => isTime(value) && value.getTime() === time.getTime();
const isStringList = (value: unknown, maxItems: number, maxLength: number) =>
  Array.isArray(value) && value.length <= maxItems && value.every((item) => isString(item, 0, maxLength));

const keysOf = (doc: LocalDoc) => Object.keys(doc);
const hasOnly = (doc: LocalDoc, allowed: string[]) => keysOf(doc).every((key) => allowed.includes(key));
const hasExactly = (doc: LocalDoc, keys: string[]) => hasOnly(doc, keys) && keys.every((key) => key in doc);

function equal(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The keys whose values differ between two versions of a document (the rules' `diff().affectedKeys()`). */
export function changedKeys(before: LocalDoc, after: LocalDoc): string[] {
  const keys = new Set([...keysOf(before), ...keysOf(after)]);
  return [...keys].filter((key) => !equal(before[key], after[key]));
}
const changesOnly = (before: LocalDoc, after: LocalDoc, allowed: string[]) =>
  changedKeys(before, after).every((key) => allowed.includes(key));

const queryFilters = (query: ListQuery, field: string, value: unknown) =>
  (query.where ?? []).some(([f, op, v]) => f === field && op === '==' && v === value);

// ---------------------------------------------------------------------------------------------

class Context {
  constructor(
    readonly auth: AuthToken | null,
    private readonly lookupUser: UserLookup,
  ) {}

  get signedIn() {
    return this.auth !== null;
  }

  isSelf(uid: unknown) {
    return this.auth !== null && this.auth.uid === uid;
  }

  /** Role admin on an active account (inactive admins have no admin rights; a deleted profile has none). */
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

function isValidNewProfile(ctx: Context, id: string, data: LocalDoc) {
  return (
    ctx.isSelf(id) &&
    hasExactly(data, USER_CREATE_KEYS) &&
    data.uid === id &&
    data.role === 'user' &&
    data.isActive === true &&
    data.email === ctx.auth?.email &&
    isString(data.displayName, 0, LIMITS.displayName) &&
    isString(data.createdAt, 1, 40)
  );
}

function isOwnProfileEdit(ctx: Context, id: string, before: LocalDoc, after: LocalDoc) {
  return (
    ctx.isSelf(id) &&
    changesOnly(before, after, USER_SELF_EDITABLE) &&
    isString(after.displayName, 0, LIMITS.displayName) &&
    (after.messagesSeenAt === undefined || isTime(after.messagesSeenAt))
  );
}

function isAdminProfileEdit(ctx: Context, before: LocalDoc, after: LocalDoc) {
  return (
    ctx.isActiveAdmin() &&
    changesOnly(before, after, USER_ADMIN_EDITABLE) &&
    (after.role === 'user' || after.role === 'admin') &&
    isBool(after.isActive)
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
    isString(data.title, 1, LIMITS.blogTitle) &&
    isString(data.content, 1, LIMITS.blogContent) &&
    isOptionalString(data.excerpt, LIMITS.blogExcerpt) &&
    isString(data.category, 1, LIMITS.blogCategory) &&
    isStringList(data.tags ?? [], LIMITS.blogTags, 50) &&
    isOptionalString(data.image, LIMITS.url) &&
    isOptionalString(data.authorName, LIMITS.displayName) &&
    isNumber(data.views) &&
    isNumber(data.likes ?? 0) &&
    isNumber(data.readTime ?? 0) &&
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
        sameTime(request.data.createdAt, request.time) &&
        sameTime(request.data.updatedAt, request.time)
      );
    case 'update': {
      const { resource: before, data: after, time } = request;
      const changed = changedKeys(before, after);
      const adminEdit =
        ctx.isActiveAdmin() &&
        isValidPost(after) &&
        !changed.includes('createdAt') &&
        (!changed.includes('updatedAt') || sameTime(after.updatedAt, time));
      return adminEdit || isOneMoreView(before, after);
    }
    case 'delete':
      return ctx.isActiveAdmin();
  }
}

// contact_messages/{id} ------------------------------------------------------------------------

function isValidNewMessage(ctx: Context, data: LocalDoc, time: Date) {
  return (
    hasExactly(data, MESSAGE_KEYS) &&
    isString(data.name, 1, LIMITS.messageName) &&
    isString(data.email, 3, LIMITS.messageEmail) &&
    /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(data.email)) &&
    isString(data.phone, 0, LIMITS.messagePhone) &&
    isString(data.company, 0, LIMITS.messageCompany) &&
    isString(data.service, 1, LIMITS.messageService) &&
    isString(data.message, 1, LIMITS.messageBody) &&
    data.status === 'unread' &&
    data.adminReply === null &&
    data.repliedAt === null &&
    (data.userId === null || ctx.isSelf(data.userId)) &&
    sameTime(data.createdAt, time) &&
    sameTime(data.updatedAt, time)
  );
}

function isSendersMessage(ctx: Context, message: LocalDoc) {
  return ctx.isSelf(message.userId) || ctx.ownsVerifiedEmail(message.email);
}

function isAdminTriage(ctx: Context, before: LocalDoc, after: LocalDoc) {
  return (
    ctx.isActiveAdmin() &&
    changesOnly(before, after, MESSAGE_ADMIN_EDITABLE) &&
    MESSAGE_STATUSES.includes(String(after.status)) &&
    (after.adminReply === null || isString(after.adminReply, 1, LIMITS.reply)) &&
    (after.repliedAt === null || isTime(after.repliedAt))
  );
}

function contactMessagesPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'get':
      return ctx.isActiveAdmin() || (request.resource !== null && isSendersMessage(ctx, request.resource));
    case 'list': {
      const { query } = request;
      const ownByUid = ctx.signedIn && queryFilters(query, 'userId', ctx.auth?.uid);
      const ownByEmail = !!ctx.auth?.emailVerified && queryFilters(query, 'email', ctx.auth.email);
      return ownByUid || ownByEmail || ctx.isActiveAdmin();
    }
    case 'create':
      return isValidNewMessage(ctx, request.data, request.time);
    case 'update':
      return isAdminTriage(ctx, request.resource, request.data);
    case 'delete':
      return ctx.isActiveAdmin();
  }
}

// services/{id} --------------------------------------------------------------------------------

function isValidService(data: LocalDoc) {
  return (
    hasOnly(data, SERVICE_KEYS) &&
    isString(data.title, 1, LIMITS.serviceTitle) &&
    isString(data.description, 1, LIMITS.serviceDescription) &&
    isString(data.category, 1, 50) &&
    isOptionalString(data.price, LIMITS.servicePrice) &&
    isOptionalString(data.duration, LIMITS.servicePrice) &&
    isStringList(data.features ?? [], LIMITS.serviceFeatures, 200) &&
    isBool(data.isActive) &&
    (data.isPopular === undefined || isBool(data.isPopular))
  );
}

function servicesPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'get':
      return request.resource?.isActive === true || ctx.isActiveAdmin();
    case 'list':
      return queryFilters(request.query, 'isActive', true) || ctx.isActiveAdmin();
    case 'create':
      return ctx.isActiveAdmin() && isValidService(request.data);
    case 'update':
      return ctx.isActiveAdmin() && isValidService(request.data);
    case 'delete':
      return ctx.isActiveAdmin();
  }
}

// settings/site --------------------------------------------------------------------------------

function isValidSettings(data: LocalDoc) {
  return (
    hasOnly(data, SETTINGS_KEYS) &&
    SETTINGS_KEYS.filter((key) => typeof data[key] === 'string').every((key) =>
      isString(data[key], 0, LIMITS.settingsText),
    )
  );
}

function settingsPolicy(ctx: Context, request: Request): boolean {
  if (request.op === 'list' || request.id !== 'site') return false;
  switch (request.op) {
    case 'get':
      return true;
    case 'create':
    case 'update':
      return ctx.isActiveAdmin() && isValidSettings(request.data);
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

/** True when `auth` may make `request`; anything not named above is denied. */
export function isAllowed(auth: AuthToken | null, request: Request, lookupUser: UserLookup): boolean {
  const policy = POLICIES[request.collection];
  if (!policy) return false;
  return policy(new Context(auth, lookupUser), request);
}
