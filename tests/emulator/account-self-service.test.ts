/**
 * Account self-service through the Firebase auth gateway against the Auth emulator: re-authenticate,
 * change the password, change the e-mail through its verification link, delete the account.
 * Every account has an e-mail of its own, so the suite runs beside others that use the emulator.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createFirebaseBackend } from '../../src/backend/firebase/index.ts';
import { type AuthGateway } from '../../src/backend/types.ts';
import { PROJECT_ID } from '../../scripts/emulators.mjs';
import { codeOf, oobCodes } from './auth-emulator.ts';

const PASSWORD = 'secret-123';
const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
let counter = 0;
const uniqueEmail = () => `self-${run}-${++counter}@example.com`;

let auth: AuthGateway;

beforeAll(async () => {
  const backend = await createFirebaseBackend(
    { apiKey: 'demo-key', authDomain: 'demo-test.firebaseapp.com', projectId: PROJECT_ID, appId: 'demo-app' },
    { useEmulators: true, recaptchaSiteKey: null },
  );
  auth = backend.auth;
});

describe('Account self-service (Auth emulator)', () => {
  it('re-authenticates with the right password and refuses a wrong one, keeping the session', async () => {
    const user = await auth.signUp(uniqueEmail(), PASSWORD);
    expect(await codeOf(auth.reauthenticate('not-the-password'))).toBe('auth/wrong-password');
    expect(auth.currentUser()?.uid).toBe(user.uid);
    await expect(auth.reauthenticate(PASSWORD)).resolves.toBeUndefined();
  });

  it('changes the password: the old one no longer signs in, the new one does', async () => {
    const email = uniqueEmail();
    await auth.signUp(email, PASSWORD);
    await auth.reauthenticate(PASSWORD);
    expect(await codeOf(auth.updatePassword('12345'))).toBe('auth/weak-password');
    await auth.updatePassword('new-secret-456');
    expect(auth.currentUser()?.email).toBe(email);
    await auth.signOut();
    expect(await codeOf(auth.signIn(email, PASSWORD))).toBe('auth/wrong-password');
    await expect(auth.signIn(email, 'new-secret-456')).resolves.toMatchObject({ email });
  });

  it('changes the e-mail only once the link sent to the new address is followed', async () => {
    const email = uniqueEmail();
    const newEmail = uniqueEmail();
    const { uid } = await auth.signUp(email, PASSWORD);
    await auth.reauthenticate(PASSWORD);
    await auth.verifyBeforeUpdateEmail(newEmail);
    // Not yet: the account keeps its address until the link is followed.
    expect((await auth.reload())?.email).toBe(email);

    const code = (await oobCodes()).find((item) => item.requestType === 'VERIFY_AND_CHANGE_EMAIL' && item.newEmail === newEmail);
    expect(code, `a link to ${newEmail}`).toBeDefined();
    expect((await fetch(code?.oobLink ?? '')).ok).toBe(true);

    // reload() sees the new address, verified. (The production service also ends the account's
    // sessions then; the emulator keeps this one.)
    expect(await auth.reload()).toMatchObject({ uid, email: newEmail, emailVerified: true });
    await auth.signOut();
    expect(await codeOf(auth.signIn(email, PASSWORD))).toBe('auth/user-not-found');
    await expect(auth.signIn(newEmail, PASSWORD)).resolves.toMatchObject({ uid, email: newEmail, emailVerified: true });
  });

  it('refuses an e-mail change to an address that already has an account', async () => {
    const taken = uniqueEmail();
    await auth.signUp(taken, PASSWORD);
    const email = uniqueEmail();
    await auth.signUp(email, PASSWORD);
    await auth.reauthenticate(PASSWORD);
    expect(await codeOf(auth.verifyBeforeUpdateEmail(taken))).toBe('auth/email-already-in-use');
    expect((await auth.reload())?.email).toBe(email);
  });

  it('deletes the account: the session ends and the address no longer signs in', async () => {
    const email = uniqueEmail();
    await auth.signUp(email, PASSWORD);
    await auth.reauthenticate(PASSWORD);
    await auth.deleteAccount();
    expect(auth.currentUser()).toBeNull();
    expect(await codeOf(auth.signIn(email, PASSWORD))).toBe('auth/user-not-found');
  });

  it('needs a signed-in account', async () => {
    await auth.signOut();
    expect(await codeOf(auth.reauthenticate(PASSWORD))).toBe('auth/null-user');
    expect(await codeOf(auth.deleteAccount())).toBe('auth/null-user');
  });
});
