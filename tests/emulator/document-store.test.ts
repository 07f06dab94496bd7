/**
 * The app's Firestore adapter (src/backend/firebase/document-store.ts) against the Firestore emulator:
 * every port method and query shape by the shared contract (tests/store-contract.ts, which the demo
 * store also runs), then the error codes the rules and Firestore raise through it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BackendError } from '@/backend/types.ts';
import { clearFirestore, isFirestoreUp, loadFirestoreRules } from '../../scripts/emulators.mjs';
import { describeStoreContract } from '../store-contract.ts';
import { firestoreAs } from './firebase-env.ts';

const PROJECT_ID = 'demo-document-store';
let collections = 0;

beforeAll(async () => {
  if (!(await isFirestoreUp())) throw new Error('The Firestore emulator is not running on 127.0.0.1:8080 (npm test starts it).');
  await clearFirestore(PROJECT_ID);
});

describeStoreContract('Firestore (emulator)', {
  async open() {
    return { store: firestoreAs(PROJECT_ID, 'owner'), collection: `contract_${++collections}` };
  },
});

describe('Firestore (emulator): errors through the adapter', () => {
  beforeAll(async () => {
    await loadFirestoreRules(
      PROJECT_ID,
      `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /open/{id} { allow read, write: if true; }
    match /mine/{id} { allow read, write: if request.auth != null && request.auth.uid == id; }
  }
}`,
    );
  });

  const ada = { uid: 'ada', email: 'ada@example.com', emailVerified: true };

  it('a refused read or write rejects with a BackendError coded permission-denied', async () => {
    const visitor = firestoreAs(PROJECT_ID, 'visitor');
    const attempts = [
      () => visitor.get('mine', 'ada'),
      () => visitor.list('mine'),
      () => visitor.set('mine', 'ada', { a: 1 }),
      () => visitor.delete('mine', 'ada'),
    ];
    for (const attempt of attempts) {
      const error = await attempt().then(() => null, (caught: unknown) => caught);
      expect(error).toBeInstanceOf(BackendError);
      expect((error as BackendError).code).toBe('permission-denied');
    }
    const store = firestoreAs(PROJECT_ID, ada);
    await expect(store.set('mine', 'ada', { a: 1 })).resolves.toBeUndefined();
    await expect(store.get('mine', 'ada')).resolves.toEqual({ id: 'ada', a: 1 });
  });

  it('an update of a missing document rejects with not-found when the rules allow it', async () => {
    const error = await firestoreAs(PROJECT_ID, 'visitor')
      .update('open', 'missing', { a: 1 })
      .then(() => null, (caught: unknown) => caught);
    expect(error).toBeInstanceOf(BackendError);
    expect((error as BackendError).code).toBe('not-found');
  });
});
