/**
 * The Firebase backend: the only code that imports `firebase/*`. The app reaches it through a
 * dynamic `import()`, so the SDK stays off the critical path. No browser globals at module scope.
 */
import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import type { FirebaseConfig } from '../config.ts';
import type { Backend } from '../types.ts';
import { createAuthGateway } from './auth-gateway.ts';
import { createDocumentStore } from './document-store.ts';

export const FIRESTORE_EMULATOR = { host: '127.0.0.1', port: 8080 } as const;

async function startAppCheck(app: FirebaseApp, siteKey: string): Promise<void> {
  // Loaded only when a site key is configured.
  const { initializeAppCheck, ReCaptchaV3Provider } = await import('firebase/app-check');
  initializeAppCheck(app, { provider: new ReCaptchaV3Provider(siteKey), isTokenAutoRefreshEnabled: true });
}

export async function createFirebaseBackend(
  config: FirebaseConfig,
  options: { useEmulators: boolean; recaptchaSiteKey: string | null },
): Promise<Backend> {
  const app = initializeApp(config);
  // App Check first, so every Auth and Firestore request carries its token.
  if (options.recaptchaSiteKey && !options.useEmulators) {
    await startAppCheck(app, options.recaptchaSiteKey);
  }
  const auth = createAuthGateway(app, { useEmulators: options.useEmulators });
  const db = getFirestore(app);
  if (options.useEmulators) {
    connectFirestoreEmulator(db, FIRESTORE_EMULATOR.host, FIRESTORE_EMULATOR.port);
  }
  return { kind: 'firebase', auth, store: createDocumentStore(db) };
}
