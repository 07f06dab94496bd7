/**
 * The Firebase backend: the only code that imports `firebase/*`. The app reaches it through a
 * dynamic `import()`, so the SDK stays off the critical path. No browser globals at module scope.
 *
 * Two entry points share one app and one Firestore instance: `createFirebaseStore` (Firestore alone,
 * for what anyone may read: a visitor who never signed in needs no Auth SDK) and
 * `createFirebaseBackend` (Firestore and Auth, which is loaded then). Firestore attaches the signed-in
 * person's token to its requests as soon as Auth is registered on the app, also when Auth comes later.
 */
import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import type { FirebaseConfig } from '../config.ts';
import { FIRESTORE_EMULATOR } from '../emulator-hosts.ts';
import type { Backend, DocumentStore } from '../types.ts';
import { createDocumentStore } from './document-store.ts';

interface Options {
  useEmulators: boolean;
  recaptchaSiteKey: string | null;
}

async function startAppCheck(app: FirebaseApp, siteKey: string): Promise<void> {
  // Loaded only when a site key is configured.
  const { initializeAppCheck, ReCaptchaV3Provider } = await import('firebase/app-check');
  initializeAppCheck(app, { provider: new ReCaptchaV3Provider(siteKey), isTokenAutoRefreshEnabled: true });
}

/**
 * App Check runs where a reCAPTCHA site key is set, except against the emulators (config.ts
 * `usesAppCheck` says the same for the build; a value imported from the first load's modules would
 * split the first load into more files).
 */
const appCheckIn = (options: Options): options is Options & { recaptchaSiteKey: string } => Boolean(options.recaptchaSiteKey) && !options.useEmulators;

let started: Promise<{ app: FirebaseApp; store: DocumentStore }> | null = null;

/** The app and its Firestore, once per page (emulator settings can be given only before first use). */
function startApp(config: FirebaseConfig, options: Options) {
  started ??= (async () => {
    const app = initializeApp(config);
    // App Check first, so every Auth and Firestore request carries its token.
    if (appCheckIn(options)) {
      await startAppCheck(app, options.recaptchaSiteKey);
    }
    const db = getFirestore(app);
    if (options.useEmulators) {
      connectFirestoreEmulator(db, FIRESTORE_EMULATOR.host, FIRESTORE_EMULATOR.port);
    }
    return { app, store: createDocumentStore(db) };
  })();
  return started;
}

/** Firestore without Auth: reads as a visitor (what the rules let anyone read). */
export async function createFirebaseStore(config: FirebaseConfig, options: Options): Promise<DocumentStore> {
  return (await startApp(config, options)).store;
}

export async function createFirebaseBackend(config: FirebaseConfig, options: Options): Promise<Backend> {
  const [{ app, store }, { createAuthGateway, startAuth }, { createEmailLinks }] = await Promise.all([
    startApp(config, options),
    import('./auth-gateway.ts'),
    import('./email-links.ts'),
  ]);
  const firebaseAuth = startAuth(app, { useEmulators: options.useEmulators });
  const emailLinks = createEmailLinks(firebaseAuth, config, {
    useEmulators: options.useEmulators,
    startAppCheck: appCheckIn(options) ? (side) => startAppCheck(side, options.recaptchaSiteKey) : null,
  });
  const backend: Backend = { kind: 'firebase', auth: createAuthGateway(firebaseAuth), store, emailLinks };
  // Without App Check: its token would be needed on the REST requests too.
  if (!appCheckIn(options)) {
    const views = { firebase: config, useEmulators: options.useEmulators };
    backend.countReaderView = async (postId) => {
      const { countReaderView } = await import('./reader-views.ts');
      return (await countReaderView(views, postId)).counted;
    };
  }
  return backend;
}
