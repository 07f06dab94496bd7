/**
 * Picks the backend once, on first use: Firebase when its configuration is present, else the demo
 * backend that keeps data in this browser. Neither SDK is on the page's critical path: both are
 * loaded with `import()`. A site configured for Firebase never falls back to demo mode — enquiries
 * would then sit in one visitor's browser — it fails with `BackendUnavailableError`, and the app
 * shows an error page instead.
 */
import { readBackendSettings } from './config.ts';
import { STORAGE_KEY as DEMO_STORAGE_KEY } from './local/storage-key.ts';
import { hasSessionMarker } from './session-marker.ts';
import type { Backend, DocumentStore } from './types.ts';

export const FIREBASE_INIT_FAILED_WARNING = 'Firebase initialization failed. Running without Firebase services.';
export const FIREBASE_ENV_WARNING =
  'Please set your Firebase environment variables (VITE_FIREBASE_*) in .env. Running in demo mode: data stays in this browser.';

/** The site is configured for Firebase and Firebase did not start: nothing works until it does. */
export class BackendUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BackendUnavailableError';
  }
}

let backendPromise: Promise<Backend> | null = null;
let publicStorePromise: Promise<DocumentStore> | null = null;
const startListeners = new Set<() => void>();
const unavailableListeners = new Set<(error: BackendUnavailableError) => void>();

/** Tells the listeners when starting the backend, or its public store, fails for want of Firebase. */
function watchForUnavailable<T>(starting: Promise<T>): Promise<T> {
  starting.catch((error: unknown) => {
    if (error instanceof BackendUnavailableError) for (const listener of [...unavailableListeners]) listener(error);
  });
  return starting;
}

/**
 * Calls `listener` when the site is configured for Firebase and Firebase did not start, whoever tried
 * (the session, a page reading what anyone may read). Returns the unsubscribe function.
 */
export function onBackendUnavailable(listener: (error: BackendUnavailableError) => void): () => void {
  unavailableListeners.add(listener);
  return () => {
    unavailableListeners.delete(listener);
  };
}

async function startBackend(): Promise<Backend> {
  const settings = readBackendSettings(import.meta.env);
  if (settings.firebaseProblem) {
    throw new BackendUnavailableError(`Firebase is configured incompletely: ${settings.firebaseProblem}.`);
  }
  if (settings.firebase) {
    try {
      const { createFirebaseBackend } = await import('./firebase/index.ts');
      return await createFirebaseBackend(settings.firebase, settings);
    } catch (error) {
      throw new BackendUnavailableError('Firebase did not start.', { cause: error });
    }
  }
  // Spec §1: no backend configured — two warnings, then the demo backend.
  console.warn(FIREBASE_INIT_FAILED_WARNING);
  console.warn(FIREBASE_ENV_WARNING);
  const { createLocalBackend } = await import('./local/index.ts');
  return createLocalBackend();
}

/** The running backend. The first call starts it; later calls share it (a failure too: reload to retry). */
export function getBackend(): Promise<Backend> {
  if (!backendPromise) {
    backendPromise = watchForUnavailable(startBackend());
    for (const listener of [...startListeners]) listener();
  }
  return backendPromise;
}

/**
 * Calls `listener` when something starts the backend (a form sending, a sign-in), at once if it has
 * started: the session follows who is signed in from then on. Returns the unsubscribe function.
 */
export function onBackendStart(listener: () => void): () => void {
  if (backendPromise) {
    listener();
    return () => {};
  }
  startListeners.add(listener);
  return () => {
    startListeners.delete(listener);
  };
}

/**
 * A store for what anyone may read (published posts, active services, the site settings), without
 * starting sign-in: on Firebase, Firestore alone — the Auth SDK stays unloaded for a visitor who never
 * signed in. Once the whole backend runs (a session, a form), or when someone may be signed in on this
 * browser (the session marker), its store: reads then carry who is signed in.
 */
export function getPublicStore(): Promise<DocumentStore> {
  if (backendPromise || hasSessionMarker()) return getBackend().then((backend) => backend.store);
  publicStorePromise ??= watchForUnavailable(startPublicStore());
  return publicStorePromise;
}

async function startPublicStore(): Promise<DocumentStore> {
  const settings = readBackendSettings(import.meta.env);
  if (settings.firebase && !settings.firebaseProblem) {
    try {
      const { createFirebaseStore } = await import('./firebase/index.ts');
      return await createFirebaseStore(settings.firebase, settings);
    } catch (error) {
      throw new BackendUnavailableError('Firebase did not start.', { cause: error });
    }
  }
  // Demo mode (or a configuration problem, which getBackend reports): the one backend's store.
  return (await getBackend()).store;
}

/**
 * True when the data a page was built with is what the backend would answer now: demo mode in a
 * browser that has no demo data of its own yet (the build rendered the same seed). A prerendered page
 * then shows its data without starting the demo backend to read it again. On Firebase the stored data
 * may have changed since the build: false.
 */
export function builtDataIsCurrent(): boolean {
  if (backendPromise) return false;
  const settings = readBackendSettings(import.meta.env);
  if (settings.firebase || settings.firebaseProblem) return false;
  try {
    return window.localStorage.getItem(DEMO_STORAGE_KEY) === null;
  } catch {
    return false;
  }
}

/** Tests start the app on a backend of their own (or on one that failed to start). */
export function setBackendForTests(backend: Backend | Promise<Backend>): void {
  backendPromise = Promise.resolve(backend);
  publicStorePromise = null;
}
