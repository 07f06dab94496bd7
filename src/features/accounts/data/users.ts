/** User documents (`users/{uid}`): profile and role. */
import { getBackend } from '@/backend/index.ts';
import { SERVER_TIME, type Cursor, type DocumentData, type SessionUser, type WhereClause, type WithId } from '@/backend/types.ts';
import { toDate } from '@/lib/dates.ts';
import { monthBounds } from '@/lib/dashboard.ts';
import { COLLECTIONS } from '../../../data/collections.ts';
import { cursorOfRow } from '../../../data/paging.ts';

/** `editor`: writes, schedules, publishes and deletes posts, and nothing else an admin may (docs/security.md, rule 80). */
export type Role = 'user' | 'editor' | 'admin';

export const ROLES: readonly Role[] = ['user', 'editor', 'admin'];

/** How a role is named in the users table. */
export function roleName(role: Role): 'User' | 'Editor' | 'Admin' {
  return role === 'admin' ? 'Admin' : role === 'editor' ? 'Editor' : 'User';
}

/** A role in a sentence: "Make Carol an editor". */
export const ROLE_WITH_ARTICLE: Record<Role, string> = { admin: 'an admin', editor: 'an editor', user: 'a user' };

/** How a role is titled under a person's name (the admin sidebar, the profile; spec §2's "Administrator or User"). */
export function roleTitle(role: Role | undefined): 'Administrator' | 'Editor' | 'User' {
  return role === 'admin' ? 'Administrator' : role === 'editor' ? 'Editor' : 'User';
}

export interface UserProfile {
  uid: string;
  email: string;
  displayName: string;
  role: Role;
  /** ISO string (spec §3); stored as the server's time since the rules check it (older documents: an ISO string). */
  createdAt: string;
  isActive: boolean;
  /** When an admin deleted the account (it stays, inactive for good); null for a live account. */
  deletedAt: Date | null;
  /** When the person last opened their Messages tab. */
  messagesSeenAt: Date | null;
  /** Admins: when they last opened Applications and Subscribers (the sidebar's "new" badges count from then; null: never). */
  applicationsSeenAt?: Date | null;
  subscribersSeenAt?: Date | null;
  /** Enquiries matched only by this person's e-mail (sent by someone else) that they hid from their list. */
  hiddenMessageIds: string[];
}

/** The rules' bound on hidden enquiries (firestore.rules, isOwnProfileEdit). */
export const HIDDEN_MESSAGES_MAX = 200;

export const DISPLAY_NAME_MAX = 100;

function normalise(raw: Record<string, unknown> & { id: string }): UserProfile {
  return {
    uid: typeof raw.uid === 'string' ? raw.uid : raw.id,
    email: String(raw.email ?? ''),
    displayName: String(raw.displayName ?? ''),
    role: raw.role === 'admin' || raw.role === 'editor' ? raw.role : 'user',
    createdAt: typeof raw.createdAt === 'string' ? raw.createdAt : (toDate(raw.createdAt)?.toISOString() ?? ''),
    isActive: raw.isActive !== false,
    deletedAt: raw.deletedAt == null ? null : (toDate(raw.deletedAt) ?? new Date(0)),
    messagesSeenAt: toDate(raw.messagesSeenAt),
    applicationsSeenAt: toDate(raw.applicationsSeenAt),
    subscribersSeenAt: toDate(raw.subscribersSeenAt),
    hiddenMessageIds: Array.isArray(raw.hiddenMessageIds) ? raw.hiddenMessageIds.filter((id): id is string => typeof id === 'string') : [],
  };
}

/**
 * Why this account may not have a session, as the error code the sign-in form and the session's
 * notice word (`auth-errors.ts`): deleted or deactivated by an admin; null for an account in good standing.
 */
export function closedAccountCode(profile: Pick<UserProfile, 'isActive' | 'deletedAt'> | null): 'account-deleted' | 'account-deactivated' | null {
  if (profile?.deletedAt) return 'account-deleted';
  if (profile && !profile.isActive) return 'account-deactivated';
  return null;
}

