/** One mapping from the backends' error codes (Firebase's; the demo backend raises the same) to the spec's messages. */
import { errorCode } from '@/backend/types.ts';
import { PASSWORD_TOO_SHORT } from './password-rule.ts';

export const SIGN_UP_MESSAGES = {
  'auth/email-already-in-use': 'An account with this email already exists',
  // The identity service's own minimum (its default, 6), below the site's rule: only a request made
  // by hand reaches it.
  'auth/weak-password': 'Password should be at least 6 characters',
  // The project's password policy, when set as docs/security.md says (8, the site's rule).
  'auth/password-does-not-meet-requirements': PASSWORD_TOO_SHORT,
  'auth/invalid-email': 'Please enter a valid email address',
  'permission-denied': 'Permission denied. Please check Firestore rules',
  'profile-not-saved': 'Account created but user data not saved properly',
} as const;

export const SIGN_UP_FALLBACK = 'An error occurred during signup';
export const SIGN_IN_FAILED = 'Invalid email or password';
export const ACCOUNT_DEACTIVATED = 'This account has been deactivated. Please contact support.';
export const ACCOUNT_DELETED = 'This account has been deleted. Please contact support if you think this is a mistake.';

/** The identity service's own conditions, worded for people. */
const SERVICE_MESSAGES: Record<string, string> = {
  'auth/user-disabled': 'This account has been disabled. Please contact support.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/network-request-failed': 'Network error. Please check your connection and try again.',
  'auth/user-token-expired': 'Your session has expired. Please log in again.',
  'auth/invalid-user-token': 'Your session is no longer valid. Please log in again.',
  'auth/requires-recent-login': 'Please log in again to continue.',
  'account-deactivated': ACCOUNT_DEACTIVATED,
  'account-deleted': ACCOUNT_DELETED,
};

/** Codes after which the person must be signed out. */
export const SIGN_OUT_CODES = new Set([
  'auth/user-disabled',
  'auth/user-token-expired',
  'auth/invalid-user-token',
  'account-deactivated',
  'account-deleted',
]);

/** True when the identity service (or an admin) has ended this person's right to a session. */
export function endsSession(error: unknown): boolean {
  return SIGN_OUT_CODES.has(errorCode(error) ?? '');
}

/**
 * Refusals that are part of using the site, not faults in it: a wrong password, an unknown or
 * malformed address, an address already in use, a weak password, an account disabled or deactivated,
 * too many attempts, no network. The form tells the person; nothing needs logging. Anything else
 * (permission denied on sign-up, a profile not saved, an unknown code) is a fault and is logged.
 */
const EXPECTED_CODES = new Set([
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-email',
  'auth/missing-password',
  'auth/email-already-in-use',
  'auth/weak-password',
  'auth/password-does-not-meet-requirements',
  'auth/user-disabled',
  'account-deactivated',
  'account-deleted',
  'auth/too-many-requests',
  'auth/network-request-failed',
]);

/** True for a sign-in or sign-up refusal the person is told about and the site need not log. */
export function isExpectedAuthFailure(error: unknown): boolean {
  return EXPECTED_CODES.has(errorCode(error) ?? '');
}

export const SIGNED_OUT_NOTICE = 'You have been logged out.';

/** The toast shown when the session ends without the person asking: why, and what to do. */
export function sessionEndedMessage(code: string): string {
  return `${SIGNED_OUT_NOTICE} ${SERVICE_MESSAGES[code] ?? SERVICE_MESSAGES['auth/user-token-expired']}`;
}

export function signUpMessage(error: unknown): string {
  const code = errorCode(error) ?? '';
  return (SIGN_UP_MESSAGES as Record<string, string>)[code] ?? SERVICE_MESSAGES[code] ?? SIGN_UP_FALLBACK;
}

// ---------------------------------------------------------------------------------------------
// Account self-service: the password, the e-mail, closing the account.

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';
export const ACCOUNT_CHANGE_FALLBACK = 'Something went wrong. Please try again.';
export const ADMIN_CANNOT_CLOSE_MESSAGE =
  'Administrators cannot delete their own account. Ask another administrator to remove your admin role first.';

/** The codes a re-authentication answers a wrong current password with (emulator, and projects with enumeration protection). */
const WRONG_PASSWORD_CODES = new Set(['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials', 'auth/missing-password']);

/** True when the current password the person typed was refused (the form says so under that field). */
export function isWrongCurrentPassword(error: unknown): boolean {
  return WRONG_PASSWORD_CODES.has(errorCode(error) ?? '');
}

/** What changing the password or e-mail, or closing the account, failed with, worded for people. */
export function accountChangeMessage(error: unknown): string {
  const code = errorCode(error) ?? '';
  if (WRONG_PASSWORD_CODES.has(code)) return WRONG_CURRENT_PASSWORD;
  if (code === 'admin-cannot-close') return ADMIN_CANNOT_CLOSE_MESSAGE;
  if (code === 'auth/email-already-in-use' || code === 'auth/invalid-email' || code === 'auth/weak-password' || code === 'auth/password-does-not-meet-requirements') {
    return SIGN_UP_MESSAGES[code];
  }
  return SERVICE_MESSAGES[code] ?? ACCOUNT_CHANGE_FALLBACK;
}

/** Refusals the account forms explain (a wrong password, an address in use…): nothing to log. */
export function isExpectedAccountChangeFailure(error: unknown): boolean {
  const code = errorCode(error) ?? '';
  return isExpectedAuthFailure(error) || code === 'auth/requires-recent-login' || code === 'admin-cannot-close';
}

export function signInMessage(error: unknown): string {
  const code = errorCode(error) ?? '';
  if (code === 'auth/invalid-email') return SIGN_UP_MESSAGES['auth/invalid-email'];
  return SERVICE_MESSAGES[code] ?? SIGN_IN_FAILED;
}
