/**
 * Running one row of the access table (tests/access-matrix.ts) through a DocumentStore, and judging
 * the outcome — shared by the Vitest suites (tests/access-table-suite.ts) and the rules mutation
 * check (tests/rules-mutation-runner.ts). No test framework here.
 */
import { BackendError, type DocumentStore } from '@/backend/types.ts';
import { resolveWrites, ROW_ENTRY, setupEntry, targetOf, withEntry, writesOf, type AccessRow } from './access-matrix.ts';

/** The row's setup: batches the actor makes first; each must go through. */
export async function prepare(store: DocumentStore, row: AccessRow): Promise<void> {
  // Logged as the app logs them, even for a row that leaves out its own entry.
  const logged = { ...row, unlogged: undefined };
  for (const [index, writes] of (row.setup ?? []).entries()) await store.batch(withEntry(logged, resolveWrites(row, writes), setupEntry(index)));
}

/** Runs the row's operation through the store; resolves with what a read returned. */
export function perform(store: DocumentStore, row: AccessRow): Promise<unknown> {
  const { collection, id } = targetOf(row);
  const data = row.data ?? {};
  if (row.op === 'batch') return store.batch(withEntry(row, resolveWrites(row, row.writes ?? []), ROW_ENTRY));
  // A staff change to a logged document goes in one batch with its audit log entry.
  const writes = writesOf(row);
  const logged = writes ? withEntry(row, writes, ROW_ENTRY) : [];
  if (writes && logged.length > writes.length) return store.batch(logged);
  if (row.op === 'list') return store.list(collection, row.query);
  // An aggregation is judged as the list of the same filters would be.
  if (row.op === 'count') return store.count(collection, { where: row.query?.where });
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

export type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };
export const outcomeOf = (promise: Promise<unknown>): Promise<Outcome> =>
  promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );

/** True when the outcome is what the row expects (a deny must be `permission-denied`, nothing else). */
export function meetsExpectation(row: AccessRow, outcome: Outcome): boolean {
  if (row.expect === 'deny') return !outcome.ok && outcome.error instanceof BackendError && outcome.error.code === 'permission-denied';
  if (!outcome.ok) return false;
  if (row.op === 'get') return outcome.value !== null;
  if (row.op === 'list') return (outcome.value as unknown[]).length > 0;
  if (row.op === 'count') return (outcome.value as number) > 0;
  return true;
}
