/**
 * Where a build for the local emulators (`VITE_USE_FIREBASE_EMULATORS`) finds the Auth emulator: the
 * auth gateway connects there, and a reader's view is counted there (firebase/reader-views.ts).
 */
export const AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';

/**
 * Where a build for the local emulators (`VITE_USE_FIREBASE_EMULATORS`) finds Firestore: the Firebase
 * backend and the tests' and the seed's store (firebase/emulator-store.ts) connect there, and the
 * prerender points a page's content check there (src/entry-server.tsx). A module of its own: the
 * prerender reaches it without the Firebase SDK, and the first load gains no import.
 */
export const FIRESTORE_EMULATOR = { host: '127.0.0.1', port: 8080 } as const;