/** Admin rights need both the role and an active account (spec §4, access rules). */
export function isActiveAdmin(profile: UserProfile | null): boolean {
  return profile?.role === 'admin' && profile.isActive;
}

/** The post work (writing, scheduling, publishing and deleting posts) is for active admins and editors. */
export function isActiveStaff(profile: UserProfile | null): boolean {
  return (profile?.role === 'admin' || profile?.role === 'editor') && profile.isActive;
}

export async function getUserProfile(uid: string): Promise<UserProfile | null> {
  const { store } = await getBackend();
  const row = await store.get(COLLECTIONS.users, uid);
  return row ? normalise(row) : null;
}

/** The document sign-up writes: exactly these keys, role user, active (the rules check all of it). */
export async function createUserProfile(user: SessionUser, displayName: string): Promise<void> {
  const { store } = await getBackend();
  await store.set(COLLECTIONS.users, user.uid, {
    uid: user.uid,
    email: user.email,
    displayName,
    role: 'user',
    createdAt: SERVER_TIME,
    isActive: true,
  });
}

export async function updateOwnDisplayName(uid: string, displayName: string): Promise<void> {
  const { store } = await getBackend();
  await store.update(COLLECTIONS.users, uid, { displayName });
}

/**
 * Records that the person has just opened their Messages tab (server time), which clears the
 * header's red dot for the replies they have now seen. The rules let a user write exactly this field
 * and their display name on their own document.
 */
export async function markMessagesSeen(uid: string): Promise<void> {
  const { store } = await getBackend();
  await store.update(COLLECTIONS.users, uid, { messagesSeenAt: SERVER_TIME });
}

/**
 * Hides (or shows again) an enquiry in the person's own list: for messages that match them only by
 * e-mail, which anyone can send with their address. The newest 200 hidden ids are kept.
 */
export async function setMessageHidden(profile: Pick<UserProfile, 'uid' | 'hiddenMessageIds'>, messageId: string, hidden: boolean): Promise<string[]> {
  const others = profile.hiddenMessageIds.filter((id) => id !== messageId);
  const next = (hidden ? [...others, messageId] : others).slice(-HIDDEN_MESSAGES_MAX);
  const { store } = await getBackend();
  await store.update(COLLECTIONS.users, profile.uid, { hiddenMessageIds: next });
  return next;
}

// ---------------------------------------------------------------------------------------------
// Admin: managing users (spec §2 "Admin users manager", §7 "Users"). Only active admins may list
// users or change role/isActive (the access rules); a client cannot create or delete someone
// else's Auth account, so "Add User" sends a sign-up invitation and "delete" marks the document
// deleted (it is never removed: the person could otherwise sign up again as a new user).

/** The role filter's choices: everyone, or one role. */
export const ALL_ROLES = 'all';
export type RoleFilter = typeof ALL_ROLES | Role;

/** How many users a page of the admin list shows. */
export const USERS_PAGE_SIZE = 20;

/**
 * `createdAt` holds the server's time (a timestamp) in every document sign-up writes now, and an ISO
 * string in older ones. Firestore orders values by type first (timestamps before strings), so one
 * query ordered by `createdAt` is not newest first across both. The admin list reads the two apart,
 * each picked by a range filter of its own type (a range matches values of its type only): the
 * timestamps newest first, then the older ISO strings newest first (UTC ISO strings sort by time).
 * A document without `createdAt` is in neither (a query ordered by a field leaves it out); sign-up
 * has always written the field.
 */
const TIMESTAMP_BAND: WhereClause = ['createdAt', '>=', new Date(0)];
const ISO_STRING_BAND: WhereClause = ['createdAt', '>=', ''];
const NEWEST_FIRST = { field: 'createdAt', direction: 'desc' } as const;

