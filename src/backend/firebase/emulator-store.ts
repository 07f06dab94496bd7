/**
 * A DocumentStore on the Firestore emulator that acts as a chosen identity: an account (a token with
 * its uid, e-mail and email_verified), a visitor (no token), or the emulator's owner, whom no rule
 * stops. For the emulator test suites and the seed script (scripts/emulator-seed.ts) — the app never
 * imports it. It is the app's own adapter (document-store.ts) over Firestore Lite; only the
 * credentials differ.
 */
import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import type { DocumentStore } from '../types.ts';
import { createDocumentStore } from './document-store.ts';
import { FIRESTORE_EMULATOR } from '../emulator-hosts.ts';

export type EmulatorIdentity = { uid: string; email: string; emailVerified: boolean; isAnonymous?: boolean } | 'owner' | 'visitor';

let apps = 0;

export function createEmulatorDocumentStore(projectId: string, identity: EmulatorIdentity): DocumentStore {
  const app = initializeApp({ projectId, apiKey: 'demo-key', appId: 'demo-app' }, `emulator-store-${++apps}`);
  const db = getFirestore(app);
  const { host, port } = FIRESTORE_EMULATOR;
  if (identity === 'visitor') {
    connectFirestoreEmulator(db, host, port);
  } else {
    connectFirestoreEmulator(db, host, port, {
      mockUserToken:
        identity === 'owner'
          ? 'owner'
          : identity.isAnonymous
            ? // As the Auth emulator signs an anonymous identity: no e-mail.
              { sub: identity.uid, user_id: identity.uid, firebase: { sign_in_provider: 'anonymous', identities: {} } }
            : {
                sub: identity.uid,
                user_id: identity.uid,
                email: identity.email,
                email_verified: identity.emailVerified,
                firebase: { sign_in_provider: 'password', identities: { email: [identity.email] } },
              },
    });
  }
  return createDocumentStore(db);
}
