/**
 * The access table (tests/access-matrix.ts) against the real `firestore.rules`, loaded into the
 * Firestore emulator, through the app's own Firestore adapter (src/backend/firebase/document-store.ts,
 * Firestore Lite), from the world in firestore-enforcer.ts. The same runner runs the rows against
 * the demo backend (tests/unit/access-matrix.test.ts).
 *
 * Run by `npm test`, which starts the emulators (scripts/emulators.mjs) or reuses running ones.
 */
import { readFileSync } from 'node:fs';
import { beforeAll } from 'vitest';
import { describeAccessTable } from '../access-table-suite.ts';
import { isFirestoreUp, loadFirestoreRules } from '../../scripts/emulators.mjs';
import { firestoreEnforcer } from './firestore-enforcer.ts';

/** This file's own project in the emulator, so other suites' data never meets it (ACCESS_TABLE_PROJECT: another checkout's run beside it). */
const PROJECT_ID = process.env.ACCESS_TABLE_PROJECT ?? 'demo-access-table';

beforeAll(async () => {
  if (!(await isFirestoreUp())) throw new Error('The Firestore emulator is not running on 127.0.0.1:8080 (npm test starts it).');
  // A compile error fails the whole file here, with the compiler's message.
  await loadFirestoreRules(PROJECT_ID, readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'));
});

describeAccessTable('firestore.rules (Firestore emulator)', firestoreEnforcer(PROJECT_ID));
