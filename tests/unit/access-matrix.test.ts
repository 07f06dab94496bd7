/**
 * The access table (tests/access-matrix.ts) against the demo backend: every row on a fresh local
 * backend built from the matrix's world, signed in as the row's actor, through the port's
 * DocumentStore — so the policy is exercised exactly as the app reaches it.
 *
 * Two checks keep the rows honest (a row that cannot fail proves nothing):
 * - the matrix itself: every table row 1–48 has cases, and every read, update or delete aims at a
 *   document the world really has (a typo would otherwise be "denied" for the wrong reason);
 * - a control run with the policy switched off: every deny row then goes through (and its reads
 *   return data), so each one is refused by the policy and by nothing else.
 */
import { describe, expect, it, vi } from 'vitest';
import { decode, encode, type LocalAccount, type LocalData, type Storage } from '@/backend/local/db.ts';
import { createLocalBackend } from '@/backend/local/index.ts';
import { BackendError, type Backend, type DocumentStore } from '@/backend/types.ts';
import { accessMatrix, rowName, stateFor, targetOf, world, type AccessRow } from '../access-matrix.ts';

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
      creationTime: 'Thu, 20 Nov 2025 10:00:00 GMT',
      lastSignInTime: 'Thu, 20 Nov 2025 10:00:00 GMT',
    };
  }
  return { version: 1, accounts, collections: stateFor(row), session: null };
}

/** A fresh demo backend in the row's world, signed in as the row's actor (or signed out). */
async function backendFor(row: AccessRow): Promise<Backend> {
  const backend = createLocalBackend(memoryStorage(localDataFor(row)));
  if (row.actor !== 'visitor') {
    const account = world.actors[row.actor];
    const session = await backend.auth.signIn(account.email, account.password);
    expect(session).toMatchObject({ uid: account.uid, emailVerified: account.emailVerified });
  } else {
    expect(backend.auth.currentUser()).toBeNull();
  }
  return backend;
}

/** Runs the row's operation through the store; resolves with what a read returned. */
function perform(store: DocumentStore, row: AccessRow): Promise<unknown> {
  const { collection, id } = targetOf(row);
  const data = row.data ?? {};
  if (row.op === 'list') return store.list(collection, row.query);
  if (row.op === 'create' && id === null) return store.add(collection, data);
  if (id === null) throw new Error(`${row.op} needs a document path: ${row.path}`);
  switch (row.op) {
    case 'get':
      return store.get(collection, id);
    case 'create':
      return store.set(collection, id, data);
    case 'set':
      return store.set(collection, id, data, { merge: row.merge === true });
    case 'update':
      return store.update(collection, id, data);
    case 'delete':
      return store.delete(collection, id);
  }
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };
const outcomeOf = (promise: Promise<unknown>): Promise<Outcome> =>
  promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );

/** A read that went through must have found something, or the row tested an empty result. */
function expectFound(row: AccessRow, value: unknown) {
  if (row.op === 'get') expect(value, `${row.description}: the document should exist`).not.toBeNull();
  if (row.op === 'list') expect((value as unknown[]).length, `${row.description}: the query should match`).toBeGreaterThan(0);
}

describe('the access matrix', () => {
  it('has cases for every row of the table', () => {
    const rules = new Set(accessMatrix.map((row) => row.rule));
    const table = Array.from({ length: 48 }, (_, index) => index + 1);
    expect(table.filter((rule) => !rules.has(rule))).toEqual([]);
    expect([...rules].filter((rule) => !table.includes(rule))).toEqual([]);
  });

  it.each(accessMatrix.map((row) => [rowName(row), row] as const))('is well formed: %s', (_name, row) => {
    const { collection, id } = targetOf(row);
    if (row.op === 'list') expect(id, 'list takes a collection path').toBeNull();
    else if (row.op !== 'create') expect(id, `${row.op} takes a document path`).not.toBeNull();
    const writes = row.op === 'create' || row.op === 'set' || row.op === 'update';
    expect(row.data !== undefined, 'writes carry data, reads do not').toBe(writes);
    expect(row.query === undefined || row.op === 'list', 'only a list has a query').toBe(true);
    expect(row.merge === undefined || row.op === 'set', 'only a set merges').toBe(true);
    // Reads, updates and deletes act on a document the world has.
    if (id !== null && (row.op === 'get' || row.op === 'update' || row.op === 'delete')) {
      expect(world.collections[collection]?.[id], `${row.path} is in the world`).toBeDefined();
    }
  });
});

describe('the demo backend enforces the access matrix', () => {
  for (const row of accessMatrix) {
    it(rowName(row), async () => {
      policySwitch.off = false;
      const backend = await backendFor(row);
      const outcome = await outcomeOf(perform(backend.store, row));
      if (row.expect === 'allow') {
        expect(outcome, row.description).toMatchObject({ ok: true });
        if (outcome.ok) expectFound(row, outcome.value);
      } else {
        expect(outcome, row.description).toMatchObject({ ok: false });
        if (!outcome.ok) {
          expect(outcome.error, row.description).toBeInstanceOf(BackendError);
          expect((outcome.error as BackendError).code, row.description).toBe('permission-denied');
        }
      }
    });
  }
});

describe('control: with the policy switched off, every deny row goes through', () => {
  for (const row of accessMatrix.filter((candidate) => candidate.expect === 'deny')) {
    it(rowName(row), async () => {
      policySwitch.off = true;
      try {
        const backend = await backendFor(row);
        const outcome = await outcomeOf(perform(backend.store, row));
        expect(outcome, row.description).toMatchObject({ ok: true });
        if (outcome.ok) expectFound(row, outcome.value);
      } finally {
        policySwitch.off = false;
      }
    });
  }
});
