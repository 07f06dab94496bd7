/**
 * The access table against whatever rules are loaded into projects of the Firestore emulator, row by
 * row, until a row's outcome is not what it expects. The rules mutation check
 * (scripts/rules-mutation.mjs) loads each mutant and asks which row, if any, notices.
 */
import { accessMatrix, resolveWrites, ROW_ENTRY, rowName, setupEntry, withEntry, writesOf, type AccessRow } from './access-matrix.ts';
import { meetsExpectation, outcomeOf, perform, prepare } from './access-table-run.ts';
import type { Enforcer } from './access-table-suite.ts';
import { firestoreEnforcer } from './emulator/firestore-enforcer.ts';

export const ROW_NAMES: readonly string[] = accessMatrix.map(rowName);

/** Every path a row reads or writes, its setup and the audit log entries the suites add included. */
function pathsOf(row: AccessRow): string[] {
  const setups = (row.setup ?? []).flatMap((writes, index) => withEntry({ ...row, unlogged: undefined }, resolveWrites(row, writes), setupEntry(index)));
  return [row.path, ...withEntry(row, writesOf(row) ?? [], ROW_ENTRY), ...setups].map((entry) => (typeof entry === 'string' ? entry : entry.collection));
}

/**
 * Each row's expectation and the top-level collections it touches: only the rules of those collections
 * are asked about it (a rule's get() reads a document without asking its rules), so a condition can
 * change a row's outcome only when its collection is among them.
 */
export const ROWS: readonly { expect: 'allow' | 'deny'; collections: string[] }[] = accessMatrix.map((row) => ({
  expect: row.expect,
  collections: [...new Set(pathsOf(row).map((path) => path.split('/')[0]))],
}));

async function rowPasses(enforcer: Enforcer, index: number): Promise<boolean> {
  const row = accessMatrix[index];
  const store = await enforcer.storeFor(row);
  try {
    await prepare(store, row);
  } catch {
    return false; // A setup the rules refuse: the row fails.
  }
  const outcome = await outcomeOf(perform(store, row));
  enforcer.settled?.(row, outcome);
  return meetsExpectation(row, outcome);
}

/**
 * Runs the rows in `order` (indexes into the table), spread over `projectIds` (each with the same
 * rules loaded; one row at a time in each); resolves with a row that failed (the mutant is killed),
 * or null when every row passed (it survives).
 */
export async function firstFailingRow(projectIds: readonly string[], order: readonly number[]): Promise<number | null> {
  let next = 0;
  let failed: number | null = null;
  await Promise.all(
    projectIds.map(async (projectId) => {
      const enforcer = firestoreEnforcer(projectId);
      while (failed === null && next < order.length) {
        const index = order[next++];
        if (!(await rowPasses(enforcer, index))) failed ??= index;
      }
    }),
  );
  return failed;
}
