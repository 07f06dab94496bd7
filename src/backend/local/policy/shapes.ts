/**
 * The shared bounds and shapes of the demo backend's access policy (src/backend/local/policy.ts): the
 * field bounds (LIMITS), the key lists each collection allows, and the helpers that judge a value or a
 * change (isText, hasOnly, changedKeys, isNow…), with the shape of a mail/ message. It mirrors the
 * shared helpers of `firestore.rules`, under the same names and with the same numbers; change them
 * together. It imports none of the collections' sections.
 */
import { EMAIL_MAX, isStoredEmail } from '@/lib/email.ts';
import type { ListQuery } from '../../types.ts';
import type { LocalDoc } from '../db.ts';

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
  /** A follow-up must leave a conversation's thread below this many entries; a reply, at most this many. */
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
  /** A post's former addresses (rule 83), each at most a slug's length. */
  formerSlugs: 20,
  slug: 100,
} as const;

/** At most one enquiry a minute from one sender (the rules' `duration.value(60, 's')`). */
export const ENQUIRY_INTERVAL_MS = 60_000;

export const USER_CREATE_KEYS = ['uid', 'email', 'displayName', 'role', 'createdAt', 'isActive'];
export const USER_SELF_EDITABLE = ['displayName', 'messagesSeenAt', 'hiddenMessageIds', 'email'];
export const USER_ADMIN_EDITABLE = ['role', 'isActive'];
export const USER_DELETION_KEYS = ['isActive', 'deletedAt', 'role'];
/** The roles an admin may give (isAdminProfileEdit). */
export const ROLES = ['user', 'editor', 'admin'];
export const BLOG_KEYS = [
  'title', 'excerpt', 'content', 'category', 'tags', 'image', 'authorName', 'createdAt', 'updatedAt',
  'views', 'likes', 'readTime', 'isFeatured', 'isPublished', 'searchTerms', 'format',
  'slug', 'formerSlugs', 'seoDescription', 'socialImage', 'publishAt',
];
export const MESSAGE_KEYS = [
  'name', 'email', 'phone', 'company', 'service', 'message', 'status', 'createdAt', 'updatedAt',
  'adminReply', 'repliedAt', 'userId', 'searchTerms',
];
export const MESSAGE_ADMIN_EDITABLE = ['status', 'adminReply', 'repliedAt', 'updatedAt', 'replyCount'];
export const MESSAGE_FOLLOW_UP_EDITABLE = ['status', 'updatedAt', 'replyCount', 'searchTerms'];
export const THREAD_ENTRY_KEYS = ['from', 'text', 'createdAt'];
export const SERVICE_KEYS = [
  'title', 'description', 'category', 'price', 'duration', 'features', 'icon', 'image', 'isPopular',
  'isActive', 'createdAt', 'updatedAt', 'views', 'rating', 'reviews',
];
export const SETTINGS_KEYS = ['companyName', 'tagline', 'email', 'phone', 'address', 'supportHours', 'social', 'updatedAt'];
export const SETTINGS_TEXT_KEYS = ['companyName', 'tagline', 'phone', 'address', 'supportHours'];
export const SOCIAL_NETWORKS = ['Facebook', 'Twitter', 'LinkedIn', 'Instagram', 'GitHub'];
const HTTPS_URL = /^https:\/\/\S+$/;

// ---------------------------------------------------------------------------------------------
// Shapes, as in the rules. Key-based helpers take the document and the key, like the rules' do,
// so that "absent" means the same thing in both.

export const isText = (value: unknown, min: number, max: number): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max;
export const isOptionalText = (data: LocalDoc, key: string, max: number) => !(key in data) || isText(data[key], 0, max);
/** A list of at most `max` strings of 1 to `length` characters, none spanning lines (the rules' join + pattern). */
export const isTextList = (value: unknown, max: number, length: number) =>
  Array.isArray(value) &&
  value.length <= max &&
  value.every((item) => typeof item === 'string' && item.length >= 1 && item.length <= length && !item.includes('\n'));
export const isOptionalTextList = (data: LocalDoc, key: string, max: number, length: number) =>
  !(key in data) || isTextList(data[key], max, length);
/** A whole number from 0 up (the rules' `is int && >= 0`). */
export const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
export const isOptionalCount = (data: LocalDoc, key: string) => !(key in data) || isCount(data[key]);
export const isBool = (value: unknown): value is boolean => typeof value === 'boolean';
export const isOptionalBool = (data: LocalDoc, key: string) => !(key in data) || isBool(data[key]);
export const isTime = (value: unknown): value is Date => value instanceof Date;
export const isMap = (value: unknown): value is LocalDoc =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
export const isHttpsUrl = (value: unknown) => isText(value, 9, LIMITS.url) && HTTPS_URL.test(value);
export const isOptionalHttpsUrl = (data: LocalDoc, key: string) => !(key in data) || data[key] === null || isHttpsUrl(data[key]);
export const isEmailAddress = (value: unknown) => isText(value, 3, LIMITS.messageEmail) && isStoredEmail(value);
/** Text that reaches a mail header (a name, or the service or position in a Subject): on one line. */
export const isLine = (value: unknown, min: number, max: number): value is string => isText(value, min, max) && !/[\r\n]/.test(value);

const keysOf = (doc: LocalDoc) => Object.keys(doc);
export const hasOnly = (doc: LocalDoc, allowed: string[]) => keysOf(doc).every((key) => allowed.includes(key));
export const hasAll = (doc: LocalDoc, keys: string[]) => keys.every((key) => key in doc);

export function equal(a: unknown, b: unknown): boolean {
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
export const changesOnly = (before: LocalDoc, after: LocalDoc, allowed: string[]) =>
  changedKeys(before, after).every((key) => allowed.includes(key));

// Times written by clients are the server's: `SERVER_TIME` arrives as the request's time.
export const isNow = (value: unknown, time: Date) => isTime(value) && value.getTime() === time.getTime();
export const isUnchanged = (before: LocalDoc, after: LocalDoc, key: string) => !changedKeys(before, after).includes(key);

/** Rules are not filters: a list is judged by the condition its query carries. */
export const queryFilters = (query: ListQuery, field: string, value: unknown) =>
  (query.where ?? []).some(([f, op, v]) => f === field && op === '==' && v === value);

/**
 * The query keeps to documents whose `field` is at or before `time`, as the rules prove a query on
 * `resource.data.<field> <= request.time`: a filter `<=` or `<` a time no later than the request's.
 */
export const queryBoundsAtOrBefore = (query: ListQuery, field: string, time: Date) =>
  (query.where ?? []).some(([f, op, v]) => f === field && (op === '<=' || op === '<') && v instanceof Date && v.getTime() <= time.getTime());

// The shape of a mail/ message -----------------------------------------------------------------
// The mail section's helpers (mail.ts), kept here so that every section that lets a client write a
// message (applications.ts, mail.ts) reaches them without an import cycle.

/**
 * A message's shape (src/features/mail/data/mail.ts): the named fixed template with exactly `keys` in its data, the
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
