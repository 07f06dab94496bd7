import type { FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  inMemoryPersistence,
  onIdTokenChanged,
  reauthenticateWithCredential,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInAnonymously,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  updateProfile,
  verifyBeforeUpdateEmail,
  type Auth,
  type User,
} from 'firebase/auth';
import { AUTH_EMULATOR_URL } from '../emulator-hosts.ts';
import { BackendError, type AuthGateway, type SessionUser } from '../types.ts';
import { guard } from './errors.ts';
import { forgetReader } from './reader-views.ts';

function toSessionUser(user: User): SessionUser {
  return {
    uid: user.uid,
    email: user.email ?? '',
    displayName: user.displayName,
    emailVerified: user.emailVerified,
    isAnonymous: user.isAnonymous,
    metadata: {
      creationTime: user.metadata.creationTime,
      lastSignInTime: user.metadata.lastSignInTime,
    },
  };
}

/**
 * `initializeAuth` with local persistence and no popup/redirect resolver: email/password only,
 * and none of `getAuth`'s third-party iframe scripts. In Node (tests, prerender) there is no
 * IndexedDB, so the session lives in memory; `inMemory` asks for that anywhere (a second app's
 * short-lived session).
 */
export function startAuth(app: FirebaseApp, options: { useEmulators: boolean; inMemory?: boolean }): Auth {
  const auth = initializeAuth(app, {
    persistence:
      options.inMemory || typeof indexedDB === 'undefined'
        ? inMemoryPersistence
        : [indexedDBLocalPersistence, browserLocalPersistence],
  });
  if (options.useEmulators) {
    connectAuthEmulator(auth, AUTH_EMULATOR_URL, { disableWarnings: true });
  }
  return auth;
}

/** The port's sign-in and account calls on `auth` (from `startAuth`). */
export function createAuthGateway(auth: Auth): AuthGateway {

  const signedInUser = (): User => {
    const user = auth.currentUser;
    if (!user) throw new BackendError('auth/null-user', 'No account is logged in.');
    return user;
  };

  /**
   * True when the ID token says less than the account: the rules read email_verified and email from
   * the token, which says what was true when it was issued (up to an hour ago). Once the account is
   * verified, or has a new e-mail, a token that says so must follow before a query or write relies on
   * it (a page loaded after the link was followed re-reads the account, verified, with the old token).
   */
  async function isTokenBehind(user: User): Promise<boolean> {
    const { claims } = await user.getIdTokenResult();
    return (user.emailVerified && claims.email_verified !== true) || (Boolean(user.email) && claims.email !== user.email);
  }

  /** Re-reads the account and, when it has changed what the token says, renews the token. */
  async function reloadAndRenew(user: User): Promise<void> {
    await reload(user);
    if (await isTokenBehind(user)) await user.getIdToken(true);
  }

  // While reload() runs, the SDK tells listeners of the re-read account before reload() has renewed
  // a token that no longer says what the account does (a new e-mail, now verified): what they did
  // with it (a write the rules check against the token) would be refused. They hear it once reload()
  // is done instead.
  let reloading = 0;
  const sessionHandlers = new Set<(user: User | null) => void>();

  return {
    // Token changes, not only sign-in and sign-out: a refreshed token can carry a newly verified
    // e-mail. Hourly refreshes that change nothing the app sees are not passed on.
    onSessionChange(listener) {
      let last: string | null | undefined;
      const handle = (user: User | null) => {
        const session = user ? toSessionUser(user) : null;
        const key = session && JSON.stringify([session.uid, session.email, session.emailVerified, session.displayName, session.isAnonymous]);
        if (key === last) return;
        last = key;
        listener(session);
      };
      sessionHandlers.add(handle);
      // A session whose token says less than its account (verified since, say) is passed on once the
      // token is renewed, so that whatever the session shows as verified, the token carries: the
      // renewal changes the token, and this hears the account again with the new one.
      // (Renewed once per state of the account: a renewal that still says less is passed on as it is.)
      let renewedFor: string | null = null;
      const unsubscribe = onIdTokenChanged(auth, (user) => {
        if (reloading !== 0) return;
        if (!user) {
          handle(null);
          return;
        }
        const state = JSON.stringify([user.uid, user.email, user.emailVerified]);
        const current = () => auth.currentUser === user;
        void isTokenBehind(user)
          .then(async (behind) => {
            if (!current()) return;
            if (!behind || renewedFor === state) return handle(user);
            renewedFor = state;
            await user.getIdToken(true);
          })
          .catch(() => {
            if (current()) handle(user);
          });
      });
      return () => {
        sessionHandlers.delete(handle);
        unsubscribe();
      };
    },
    currentUser() {
      return auth.currentUser ? toSessionUser(auth.currentUser) : null;
    },
    // An account replaces this browser's anonymous reader (./reader-views.ts), as it replaces the SDK's anonymous user.
    signUp: (email, password) =>
      guard(async () => {
        const { user } = await createUserWithEmailAndPassword(auth, email, password);
        forgetReader();
        return toSessionUser(user);
      }),
    signIn: (email, password) =>
      guard(async () => {
        const { user } = await signInWithEmailAndPassword(auth, email, password);
        forgetReader();
        return toSessionUser(user);
      }),
    signInAnonymously: () => guard(async () => toSessionUser((await signInAnonymously(auth)).user)),
    signOut: () => guard(() => signOut(auth)),
    sendPasswordReset: (email) => guard(() => sendPasswordResetEmail(auth, email)),
    sendEmailVerification: () => guard(() => sendEmailVerification(signedInUser())),
    updateProfile: ({ displayName }) => guard(() => updateProfile(signedInUser(), { displayName })),
    reload: () =>
      guard(async () => {
        const user = auth.currentUser;
        if (!user) return null;
        reloading += 1;
        try {
          await reloadAndRenew(user);
        } finally {
          reloading -= 1;
          if (reloading === 0) for (const handle of sessionHandlers) handle(auth.currentUser);
        }
        return auth.currentUser ? toSessionUser(auth.currentUser) : null;
      }),
    reauthenticate: (password) =>
      guard(async () => {
        const user = signedInUser();
        await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password));
      }),
    updatePassword: (newPassword) => guard(() => updatePassword(signedInUser(), newPassword)),
    verifyBeforeUpdateEmail: (newEmail) => guard(() => verifyBeforeUpdateEmail(signedInUser(), newEmail)),
    deleteAccount: () => guard(() => deleteUser(signedInUser())),
  };
}
