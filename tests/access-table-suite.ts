/**
 * One runner for the access table (tests/access-matrix.ts), whatever enforces it: the demo backend's
 * policy (tests/unit/access-matrix.test.ts) and `firestore.rules` in the Firestore emulator
 * (tests/emulator/firestore-rules.test.ts). Each row starts from the matrix's world and runs through
 * the port's DocumentStore — the demo store, or the app's own Firestore adapter — as the row's actor.
 *
 * A control run replays every deny row with enforcement off (the policy switched off; the emulator's
 * owner credentials): each must then go through, and its reads find data, so the enforcer — and
 * nothing else — is what refuses it.
 */
import { describe, expect, it } from 'vitest';
import { BackendError, type DocumentStore } from '@/backend/types.ts';
import { accessMatrix, rowName, type AccessRow } from './access-matrix.ts';
import { outcomeOf, perform, prepare, type Outcome } from './access-table-run.ts';

export interface Enforcer {
  /** The row's world in place; a store acting as the row's actor, with the rules enforced. */
  storeFor(row: AccessRow): Promise<DocumentStore>;
  /** The row's world in place; a store that no rule stops. */
  unguardedStoreFor(row: AccessRow): Promise<DocumentStore>;
  /** How the row's own operation went (an enforcer may then know the world is as it was). */
  settled?(row: AccessRow, outcome: Outcome): void;
}

/** A read that went through must have found something, or the row tested an empty result. */
function expectFound(row: AccessRow, value: unknown) {
  if (row.op === 'get') expect(value, `${row.description}: the document should exist`).not.toBeNull();
  if (row.op === 'list') expect((value as unknown[]).length, `${row.description}: the query should match`).toBeGreaterThan(0);
  if (row.op === 'count') expect(value, `${row.description}: the count should find some`).toBeGreaterThan(0);
}

export function expectOutcome(row: AccessRow, outcome: Outcome) {
  if (row.expect === 'allow') {
    if (!outcome.ok) throw new Error(`${row.description}: expected to be allowed, failed with ${String(outcome.error)}`);
    expectFound(row, outcome.value);
  } else {
    expect(outcome, `${row.description}: expected permission-denied`).toMatchObject({ ok: false });
    if (!outcome.ok) {
      expect(outcome.error, row.description).toBeInstanceOf(BackendError);
      expect((outcome.error as BackendError).code, row.description).toBe('permission-denied');
    }
  }
}

/** The table's rows as tests, then the control run. `label` names the enforcer in the suite's title. */
export function describeAccessTable(label: string, enforcer: Enforcer) {
  describe(`${label} enforces the access table`, () => {
    for (const row of accessMatrix) {
      it(rowName(row), async () => {
        const store = await enforcer.storeFor(row);
        await prepare(store, row);
        const outcome = await outcomeOf(perform(store, row));
        enforcer.settled?.(row, outcome);
        expectOutcome(row, outcome);
      });
    }
  });

  describe(`control: with ${label} out of the way, every deny row goes through`, () => {
    for (const row of accessMatrix.filter((candidate) => candidate.expect === 'deny')) {
      it(rowName(row), async () => {
        const store = await enforcer.unguardedStoreFor(row);
        await prepare(store, row);
        const outcome = await outcomeOf(perform(store, row));
        enforcer.settled?.(row, outcome);
        if (!outcome.ok) throw new Error(`${row.description}: failed even without the rules: ${String(outcome.error)}`);
        expectFound(row, outcome.value);
      });
    }
  });
}
