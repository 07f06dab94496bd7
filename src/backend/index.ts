/**
 * Picks the backend once, on first use: Firebase when its configuration is present, else the demo
 * backend that keeps data in this browser. Neither SDK is on the page's critical path: both are
 * loaded with `import()`. A site configured for Firebase never falls back to demo mode — enquiries
 * would then sit in one visitor's browser — it fails with `BackendUnavailableError`, and the app
 * shows an error page instead.
 */
import { readBackendSettings } from './config.ts';
import type { Backend } from './types.ts';

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
  backendPromise ??= startBackend();
  return backendPromise;
}

/** Tests start the app on a backend of their own (or on one that failed to start). */
export function setBackendForTests(backend: Backend | Promise<Backend>): void {
  backendPromise = Promise.resolve(backend);
}