/**
 * The role filter as a query. Old documents may lack `role` (they are shown as users): a
 * `role == 'user'` query misses them, so they are listed under All Roles only.
 */
function roleClauses(role: RoleFilter): WhereClause[] {
  return role === ALL_ROLES ? [] : [['role', '==', role]];
}

export interface UsersPage {
  users: UserProfile[];
  /** Where the next page starts (after this page's last row), or null for an empty page. */
  end: Cursor | null;
}

/**
 * One page of users, newest first, with the role filter: the page after `after` (null: the first).
 * Reads at most `USERS_PAGE_SIZE` documents, however many users there are.
 */
export async function listUsersPage(role: RoleFilter, after: Cursor | null): Promise<UsersPage> {
  const { store } = await getBackend();
  const equality = roleClauses(role);
  const afterString = typeof after?.value === 'string';
  const rows: WithId<DocumentData>[] = [];
  if (!afterString) {
    const query = { where: [...equality, TIMESTAMP_BAND], orderBy: NEWEST_FIRST, limit: USERS_PAGE_SIZE };
    rows.push(...(await store.list(COLLECTIONS.users, after ? { ...query, startAfter: after } : query)));
  }
  if (rows.length < USERS_PAGE_SIZE) {
    // The timestamps are used up: the page goes on with the older ISO-string documents.
    const query = { where: [...equality, ISO_STRING_BAND], orderBy: NEWEST_FIRST, limit: USERS_PAGE_SIZE - rows.length };
    rows.push(...(await store.list(COLLECTIONS.users, after && afterString ? { ...query, startAfter: after } : query)));
  }
  const last = rows.at(-1);
  return { users: rows.map(normalise), end: last ? cursorOfRow(last, NEWEST_FIRST.field) : null };
}

/** The newest `count` users of each kind of `createdAt` (the caller picks the newest overall by date). */
export async function listNewestUsers(count: number): Promise<UserProfile[]> {
  const { store } = await getBackend();
  const bands = await Promise.all(
    [TIMESTAMP_BAND, ISO_STRING_BAND].map((band) => store.list(COLLECTIONS.users, { where: [band], orderBy: NEWEST_FIRST, limit: count })),
  );
  return bands.flat().map(normalise);
}

/**
 * How many users were created from `start` (included) to `end` (excluded): counted in both kinds of
 * `createdAt`, the timestamps with Date bounds and the older ISO strings with ISO bounds.
 */
export async function countUsersCreated(start: Date, end: Date): Promise<number> {
  const { store } = await getBackend();
  const [timestamps, isoStrings] = await Promise.all([
    store.count(COLLECTIONS.users, { where: [['createdAt', '>=', start], ['createdAt', '<', end]] }),
    store.count(COLLECTIONS.users, { where: [['createdAt', '>=', start.toISOString()], ['createdAt', '<', end.toISOString()]] }),
  ]);
  return timestamps + isoStrings;
}

/** How many user documents there are (admins only): the dashboard's "Total Users". */
export async function countAllUsers(): Promise<number> {
  const { store } = await getBackend();
  return store.count(COLLECTIONS.users);
}

/** The figures of the users screen, counted by the backend (aggregations, not document reads). */
export interface UserCounts {
  total: number;
  /** `isActive == false`: a document without the field counts as active (spec §3's default). */
  inactive: number;
  admins: number;
  inactiveAdmins: number;
  editors: number;
  /** `role == 'user'`: documents without a role are not in it (see `roleClauses`). */
  users: number;
  /** Spec §9: created in the current calendar month. */
  newThisMonth: number;
}

export async function countUsers(now: Date = new Date()): Promise<UserCounts> {
  const { store } = await getBackend();
  const count = (...where: WhereClause[]) => store.count(COLLECTIONS.users, { where });
  const thisMonth = monthBounds(now);
  const [total, inactive, admins, inactiveAdmins, editors, users, newThisMonth] = await Promise.all([
    count(),
    count(['isActive', '==', false]),
    count(['role', '==', 'admin']),
    count(['role', '==', 'admin'], ['isActive', '==', false]),
    count(['role', '==', 'editor']),
    count(['role', '==', 'user']),
    countUsersCreated(thisMonth.start, thisMonth.end),
  ]);
  return { total, inactive, admins, inactiveAdmins, editors, users, newThisMonth };
}

