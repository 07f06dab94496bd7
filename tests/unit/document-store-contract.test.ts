/**
 * The demo store against the DocumentStore contract that the Firestore adapter also runs
 * (tests/store-contract.ts): the demo backend must behave as Firestore does. The access policy is
 * switched off here; the access table tests it.
 */
import { vi } from 'vitest';
import { createLocalBackend } from '@/backend/local/index.ts';
import type { LocalData } from '@/backend/local/db.ts';
import { describeStoreContract } from '../store-contract.ts';

vi.mock('@/backend/local/policy.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/backend/local/policy.ts')>()),
  isAllowed: () => true,
}));

let collections = 0;

describeStoreContract('the demo store', {
  async open() {
    let data: LocalData | null = { version: 1, accounts: {}, collections: {}, session: null };
    const backend = createLocalBackend({
      read: () => data,
      write: (next) => {
        data = next;
      },
    });
    return { store: backend.store, collection: `contract_${++collections}` };
  },
});
