/**
 * Picks the backend once, on first use: Firebase when its configuration is present, else the demo
 * backend that keeps data in this browser. Neither SDK is on the page's critical path: both are
 * loaded with `import()`.
 */
import { readBackendSettings } from './config.ts';
import type { Backend } from './types.ts';

export const FIREBASE_INIT_FAILED_WARNING = 'Firebase initialization failed. Running without Firebase services.';
export const FIREBASE_ENV_WARNING =
  'Please set your Firebase environment variables (VITE_FIREBASE_*) in .env. Running in demo mode: data stays in this browser.';

let backendPromise: Promise<Backend> | null = null;

async function startBackend(): Promise<Backend> {
  const settings = readBackendSettings(import.meta.env);
  if (settings.firebase) {
    try {
      const { createFirebaseBackend } = await import('./firebase/index.ts');
      return await createFirebaseBackend(settings.firebase, settings);
    } catch (error) {
      console.warn(FIREBASE_INIT_FAILED_WARNING, error);
      console.warn(FIREBASE_ENV_WARNING);
    }
  } else {
    console.warn(FIREBASE_INIT_FAILED_WARNING);
    console.warn(FIREBASE_ENV_WARNING);
  }
  const { createLocalBackend } = await import('./local/index.ts');
  return createLocalBackend();
}

/** The running backend. The first call starts it; later calls share it. */
export function getBackend(): Promise<Backend> {
  backendPromise ??= startBackend();
  return backendPromise;
}

/** Tests start the app on a backend of their own. */
export function setBackendForTests(backend: Backend): void {
  backendPromise = Promise.resolve(backend);
}
