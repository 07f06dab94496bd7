/** User documents (`users/{uid}`): profile and role. */
import { getBackend } from '@/backend/index.ts';
import type { SessionUser } from '@/backend/types.ts';
import { toDate } from '@/lib/dates.ts';
import { COLLECTIONS } from './collections.ts';

export type Role = 'user' | 'admin';

export interface UserProfile {
  uid: string;
  email: string;
  displayName: string;
  role: Role;
  /** ISO string (spec §3). */
  createdAt: string;
  isActive: boolean;
  /** When the person last opened their Messages tab. */
  messagesSeenAt: Date | null;
}

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
    createdAt: new Date().toISOString(),
    isActive: true,
  });
}

export async function updateOwnDisplayName(uid: string, displayName: string): Promise<void> {
  const { store } = await getBackend();
  await store.update(COLLECTIONS.users, uid, { displayName });
}
