/** Account flows: sign up, sign in, sign out, password reset, display name, and sessions that end. */
import { getBackend } from '@/backend/index.ts';
import { BackendError, errorCode, type SessionUser } from '@/backend/types.ts';
import { endsSession, sessionEndedMessage } from './auth-errors.ts';
import { closedAccountCode, createUserProfile, getUserProfile, updateOwnDisplayName, type UserProfile } from './users.ts';

// ---------------------------------------------------------------------------------------------
// Sessions that end without the person asking (deactivated by an admin, disabled or expired at the
// identity service): they are signed out, and the screens are told why (`onSessionEnded`).

export interface SessionNotice {
  code: string;
  message: string;
}

type NoticeListener = (notice: SessionNotice) => void;

const noticeListeners = new Set<NoticeListener>();
/** A notice nobody was listening for yet (the app shell mounts after the session's first load). */
let pendingNotice: { notice: SessionNotice; at: number } | null = null;
const PENDING_NOTICE_MS = 10_000;
/** While a sign-in is being checked, its refusal is shown on the sign-in form, not as a notice. */
let signInChecks = 0;

/** Tells the screens that the session ended, and why. */
export function announceSessionEnded(code: string): void {
  if (signInChecks > 0) return;
  const notice = { code, message: sessionEndedMessage(code) };
  if (noticeListeners.size === 0) {
    pendingNotice = { notice, at: Date.now() };
    return;
  }
  for (const listener of noticeListeners) listener(notice);
}

/** Calls `listener` for every session that ends from now on (and for one that just ended); returns unsubscribe. */
export function onSessionEnded(listener: NoticeListener): () => void {
  noticeListeners.add(listener);
  if (pendingNotice) {
    const { notice, at } = pendingNotice;
    pendingNotice = null;
    if (Date.now() - at < PENDING_NOTICE_MS) listener(notice);
  }
  return () => noticeListeners.delete(listener);
}

let lastEnded: { uid: string; code: string } | null = null;

/** Why `uid`'s session was last ended by `endSession` (null: it never was, here). */
export function sessionEndCode(uid: string): string | null {
  return lastEnded?.uid === uid ? lastEnded.code : null;
}

/** An admin closed the account (the app's own codes, from `closedAccountCode`). */
const ACCOUNT_CLOSED_CODES = new Set(['account-deactivated', 'account-deleted']);

/**
 * Ends `uid`'s session for `code` (`account-deactivated`, `auth/user-disabled`, `auth/user-token-expired`…)
 * and says why. Firebase's SDK signs the account out itself when the identity service reports it
 * disabled or expired, so those are announced even when the session has already gone; a deactivation
 * is announced only if it ended a session (not when a sign-in was refused first).
 */
export async function endSession(uid: string, code: string): Promise<void> {
  lastEnded = { uid, code };
  // Asked while a sign-in is being checked: the sign-in form says it, even if the check ends first.
  const refusedAtSignIn = signInChecks > 0;
  const { auth } = await getBackend();
  const wasSignedIn = auth.currentUser()?.uid === uid;
  if (wasSignedIn) {
    await auth.signOut().catch((error: unknown) => console.error('Error logging out', error));
  }
  if (!refusedAtSignIn && (wasSignedIn || !ACCOUNT_CLOSED_CODES.has(code))) announceSessionEnded(code);
}

/** If `error` says the session is over (disabled, expired), ends it; rethrows `error` either way. */
async function endSessionOn(uid: string | undefined, error: unknown): Promise<never> {
  if (uid && endsSession(error)) await endSession(uid, errorCode(error) ?? '');
  throw error;
}

/**
 * Asks the identity service whether `uid`'s account is still good (Firebase: `reload`, which fails
 * with `auth/user-disabled` or `auth/user-token-expired` when it is not). Ends the session then, and
 * resolves false; a network failure proves nothing and resolves true.
 */
export async function recheckAccount(uid: string): Promise<boolean> {
  const { auth } = await getBackend();
  if (auth.currentUser()?.uid !== uid) return false;
  try {
    await auth.reload();
    return true;
  } catch (error) {
    if (!endsSession(error)) return true;
    await endSession(uid, errorCode(error) ?? '');
    return false;
  }
}

/** True while `uid` is the signed-in account. */
export async function isSignedInAs(uid: string): Promise<boolean> {
  const { auth } = await getBackend();
  return auth.currentUser()?.uid === uid;
}

/** The sign-in check's read of the profile, kept while the check lasts. */
let checkedProfile: { uid: string; promise: Promise<UserProfile | null> } | null = null;

/**
 * `uid`'s profile, for deciding whether the session may start. While a sign-in is being checked, the
 * session's load and the check share one read: with two, the later could go out after the check
 * signed a closed account out, and be refused by the rules (a 403 in the browser's console).
 */
export function sessionProfile(uid: string): Promise<UserProfile | null> {
  if (signInChecks === 0) return getUserProfile(uid);
  if (checkedProfile?.uid !== uid) checkedProfile = { uid, promise: getUserProfile(uid) };
  return checkedProfile.promise;
}

// ---------------------------------------------------------------------------------------------
// The flows.

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

/**
 * Signs in; an account an admin deactivated or deleted is signed straight out again and refused with
 * `account-deactivated` or `account-deleted` (shown on the form). If the session ended while this was
 * being checked (the session's own load found it first), that is the same refusal.
 */
export async function signIn(email: string, password: string): Promise<SessionUser> {
  const { auth } = await getBackend();
  signInChecks += 1;
  try {
    const user = await auth.signIn(email.trim(), password);
    const profile = await sessionProfile(user.uid).catch(() => null);
    const stillSignedIn = auth.currentUser()?.uid === user.uid;
    const closed = closedAccountCode(profile);
    if (closed || !stillSignedIn) {
      if (stillSignedIn) await auth.signOut();
      throw new BackendError(closed ?? 'account-deactivated');
    }
    return user;
  } finally {
    signInChecks -= 1;
    if (signInChecks === 0) checkedProfile = null;
  }
}

export async function signOut(): Promise<void> {
  const { auth } = await getBackend();
  await auth.signOut();
}

export async function sendPasswordReset(email: string): Promise<void> {
  const { auth } = await getBackend();
  await auth.sendPasswordReset(email.trim());
}

/**
 * Asks the identity service for the signed-in account again (say, after its owner verified the
 * e-mail in another tab) and resolves with it; the session hears of any change.
 */
export async function reloadAccount(): Promise<SessionUser | null> {
  const { auth } = await getBackend();
  const uid = auth.currentUser()?.uid;
  return auth.reload().catch((error: unknown) => endSessionOn(uid, error));
}

export async function resendVerificationEmail(): Promise<void> {
  const { auth } = await getBackend();
  const uid = auth.currentUser()?.uid;
  await auth.sendEmailVerification().catch((error: unknown) => endSessionOn(uid, error));
}

/** Spec: only the display name is editable; it is saved on the account and on the user document. */
export async function updateDisplayName(uid: string, displayName: string): Promise<void> {
  const { auth } = await getBackend();
  const name = displayName.trim();
  try {
    await auth.updateProfile({ displayName: name });
    await updateOwnDisplayName(uid, name);
  } catch (error) {
    await endSessionOn(uid, error);
  }
}
