/**
 * The access table (tests/access-matrix.ts) against the real `firestore.rules`, in the Firestore
 * emulator (127.0.0.1:8080, project demo-test). Run by `npm run test:emulators`, which skips with a
 * printed reason where the emulator cannot run (it needs Java 21); the same rows run against the demo
 * backend in every `npm test` (tests/unit/access-matrix.test.ts).
 *
 * Each row starts from the matrix's world, written with rules disabled; the row's actor is a token
 * with the world's uid, e-mail and email_verified. The port's sentinels become Firestore's
 * (`SERVER_TIME` → `serverTimestamp()`, `increment(n)` → `increment(n)`) and `Date`s become
 * `Timestamp`s. A control run replays every deny row with rules disabled: each must then go through
 * (and its reads find data), so the rules — and nothing else — are what refuse it.
 */
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListQuery } from '@/backend/types.ts';
import { accessMatrix, rowName, stateFor, targetOf, world, type AccessRow } from '../access-matrix.ts';

const PROJECT_ID = 'demo-test';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: {
      rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
      host: '127.0.0.1',
      port: 8080,
    },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

/**
 * The context's Firestore for the modular API. rules-unit-testing hands out the compat instance;
 * the modular functions unwrap it (the documented way to use it with `doc()`, `getDoc()`, …).
 */
const firestoreOf = (context: RulesTestContext) => context.firestore() as unknown as Firestore;

/** Port values → Firestore values, at any depth. */
function toFirestore(value: unknown): unknown {
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(toFirestore);
  if ('__serverTime' in value) return serverTimestamp();
  if ('__increment' in value && typeof value.__increment === 'number') return increment(value.__increment);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toFirestore(item)]));
}
const toData = (data: Record<string, unknown>) => toFirestore(data) as DocumentData;

function constraintsOf(listQuery: ListQuery | undefined): QueryConstraint[] {
  const constraints: QueryConstraint[] = [];
  for (const [field, op, value] of listQuery?.where ?? []) constraints.push(where(field, op, value));
  if (listQuery?.orderBy) constraints.push(orderBy(listQuery.orderBy.field, listQuery.orderBy.direction ?? 'asc'));
  if (listQuery?.limit !== undefined) constraints.push(limit(listQuery.limit));
  return constraints;
}

/** Clears the emulator and writes the row's starting documents with rules off. */
async function seed(row: AccessRow) {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    const writes = Object.entries(stateFor(row)).flatMap(([name, docs]) =>
      Object.entries(docs).map(([id, data]) => setDoc(doc(db, name, id), toData(data))),
    );
    await Promise.all(writes);
  });
}

function contextFor(row: AccessRow): RulesTestContext {
  if (row.actor === 'visitor') return env.unauthenticatedContext();
  const account = world.actors[row.actor];
  return env.authenticatedContext(account.uid, { email: account.email, email_verified: account.emailVerified });
}

/** Runs the row's operation; resolves with what a read found (data or null; a list's documents). */
async function perform(db: Firestore, row: AccessRow): Promise<unknown> {
  const { collection: name, id } = targetOf(row);
  const data = toData(row.data ?? {});
  if (row.op === 'list') return (await getDocs(query(collection(db, name), ...constraintsOf(row.query)))).docs;
  if (row.op === 'create' && id === null) return addDoc(collection(db, name), data);
  if (id === null) throw new Error(`${row.op} needs a document path: ${row.path}`);
  const ref = doc(db, name, id);
  switch (row.op) {
    case 'get': {
      const snapshot = await getDoc(ref);
      return snapshot.exists() ? snapshot.data() : null;
    }
    case 'create':
      return setDoc(ref, data);
    case 'set':
      return row.merge ? setDoc(ref, data, { merge: true }) : setDoc(ref, data);
    case 'update':
      return updateDoc(ref, data);
    case 'delete':
      return deleteDoc(ref);
  }
}

/** A read that went through must have found something, or the row tested an empty result. */
function expectFound(row: AccessRow, value: unknown) {
  if (row.op === 'get') expect(value, `${row.description}: the document should exist`).not.toBeNull();
  if (row.op === 'list') expect((value as unknown[]).length, `${row.description}: the query should match`).toBeGreaterThan(0);
}

describe('firestore.rules enforce the access matrix', () => {
  for (const row of accessMatrix) {
    it(rowName(row), async () => {
      await seed(row);
      const db = firestoreOf(contextFor(row));
      if (row.expect === 'allow') {
        expectFound(row, await assertSucceeds(perform(db, row)));
      } else {
        await assertFails(perform(db, row));
      }
    });
  }
});

describe('control: with rules disabled, every deny row goes through', () => {
  for (const row of accessMatrix.filter((candidate) => candidate.expect === 'deny')) {
    it(rowName(row), async () => {
      await seed(row);
      await env.withSecurityRulesDisabled(async (context) => {
        expectFound(row, await perform(firestoreOf(context), row));
      });
    });
  }
});
