/** User documents (`users/{uid}`): profile and role. */
import { getBackend } from '@/backend/index.ts';
import { SERVER_TIME, type SessionUser } from '@/backend/types.ts';
import { toDate } from '@/lib/dates.ts';
import { COLLECTIONS } from './collections.ts';

export type Role = 'user' | 'admin';

export interface UserProfile {
  uid: string;
  email: string;
  displayName: string;
  role: Role;
  /** ISO string (spec §3); stored as the server's time since the rules check it (older documents: an ISO string). */
  createdAt: string;
  isActive: boolean;
  /** When the person last opened their Messages tab. */
  messagesSeenAt: Date | null;
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
    role: raw.role === 'admin' ? 'admin' : 'user',
    createdAt: typeof raw.createdAt === 'string' ? raw.createdAt : (toDate(raw.createdAt)?.toISOString() ?? ''),
    isActive: raw.isActive !== false,
    messagesSeenAt: toDate(raw.messagesSeenAt),
    hiddenMessageIds: Array.isArray(raw.hiddenMessageIds) ? raw.hiddenMessageIds.filter((id): id is string => typeof id === 'string') : [],
  };
}

/** Admin rights need both the role and an active account (spec §4, access rules). */
export function isActiveAdmin(profile: UserProfile | null): boolean {
  return profile?.role === 'admin' && profile.isActive;
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
// else's Auth account, so "Add User" sends a sign-up invitation and "delete" removes the document.

/** Every user document (admins only), newest first. */
export async function listAllUsers(): Promise<UserProfile[]> {
  const { store } = await getBackend();
  const rows = await store.list(COLLECTIONS.users);
  const time = (profile: UserProfile) => toDate(profile.createdAt)?.getTime() ?? -Infinity;
  return rows.map(normalise).sort((a, b) => time(b) - time(a) || a.email.localeCompare(b.email));
}

/**
 * Changes the role. `isActive` is written alongside, unchanged: the rules want a boolean there,
 * and an old document without the field would otherwise be refused.
 */
export async function updateUserRole(user: Pick<UserProfile, 'uid' | 'isActive'>, role: Role): Promise<void> {
  const { store } = await getBackend();
  await store.update(COLLECTIONS.users, user.uid, { role, isActive: user.isActive });
}

/** Activates or deactivates an account (the role is written alongside, unchanged, for the same reason). */
export async function setUserActive(user: Pick<UserProfile, 'uid' | 'role'>, isActive: boolean): Promise<void> {
  const { store } = await getBackend();
  await store.update(COLLECTIONS.users, user.uid, { isActive, role: user.role });
}

/** Removes the user document; the person then has no profile, so no admin rights and no list access. */
export async function deleteUser(uid: string): Promise<void> {
  const { store } = await getBackend();
  await store.delete(COLLECTIONS.users, uid);
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

export const ALL_ROLES = 'all';
export type RoleFilter = typeof ALL_ROLES | Role;

/** Spec §5: case-insensitive substring over e-mail and display name, combined with the role filter. */
export function filterUsers(users: readonly UserProfile[], search: string, role: RoleFilter): UserProfile[] {
  const needle = search.trim().toLowerCase();
  return users.filter((user) => {
    if (role !== ALL_ROLES && user.role !== role) return false;
    if (!needle) return true;
    return user.email.toLowerCase().includes(needle) || user.displayName.toLowerCase().includes(needle);
  });
}

export interface UserSummary {
  total: number;
  active: number;
  admins: number;
  /** Spec §9: created in the current calendar month and year. */
  newThisMonth: number;
}

export function summariseUsers(users: readonly UserProfile[], now: Date = new Date()): UserSummary {
  return {
    total: users.length,
    active: users.filter((user) => user.isActive).length,
    admins: users.filter((user) => user.role === 'admin').length,
    newThisMonth: users.filter((user) => {
      const created = toDate(user.createdAt);
      return !!created && created.getFullYear() === now.getFullYear() && created.getMonth() === now.getMonth();
    }).length,
  };
}

export const SELF_PROTECTED = "This is your account: you can't demote, deactivate or delete yourself.";
export const LAST_ADMIN_PROTECTED = "The last active admin can't be demoted, deactivated or deleted.";

/**
 * Why this person's role, status and account are locked, or null when they are not: an admin cannot
 * demote, deactivate or delete themselves, and the last active admin cannot be removed.
 */
export function protectionOf(target: UserProfile, currentUid: string | null, users: readonly UserProfile[]): string | null {
  if (currentUid !== null && target.uid === currentUid) return SELF_PROTECTED;
  if (isActiveAdmin(target) && users.filter((user) => isActiveAdmin(user)).length <= 1) return LAST_ADMIN_PROTECTED;
  return null;
}

/** The sign-up link an admin sends to someone they invite; the login page opens in sign-up mode, e-mail filled. */
export function invitationLink(origin: string, email: string): string {
  return `${origin.replace(/\/+$/, '')}/login?mode=signup&email=${encodeURIComponent(email.trim())}`;
}
