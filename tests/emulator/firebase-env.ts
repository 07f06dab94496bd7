/**
 * The emulator suites' way into Firestore: the app's own adapter over Firestore Lite, acting as an
 * account of the access table's world, a visitor, or the emulator's owner (which no rule stops).
 */
import { setLogLevel } from 'firebase/firestore/lite';
import { createEmulatorDocumentStore, type EmulatorIdentity } from '@/backend/firebase/emulator-store.ts';
import type { DocumentStore } from '@/backend/types.ts';

export type Actor = EmulatorIdentity;

// Refused requests are the point of these suites: the SDK need not log each one.
setLogLevel('silent');

const stores = new Map<string, DocumentStore>();

/** A store acting as `actor` in the emulator's `projectId` (one Firebase app per actor, reused). */
export function firestoreAs(projectId: string, actor: Actor): DocumentStore {
  const key = `${projectId}|${typeof actor === 'string' ? actor : JSON.stringify(actor)}`;
  let store = stores.get(key);
  if (!store) {
    store = createEmulatorDocumentStore(projectId, actor);
    stores.set(key, store);
  }
  return store;
}