export interface UserSummary {
  total: number;
  active: number;
  admins: number;
  /** Spec §9: created in the current calendar month and year. */
  newThisMonth: number;
}

export function summaryOf(counts: UserCounts): UserSummary {
  return { total: counts.total, active: counts.total - counts.inactive, admins: counts.admins, newThisMonth: counts.newThisMonth };
}

/** Admins whose account is active: the ones that keep the admin area open to someone. */
export function activeAdminsOf(counts: Pick<UserCounts, 'admins' | 'inactiveAdmins'>): number {
  return counts.admins - counts.inactiveAdmins;
}

/** How many users the role filter lists (what "Page 1 of N" divides). */
export function listedCount(counts: UserCounts, role: RoleFilter): number {
  if (role === ALL_ROLES) return counts.total;
  return role === 'admin' ? counts.admins : role === 'editor' ? counts.editors : counts.users;
}

/** How many matches each of the search's prefix queries reads. */
export const USER_SEARCH_LIMIT = 20;

/**
 * The prefix queries a search runs: user documents carry no search terms, so a search finds names and
 * e-mails by their beginning. E-mails are stored lowercase; display names are matched as typed and
 * with a capital first letter ("carol" finds "Carol Nguyen").
 */
export function userSearchPrefixes(text: string): { field: 'email' | 'displayName'; prefix: string }[] {
  const typed = text.trim();
  if (!typed) return [];
  const capitalised = typed.charAt(0).toUpperCase() + typed.slice(1);
  const prefixes = [
    { field: 'email' as const, prefix: typed.toLowerCase() },
    { field: 'displayName' as const, prefix: typed },
    { field: 'displayName' as const, prefix: capitalised },
  ];
  return prefixes.filter((item, index) => prefixes.findIndex((other) => other.field === item.field && other.prefix === item.prefix) === index);
}

const createdTime = (user: UserProfile) => toDate(user.createdAt)?.getTime() ?? -Infinity;

/**
 * Users whose e-mail or display name begins with `text`, newest first, with the role filter: at most
 * `USER_SEARCH_LIMIT` documents per prefix query, merged by uid. The role is filtered here, over those
 * few matches, so that the prefix queries need no index per role.
 */
export async function searchUsers(text: string, role: RoleFilter): Promise<UserProfile[]> {
  const { store } = await getBackend();
  const found = await Promise.all(
    userSearchPrefixes(text).map(({ field, prefix }) =>
      store.list(COLLECTIONS.users, {
        where: [
          [field, '>=', prefix],
          [field, '<', `${prefix}\uf8ff`],
        ],
        orderBy: { field, direction: 'asc' },
        limit: USER_SEARCH_LIMIT,
      }),
    ),
  );
  const byUid = new Map<string, UserProfile>();
  for (const profile of found.flat().map(normalise)) byUid.set(profile.uid, profile);
  return [...byUid.values()]
    .filter((user) => role === ALL_ROLES || user.role === role)
    .sort((a, b) => createdTime(b) - createdTime(a) || a.email.localeCompare(b.email));
}

/** The account that has this e-mail, if any (as typed, or lowercase as sign-up stores it). */
export async function findUserByEmail(email: string): Promise<UserProfile | null> {
  const typed = email.trim();
  const candidates = [...new Set([typed, typed.toLowerCase()])];
  const { store } = await getBackend();
  const [row] = await store.list(COLLECTIONS.users, { where: [['email', 'in', candidates]], limit: 1 });
  return row ? normalise(row) : null;
}

