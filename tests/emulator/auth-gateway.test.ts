/**
 * The Firebase auth gateway against the Auth emulator (127.0.0.1:9099, project demo-test), which
 * `npm test` starts (scripts/emulators.mjs) or reuses. Every account has an e-mail of its own, so
 * the suite runs beside others that use the emulator.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createFirebaseBackend } from '../../src/backend/firebase/index.ts';
import { readFileSync } from 'node:fs';
import { SERVER_TIME, type AuthGateway, type DocumentStore, type SessionUser } from '../../src/backend/types.ts';
import { loadFirestoreRules, PROJECT_ID } from '../../scripts/emulators.mjs';
import { codeOf, oobCodes } from './auth-emulator.ts';

const PASSWORD = 'secret-123';

const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
let counter = 0;
const uniqueEmail = () => `user-${run}-${++counter}@example.com`;

let auth: AuthGateway;
let store: DocumentStore;

beforeAll(async () => {
  const backend = await createFirebaseBackend(
    { apiKey: 'demo-key', authDomain: 'demo-test.firebaseapp.com', projectId: PROJECT_ID, appId: 'demo-app' },
    { useEmulators: true, recaptchaSiteKey: null },
  );
  expect(backend.kind).toBe('firebase');
  auth = backend.auth;
  store = backend.store;
  await loadFirestoreRules(PROJECT_ID, readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'));
});

describe('Firebase auth gateway (Auth emulator)', () => {
  it('signs up a new account and signs it in', async () => {
    const email = uniqueEmail();
    const user = await auth.signUp(email, PASSWORD);
    expect(user).toMatchObject({ email, displayName: null, emailVerified: false });
    expect(user.uid).toEqual(expect.any(String));
    expect(new Date(user.metadata.creationTime ?? '').getTime()).not.toBeNaN();
    expect(auth.currentUser()?.uid).toBe(user.uid);
  });

  it('refuses an e-mail that already has an account', async () => {
    const email = uniqueEmail();
    await auth.signUp(email, PASSWORD);
    expect(await codeOf(auth.signUp(email, PASSWORD))).toBe('auth/email-already-in-use');
  });

  it('refuses a password shorter than six characters', async () => {
    expect(await codeOf(auth.signUp(uniqueEmail(), '12345'))).toBe('auth/weak-password');
  });

  it('refuses a malformed e-mail', async () => {
    expect(await codeOf(auth.signUp('not-an-email', PASSWORD))).toBe('auth/invalid-email');
    expect(await codeOf(auth.signIn('not-an-email', PASSWORD))).toBe('auth/invalid-email');
  });

  it('signs in with the right password and refuses a wrong one', async () => {
    const email = uniqueEmail();
    const created = await auth.signUp(email, PASSWORD);
    await auth.signOut();

    // The emulator (like a project without e-mail enumeration protection) says which part is wrong.
    expect(await codeOf(auth.signIn(email, 'wrong-password'))).toBe('auth/wrong-password');
    expect(await codeOf(auth.signIn(uniqueEmail(), PASSWORD))).toBe('auth/user-not-found');
    expect(auth.currentUser()).toBeNull();

    const user = await auth.signIn(email, PASSWORD);
    expect(user.uid).toBe(created.uid);
    expect(auth.currentUser()?.email).toBe(email);
  });

  it('updates the display name', async () => {
    await auth.signUp(uniqueEmail(), PASSWORD);
    await auth.updateProfile({ displayName: 'Ada Lovelace' });
    expect(auth.currentUser()?.displayName).toBe('Ada Lovelace');
    expect((await auth.reload())?.displayName).toBe('Ada Lovelace');
  });

  it('signs out: no current user, and listeners hear null', async () => {
    const user = await auth.signUp(uniqueEmail(), PASSWORD);
    const seen: (SessionUser | null)[] = [];
    const unsubscribe = auth.onSessionChange((session) => seen.push(session));
    await expect.poll(() => seen.at(-1)?.uid).toBe(user.uid);

    await auth.signOut();
    expect(auth.currentUser()).toBeNull();
    await expect.poll(() => seen.at(-1)).toBeNull();
    unsubscribe();

    expect(await codeOf(auth.updateProfile({ displayName: 'Nobody' }))).toBe('auth/null-user');
    expect(await auth.reload()).toBeNull();
  });

  it('sends a password reset e-mail for an existing account', async () => {
    const email = uniqueEmail();
    await auth.signUp(email, PASSWORD);
    await auth.signOut();
    await expect(auth.sendPasswordReset(email)).resolves.toBeUndefined();
    expect(await oobCodes()).toContainEqual(expect.objectContaining({ email, requestType: 'PASSWORD_RESET' }));
  });

  it('reports an unknown e-mail on password reset', async () => {
    expect(await codeOf(auth.sendPasswordReset(uniqueEmail()))).toBe('auth/user-not-found');
  });

  it('sends a verification e-mail, and reload() sees the address verified', async () => {
    const email = uniqueEmail();
    await auth.signUp(email, PASSWORD);
    await auth.sendEmailVerification();
    const code = (await oobCodes()).find((item) => item.email === email && item.requestType === 'VERIFY_EMAIL');
    expect(code).toBeDefined();

    // Following the link in the e-mail verifies the address on the server…
    expect((await fetch(code?.oobLink ?? '')).ok).toBe(true);
    expect(auth.currentUser()?.emailVerified).toBe(false);
    // …and reload() brings the change into the session.
    expect((await auth.reload())?.emailVerified).toBe(true);
    expect(auth.currentUser()?.emailVerified).toBe(true);
  });

  it('once the e-mail is verified, reload() renews the token: the rules accept a query by that e-mail, and listeners hear it', async () => {
    const email = uniqueEmail();
    const { uid } = await auth.signUp(email, PASSWORD);
    // The user document sign-up writes (the rules want an active account for one's own enquiries).
    await store.set('users', uid, { uid, email, displayName: 'Vera', role: 'user', createdAt: SERVER_TIME, isActive: true });
    const byEmail = () => store.list('contact_messages', { where: [['email', '==', email]] });
    // The token says unverified: the rules refuse the query by e-mail.
    expect(await codeOf(byEmail())).toBe('permission-denied');

    const heard: (SessionUser | null)[] = [];
    const unsubscribe = auth.onSessionChange((session) => heard.push(session));
    await expect.poll(() => heard.at(-1)?.email).toBe(email);

    await auth.sendEmailVerification();
    const code = (await oobCodes()).find((item) => item.email === email && item.requestType === 'VERIFY_EMAIL');
    expect((await fetch(code?.oobLink ?? '')).ok).toBe(true);
    // The link was followed elsewhere: this session still holds the old token.
    expect(await codeOf(byEmail())).toBe('permission-denied');

    expect((await auth.reload())?.emailVerified).toBe(true);
    await expect(byEmail()).resolves.toEqual([]);
    await expect.poll(() => heard.at(-1)?.emailVerified).toBe(true);
    unsubscribe();
  });
});
