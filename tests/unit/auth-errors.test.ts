import { describe, expect, it } from 'vitest';
import { BackendError } from '@/backend/types.ts';
import { isExpectedAuthFailure, signInMessage, signUpMessage } from '@/features/accounts/data/auth-errors.ts';

describe('sign-up messages (spec §8)', () => {
  it.each([
    ['auth/email-already-in-use', 'An account with this email already exists'],
    ['auth/weak-password', 'Password should be at least 6 characters'],
    ['auth/invalid-email', 'Please enter a valid email address'],
    ['permission-denied', 'Permission denied. Please check Firestore rules'],
    ['profile-not-saved', 'Account created but user data not saved properly'],
    ['something-else', 'An error occurred during signup'],
  ])('%s → %s', (code, message) => {
    expect(signUpMessage(new BackendError(code))).toBe(message);
  });

  it('words an unknown failure without a code as the fallback', () => {
    expect(signUpMessage(new Error('boom'))).toBe('An error occurred during signup');
  });
});

describe('login messages', () => {
  it.each(['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found'])('%s → Invalid email or password', (code) => {
    expect(signInMessage(new BackendError(code))).toBe('Invalid email or password');
  });

  it('explains the identity service’s own conditions', () => {
    expect(signInMessage(new BackendError('auth/too-many-requests'))).toMatch(/too many attempts/i);
    expect(signInMessage(new BackendError('auth/user-disabled'))).toMatch(/disabled/i);
    expect(signInMessage(new BackendError('auth/network-request-failed'))).toMatch(/network/i);
    expect(signInMessage(new BackendError('account-deactivated'))).toMatch(/deactivated/i);
  });
});

describe('which failures are expected (told on the form, not logged)', () => {
  it.each([
    'auth/invalid-credential',
    'auth/wrong-password',
    'auth/user-not-found',
    'auth/invalid-email',
    'auth/email-already-in-use',
    'auth/weak-password',
    'auth/user-disabled',
    'account-deactivated',
    'auth/too-many-requests',
    'auth/network-request-failed',
  ])('%s is expected', (code) => {
    expect(isExpectedAuthFailure(new BackendError(code))).toBe(true);
  });

  it.each(['permission-denied', 'profile-not-saved', 'internal-error'])('%s is a fault', (code) => {
    expect(isExpectedAuthFailure(new BackendError(code))).toBe(false);
  });

  it('treats an error without a code as a fault', () => {
    expect(isExpectedAuthFailure(new Error('boom'))).toBe(false);
    expect(isExpectedAuthFailure(undefined)).toBe(false);
  });
});