/**
 * Changes the role. `isActive` is written alongside, unchanged: the rules want a boolean there,
 * and an old document without the field would otherwise be refused.
 */
export async function updateUserRole(user: Person & Pick<UserProfile, 'isActive'>, role: Role): Promise<void> {
  await loggedUserChange(user, { role, isActive: user.isActive }, 'role', `Made ${personOf(user)} ${ROLE_WITH_ARTICLE[role]}`);
}

/** Activates or deactivates an account (the role is written alongside, unchanged, for the same reason). */
export async function setUserActive(user: Person & Pick<UserProfile, 'role'>, isActive: boolean): Promise<void> {
  await loggedUserChange(user, { isActive, role: user.role }, isActive ? 'activated' : 'deactivated', `${isActive ? 'Activated' : 'Deactivated'} ${personOf(user)}`);
}

type Person = Pick<UserProfile, 'uid' | 'email' | 'displayName'>;

const personOf = (user: Person) => (user.displayName ? `${user.displayName} (${user.email})` : user.email || user.uid);

/** An admin's change to an account, with its entry in the audit log (whose module loads with the change). */
async function loggedUserChange(user: Person, data: Record<string, unknown>, action: string, summary: string): Promise<void> {
  const { logged } = await import('@/features/activity/data/activity.ts');
  await logged([{ op: 'update', collection: COLLECTIONS.users, id: user.uid, data }], { area: 'users', action, summary, target: { collection: COLLECTIONS.users, id: user.uid } });
}

/**
 * Deletes an account: its document stays, inactive and without admin rights for good, stamped
 * `deletedAt` (the server's time), so the person cannot sign in or sign up over it, and admins still find it (rule 57).
 * Resolves with the changes to show.
 */
export async function deleteUser(user: Person): Promise<Pick<UserProfile, 'isActive' | 'deletedAt' | 'role'>> {
  await loggedUserChange(user, { isActive: false, role: 'user', deletedAt: SERVER_TIME }, 'deleted', `Deleted the account of ${personOf(user)}`);
  return { isActive: false, role: 'user', deletedAt: new Date() };
}

/** How many enquiries a person sent: by their uid, and by their e-mail (sent signed out), counted once. */
export async function countUserEnquiries(user: Pick<UserProfile, 'uid' | 'email'>): Promise<number> {
  const { store } = await getBackend();
  const [byUid, byEmail] = await Promise.all([
    store.list(COLLECTIONS.contactMessages, { where: [['userId', '==', user.uid]] }),
    user.email ? store.list(COLLECTIONS.contactMessages, { where: [['email', '==', user.email]] }) : Promise.resolve([]),
  ]);
  return new Set([...byUid, ...byEmail].map((row) => row.id)).size;
}

export const SELF_PROTECTED = "This is your account: you can't demote, deactivate or delete yourself.";
export const LAST_ADMIN_PROTECTED = "The last active admin can't be demoted, deactivated or deleted.";
export const ACCOUNT_DELETED_LOCK = 'This account was deleted: it stays here so the person cannot log in again.';

/**
 * Why this person's role, status and account are locked, or null when they are not: an admin cannot
 * demote, deactivate or delete themselves, and the last active admin cannot be removed.
 * `activeAdmins` is counted by the backend (`activeAdminsOf`), not from a list of everyone.
 */
export function protectionOf(target: UserProfile, currentUid: string | null, activeAdmins: number): string | null {
  if (target.deletedAt) return ACCOUNT_DELETED_LOCK;
  if (currentUid !== null && target.uid === currentUid) return SELF_PROTECTED;
  if (isActiveAdmin(target) && activeAdmins <= 1) return LAST_ADMIN_PROTECTED;
  return null;
}

/** The sign-up link an admin sends to someone they invite; the login page opens in sign-up mode, e-mail filled. */
export function invitationLink(origin: string, email: string): string {
  return `${origin.replace(/\/+$/, '')}/login?mode=signup&email=${encodeURIComponent(email.trim())}`;
}
