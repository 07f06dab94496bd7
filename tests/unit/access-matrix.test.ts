/**
 * The access table (tests/access-matrix.ts) against the demo backend: every row on a fresh local
 * backend built from the matrix's world, signed in as the row's actor, through the port's
 * DocumentStore — so the policy is exercised exactly as the app reaches it. The same runner
 * (tests/access-table-suite.ts) runs the rows against firestore.rules in the Firestore emulator.
 *
 * Two checks keep the rows honest (a row that cannot fail proves nothing):
 * - the matrix itself: every table row 1–48 has cases, and every read, update or delete aims at a
 *   document the world really has (a typo would otherwise be "denied" for the wrong reason);
 * - a control run with the policy switched off: every deny row then goes through (and its reads
 *   return data), so each one is refused by the policy and by nothing else.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decode, encode, type LocalAccount, type LocalData, type Storage } from '@/backend/local/db.ts';
import { createLocalBackend } from '@/backend/local/index.ts';
import type { Backend } from '@/backend/types.ts';
import { accessMatrix, ADDED_RULES, resolveWrites, rowName, SHARED_TABLE_ROWS, stateFor, targetOf, world, type AccessRow } from '../access-matrix.ts';
import { describeAccessTable } from '../access-table-suite.ts';

// The control run flips this; the real runs use the policy as written.
const policySwitch = vi.hoisted(() => ({ off: false }));
vi.mock('@/backend/local/policy.ts', async (importOriginal) => {
  const policy = await importOriginal<typeof import('@/backend/local/policy.ts')>();
  return {
    ...policy,
    isAllowed: (...args: Parameters<typeof policy.isAllowed>) => policySwitch.off || policy.isAllowed(...args),
  };
});

/** db.ts's Storage in memory, through the same JSON encoding the browser's copy uses. */
function memoryStorage(initial: LocalData): Storage {
  let text = encode(initial);
  return {
    read: () => decode(text),
    write(data) {
      text = encode(data);
    },
  };
}

function localDataFor(row: AccessRow): LocalData {
  const accounts: Record<string, LocalAccount> = {};
  for (const account of Object.values(world.actors)) {
    accounts[account.uid] = {
      uid: account.uid,
      email: account.email,
      password: account.password,
      displayName: account.displayName,
      emailVerified: account.emailVerified,
      isAnonymous: account.isAnonymous,
      creationTime: 'Thu, 20 Nov 2025 10:00:00 GMT',
      lastSignInTime: 'Thu, 20 Nov 2025 10:00:00 GMT',
    };
  }
  return { version: 1, accounts, collections: stateFor(row), session: null };
}

/** A fresh demo backend in the row's world, with the row's actor's session (or none, for a visitor). */
async function backendFor(row: AccessRow): Promise<Backend> {
  const data = localDataFor(row);
  if (row.actor !== 'visitor') data.session = world.actors[row.actor].uid;
  const backend = createLocalBackend(memoryStorage(data));
  const account = row.actor === 'visitor' ? null : world.actors[row.actor];
  expect(backend.auth.currentUser()).toEqual(
    account ? expect.objectContaining({ uid: account.uid, emailVerified: account.emailVerified, isAnonymous: account.isAnonymous === true }) : null,
  );
  return backend;
}

describe('the access matrix', () => {
  it('has cases for every row of the table, and for every row this project added', () => {
    const rules = new Set(accessMatrix.map((row) => row.rule));
    const table = [...Array.from({ length: SHARED_TABLE_ROWS }, (_, index) => index + 1), ...Object.keys(ADDED_RULES).map(Number)];
    expect(table.filter((rule) => !rules.has(rule))).toEqual([]);
    expect([...rules].filter((rule) => !table.includes(rule))).toEqual([]);
  });

  it.each(accessMatrix.map((row) => [rowName(row), row] as const))('is well formed: %s', (_name, row) => {
    const { collection, id } = targetOf(row);
    if (row.op === 'list' || row.op === 'count') expect(id, `${row.op} takes a collection path`).toBeNull();
    else if (row.op !== 'create' && row.op !== 'batch') expect(id, `${row.op} takes a document path`).not.toBeNull();
    const writes = row.op === 'create' || row.op === 'set' || row.op === 'update';
    expect(row.data !== undefined, 'writes carry data, reads and batches do not').toBe(writes);
    expect(row.writes !== undefined && row.writes.length > 0, 'a batch, and only a batch, has writes').toBe(row.op === 'batch');
    expect(row.query === undefined || row.op === 'list' || row.op === 'count', 'only a list or a count has a query').toBe(true);
    expect(row.merge === undefined || row.op === 'set', 'only a set merges').toBe(true);
    // Reads, updates and deletes act on a document the world has (a typo would be "denied" for the wrong reason).
    if (id !== null && (row.op === 'get' || row.op === 'update' || row.op === 'delete')) {
      expect(world.collections[collection]?.[id], `${row.path} is in the world`).toBeDefined();
    }
    for (const write of resolveWrites(row, row.writes ?? [])) {
      if (write.op === 'update') expect(world.collections[write.collection]?.[write.id], `${write.collection}/${write.id} is in the world`).toBeDefined();
    }
  });
});

describeAccessTable('the demo backend', {
  storeFor: async (row) => {
    policySwitch.off = false;
    return (await backendFor(row)).store;
  },
  unguardedStoreFor: async (row) => {
    policySwitch.off = true;
    return (await backendFor(row)).store;
  },
});

// The control run leaves the policy off for whatever runs next in this file.
afterEach(() => {
  policySwitch.off = false;
});
