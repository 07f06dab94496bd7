/**
 * The demo backend's account self-service behaves as the Firebase gateway does against the Auth
 * emulator (tests/emulator/account-self-service.test.ts): the same calls, the same codes.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalBackend, DEMO_ACCOUNTS } from '@/backend/local/index.ts';
import { memoryStorage } from '@/backend/local/db.ts';
import { RECENT_LOGIN_MS } from '@/backend/local/local-auth.ts';
import { errorCode, type Backend } from '@/backend/types.ts';

const { user, admin } = DEMO_ACCOUNTS;

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    return errorCode(error);
  }
  throw new Error('expected the call to fail');
}

let backend: Backend;

beforeEach(async () => {
  backend = createLocalBackend(memoryStorage());
  await backend.auth.signIn(user.email, user.password);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Demo account self-service', () => {
  it('re-authenticates with the right password and refuses a wrong one, keeping the session', async () => {
    expect(await codeOf(backend.auth.reauthenticate('not-the-password'))).toBe('auth/invalid-credential');
    expect(backend.auth.currentUser()?.uid).toBe(user.uid);
    await expect(backend.auth.reauthenticate(user.password)).resolves.toBeUndefined();
  });

  it('wants a recent login for the sensitive calls, as Firebase does', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + RECENT_LOGIN_MS + 1000);
    expect(await codeOf(backend.auth.updatePassword('brand-new-1'))).toBe('auth/requires-recent-login');
    expect(await codeOf(backend.auth.verifyBeforeUpdateEmail('uma@example.org'))).toBe('auth/requires-recent-login');
    expect(await codeOf(backend.auth.deleteAccount())).toBe('auth/requires-recent-login');
    await backend.auth.reauthenticate(user.password);
    await expect(backend.auth.updatePassword('brand-new-1')).resolves.toBeUndefined();
  });

  it('refuses a weak new password', async () => {
    expect(await codeOf(backend.auth.updatePassword('12345'))).toBe('auth/weak-password');
  });

  it('changes the e-mail only when the link is followed, and refuses an address that has an account', async () => {
    expect(await codeOf(backend.auth.verifyBeforeUpdateEmail(admin.email))).toBe('auth/email-already-in-use');
    await backend.auth.verifyBeforeUpdateEmail('Uma@Example.org');
    expect(backend.demoInbox?.pendingEmailChange()).toBe('uma@example.org');
    expect(backend.auth.currentUser()?.email).toBe(user.email);
    await backend.demoInbox?.followEmailChangeLink();
    expect(backend.auth.currentUser()).toMatchObject({ email: 'uma@example.org', emailVerified: true });
    expect(backend.demoInbox?.pendingEmailChange()).toBeNull();
    expect(await codeOf(backend.demoInbox!.followEmailChangeLink())).toBe('auth/invalid-action-code');
  });

  it('deletes the account: logged out, and the address no longer signs in', async () => {
    await backend.auth.deleteAccount();
    expect(backend.auth.currentUser()).toBeNull();
    expect(await codeOf(backend.auth.signIn(user.email, user.password))).toBe('auth/invalid-credential');
  });
});
