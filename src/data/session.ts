/** Account flows: sign up, sign in, sign out, password reset, display name. */
import { getBackend } from '@/backend/index.ts';
import { BackendError, type SessionUser } from '@/backend/types.ts';
import { createUserProfile, getUserProfile, updateOwnDisplayName } from './users.ts';

export const MIN_PASSWORD_LENGTH = 6;

/**
 * Creates the account, names it, writes its user document and reads that back (spec §7). A profile
 * that does not read back is reported as `profile-not-saved`.
 */
export async function signUp(displayName: string, email: string, password: string): Promise<SessionUser> {
  const { auth } = await getBackend();
  const name = displayName.trim();
  const user = await auth.signUp(email.trim(), password);
  await auth.updateProfile({ displayName: name });
  await createUserProfile(user, name);
  const profile = await getUserProfile(user.uid);
  if (!profile) throw new BackendError('profile-not-saved');
  auth.sendEmailVerification().catch((error: unknown) => console.warn('Could not send the verification e-mail', error));
  return auth.currentUser() ?? { ...user, displayName: name };
}

/** Signs in; an account an admin deactivated is signed straight out again. */
export async function signIn(email: string, password: string): Promise<SessionUser> {
  const { auth } = await getBackend();
  const user = await auth.signIn(email.trim(), password);
  const profile = await getUserProfile(user.uid).catch(() => null);
  if (profile && !profile.isActive) {
    await auth.signOut();
    throw new BackendError('account-deactivated');
  }
  return user;
}

export async function signOut(): Promise<void> {
  const { auth } = await getBackend();
  await auth.signOut();
}

export async function sendPasswordReset(email: string): Promise<void> {
  const { auth } = await getBackend();
  await auth.sendPasswordReset(email.trim());
}

export async function resendVerificationEmail(): Promise<void> {
  const { auth } = await getBackend();
  await auth.sendEmailVerification();
}

/** Spec: only the display name is editable; it is saved on the account and on the user document. */
export async function updateDisplayName(uid: string, displayName: string): Promise<void> {
  const { auth } = await getBackend();
  const name = displayName.trim();
  await auth.updateProfile({ displayName: name });
  await updateOwnDisplayName(uid, name);
}
