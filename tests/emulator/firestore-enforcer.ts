/**
 * The access table's world in the Firestore emulator: each row starts from it, written with the
 * owner's credentials, and acts through the app's own adapter as the row's actor (a token with the
 * world's uid, e-mail, email_verified and sign-in provider). Used by the rules suite
 * (firestore-rules.test.ts) and the rules mutation check (tests/rules-mutation-runner.ts).
 */
import { clearFirestore } from '../../scripts/emulators.mjs';
import { stateFor, world, type AccessRow } from '../access-matrix.ts';
import type { Enforcer } from '../access-table-suite.ts';
import { firestoreAs, type Actor } from './firebase-env.ts';

/** Clears the project and writes the row's starting documents as the owner, in one batch. */
async function seed(projectId: string, row: AccessRow) {
  await clearFirestore(projectId);
  await firestoreAs(projectId, 'owner').batch(
    Object.entries(stateFor(row)).flatMap(([collection, docs]) =>
      Object.entries(docs).map(([id, data]) => ({ op: 'set' as const, collection, id, data })),
    ),
  );
}

function actorOf(row: AccessRow): Actor {
  if (row.actor === 'visitor') return 'visitor';
  const { uid, email, emailVerified, isAnonymous } = world.actors[row.actor];
  return { uid, email, emailVerified, isAnonymous };
}

/** The rules loaded into `projectId` enforce; the owner's store is the control that nothing stops. */
export function firestoreEnforcer(projectId: string): Enforcer {
  return {
    async storeFor(row) {
      await seed(projectId, row);
      return firestoreAs(projectId, actorOf(row));
    },
    async unguardedStoreFor(row) {
      await seed(projectId, row);
      return firestoreAs(projectId, 'owner');
    },
  };
}
