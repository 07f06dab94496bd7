/**
 * The access table's world in the Firestore emulator: each row starts from it, written with the
 * owner's credentials, and acts through the app's own adapter as the row's actor (a token with the
 * world's uid, e-mail, email_verified and sign-in provider). Used by the rules suite
 * (firestore-rules.test.ts) and the rules mutation check (tests/rules-mutation-runner.ts).
 *
 * Writing the whole world before every row was most of the table's time. A row that only reads, or
 * whose writes were refused (a refused write or batch changes nothing: Firestore writes all or
 * nothing), leaves the world as it found it; so the world is written again only after a row that may
 * have changed it (a write that went through, or a row with setup batches), or whose outcome is not
 * known. A `create` row starts without its document: that one document is removed, and put back for
 * the next row that needs it.
 */
import { clearFirestore } from '../../scripts/emulators.mjs';
import { stateFor, targetOf, world, type AccessRow } from '../access-matrix.ts';
import type { Enforcer } from '../access-table-suite.ts';
import type { Outcome } from '../access-table-run.ts';
import { firestoreAs, type Actor } from './firebase-env.ts';

const READS = new Set<AccessRow['op']>(['get', 'list', 'count']);

/** Clears the project and writes the row's starting documents as the owner, in one batch. */
async function seed(projectId: string, row: AccessRow) {
  await clearFirestore(projectId);
  await firestoreAs(projectId, 'owner').batch(
    Object.entries(stateFor(row)).flatMap(([collection, docs]) =>
      Object.entries(docs).map(([id, data]) => ({ op: 'set' as const, collection, id, data })),
    ),
  );
}

/** The world's document a `create` row removes first (`collection/id`), or null. */
function removedBy(row: AccessRow): string | null {
  if (row.op !== 'create') return null;
  const { collection, id } = targetOf(row);
  return id !== null && world.collections[collection]?.[id] ? `${collection}/${id}` : null;
}

function actorOf(row: AccessRow): Actor {
  if (row.actor === 'visitor') return 'visitor';
  const { uid, email, emailVerified, isAnonymous } = world.actors[row.actor];
  return { uid, email, emailVerified, isAnonymous };
}

/** The rules loaded into `projectId` enforce; the owner's store is the control that nothing stops. */
export function firestoreEnforcer(projectId: string): Enforcer {
  /** What the emulator holds: the world without this document (or none removed); null when not known. */
  let held: { removed: string | null } | null = null;

  async function place(row: AccessRow) {
    const removed = removedBy(row);
    if (held === null) {
      await seed(projectId, row);
    } else if (held.removed !== removed) {
      const writes = [];
      if (held.removed) {
        const [collection, id] = [held.removed.slice(0, held.removed.lastIndexOf('/')), held.removed.slice(held.removed.lastIndexOf('/') + 1)];
        writes.push({ op: 'set' as const, collection, id, data: world.collections[collection][id] });
      }
      if (removed) {
        const { collection, id } = targetOf(row);
        writes.push({ op: 'delete' as const, collection, id: id! });
      }
      await firestoreAs(projectId, 'owner').batch(writes);
    }
    // Until the row says how it went, what it may have written is not known.
    held = READS.has(row.op) && !row.setup?.length ? { removed } : null;
    pending = { removed };
  }
  let pending: { removed: string | null } = { removed: null };

  return {
    async storeFor(row) {
      await place(row);
      return firestoreAs(projectId, actorOf(row));
    },
    async unguardedStoreFor(row) {
      await place(row);
      return firestoreAs(projectId, 'owner');
    },
    settled(row: AccessRow, outcome: Outcome) {
      // A refused write changed nothing; setup batches did.
      if (!READS.has(row.op) && !outcome.ok && !row.setup?.length) held = pending;
    },
  };
}
