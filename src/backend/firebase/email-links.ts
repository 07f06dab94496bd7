/**
 * Proof that a person reads an inbox, with Firebase Auth's e-mail link sign-in: Firebase mails the
 * link (`sendSignInLinkToEmail`), and opening it signs in with that address, verified. The sign-in
 * happens on a second app instance whose session lives in memory, so the page's own session (a
 * visitor's anonymous identity, or another account) is untouched; when the link made a new account,
 * that account is deleted again, so proving an inbox leaves no account behind.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { deleteUser, getAdditionalUserInfo, sendSignInLinkToEmail, signInWithEmailLink, signOut, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import type { FirebaseConfig } from '../config.ts';
import { FIRESTORE_EMULATOR } from '../emulator-hosts.ts';
import type { EmailLinks } from '../types.ts';
import { startAuth } from './auth-gateway.ts';
import { createDocumentStore } from './document-store.ts';
import { guard } from './errors.ts';

interface Options {
  useEmulators: boolean;
  /** Starts App Check on an app (where the site uses it), before its first request. */
  startAppCheck: ((app: FirebaseApp) => Promise<void>) | null;
}

let sideApps = 0;

export function createEmailLinks(auth: Auth, config: FirebaseConfig, options: Options): EmailLinks {
  return {
    send: (email, continueUrl) =>
      guard(async () => {
        await sendSignInLinkToEmail(auth, email, { url: continueUrl, handleCodeInApp: true });
        return null;
      }),
    withLink: (email, link, work) =>
      guard(async () => {
        sideApps += 1;
        const app = initializeApp(config, `email-link-${sideApps}`);
        try {
          if (options.startAppCheck) await options.startAppCheck(app);
          const sideAuth = startAuth(app, { useEmulators: options.useEmulators, inMemory: true });
          const credential = await signInWithEmailLink(sideAuth, email, link);
          const db = getFirestore(app);
          if (options.useEmulators) connectFirestoreEmulator(db, FIRESTORE_EMULATOR.host, FIRESTORE_EMULATOR.port);
          try {
            return await work(createDocumentStore(db));
          } finally {
            // An account made only to prove the inbox goes again (a fresh sign-in may delete itself).
            if (getAdditionalUserInfo(credential)?.isNewUser) await deleteUser(credential.user).catch(() => signOut(sideAuth));
            else await signOut(sideAuth);
          }
        } finally {
          await deleteApp(app);
        }
      }),
  };
}
