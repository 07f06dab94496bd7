/**
 * Where a build for the local emulators (`VITE_USE_FIREBASE_EMULATORS`) finds Firestore: the Firebase
 * backend connects there, and the prerender points a page's content check there
 * (src/entry-server.tsx). A module of its own, so that neither pulls the other in.
 */
export const FIRESTORE_EMULATOR = { host: '127.0.0.1', port: 8080 } as const;
