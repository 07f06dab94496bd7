import type { FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  indexedDBLocalPersistence,
  initializeAuth,
  inMemoryPersistence,
  onAuthStateChanged,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import { BackendError, type AuthGateway, type SessionUser } from '../types.ts';
import { guard } from './errors.ts';

export const AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';

function toSessionUser(user: User): SessionUser {
  return {
    uid: user.uid,
    email: user.email ?? '',
    displayName: user.displayName,
    emailVerified: user.emailVerified,
    metadata: {
      creationTime: user.metadata.creationTime,
      lastSignInTime: user.metadata.lastSignInTime,
    },
  };
}

/**
 * `initializeAuth` with local persistence and no popup/redirect resolver: email/password only,
 * and none of `getAuth`'s third-party iframe scripts. In Node (tests, prerender) there is no
 * IndexedDB, so the session lives in memory.
 */
export function createAuthGateway(app: FirebaseApp, options: { useEmulators: boolean }): AuthGateway {
  const auth: Auth = initializeAuth(app, {
    persistence:
      typeof indexedDB === 'undefined'
        ? inMemoryPersistence
        : [indexedDBLocalPersistence, browserLocalPersistence],
  });
  if (options.useEmulators) {
    connectAuthEmulator(auth, AUTH_EMULATOR_URL, { disableWarnings: true });
  }

  const signedInUser = (): User => {
    const user = auth.currentUser;
    if (!user) throw new BackendError('auth/null-user', 'No account is signed in.');
    return user;
  };

  return {
    onSessionChange(listener) {
      return onAuthStateChanged(auth, (user) => listener(user ? toSessionUser(user) : null));
    },
    currentUser() {
      return auth.currentUser ? toSessionUser(auth.currentUser) : null;
    },
    signUp: (email, password) =>
      guard(async () => toSessionUser((await createUserWithEmailAndPassword(auth, email, password)).user)),
    signIn: (email, password) =>
      guard(async () => toSessionUser((await signInWithEmailAndPassword(auth, email, password)).user)),
    signOut: () => guard(() => signOut(auth)),
    sendPasswordReset: (email) => guard(() => sendPasswordResetEmail(auth, email)),
    sendEmailVerification: () => guard(() => sendEmailVerification(signedInUser())),
    updateProfile: ({ displayName }) => guard(() => updateProfile(signedInUser(), { displayName })),
    reload: () =>
      guard(async () => {
        const user = auth.currentUser;
        if (!user) return null;
        await reload(user);
        return auth.currentUser ? toSessionUser(auth.currentUser) : null;
      }),
  };
}
