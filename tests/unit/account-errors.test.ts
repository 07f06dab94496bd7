/** What the account self-service forms say for each code the backends raise. */
import { describe, expect, it } from 'vitest';
import { BackendError } from '@/backend/types.ts';
import { accountChangeMessage, isExpectedAccountChangeFailure, isWrongCurrentPassword } from '@/features/accounts/data/auth-errors.ts';

const failure = (code: string) => new BackendError(code);

describe('account change messages', () => {
  it.each(['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials', 'auth/missing-password'])(
    'a refused current password (%s) is said as such, under its field',
    (code) => {
      expect(accountChangeMessage(failure(code))).toBe('Your current password is not correct');
      expect(isWrongCurrentPassword(failure(code))).toBe(true);
      expect(isExpectedAccountChangeFailure(failure(code))).toBe(true);
    },
  );

  it.each([
    ['auth/weak-password', 'Password should be at least 6 characters'],
    ['auth/password-does-not-meet-requirements', 'Password should be at least 8 characters'],
    ['auth/email-already-in-use', 'An account with this email already exists'],
    ['auth/invalid-email', 'Please enter a valid email address'],
    ['auth/requires-recent-login', 'Please log in again to continue.'],
    ['auth/too-many-requests', 'Too many attempts. Please wait a few minutes and try again.'],
    ['admin-cannot-close', 'Administrators cannot delete their own account. Ask another administrator to remove your admin role first.'],
  ])('%s reads "%s" and is not logged as a fault', (code, message) => {
    expect(accountChangeMessage(failure(code))).toBe(message);
    expect(isWrongCurrentPassword(failure(code))).toBe(false);
    expect(isExpectedAccountChangeFailure(failure(code))).toBe(true);
  });

  it('anything else is a fault, with a plain message', () => {
    expect(accountChangeMessage(failure('permission-denied'))).toBe('Something went wrong. Please try again.');
    expect(isExpectedAccountChangeFailure(failure('permission-denied'))).toBe(false);
  });
});
