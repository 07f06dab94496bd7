/**
 * The demo content in the emulators: the same accounts, posts, services and enquiries as demo mode
 * (src/backend/local/seed.ts), written into the Auth and Firestore emulators past the rules, with
 * firestore.rules loaded for the project. The demo admin (admin@example.com / admin123) is the first
 * admin there. Used by `npm run emulators:seed` (scripts/seed-emulators.mjs) and, before each test, by
 * the end-to-end tests on Firebase (tests/e2e/fixtures.ts).
 */
import { readFileSync } from 'node:fs';
import { createEmulatorDocumentStore } from '@/backend/firebase/emulator-store.ts';
import { createSeed } from '@/backend/local/seed.ts';
import type { DocumentStore } from '@/backend/types.ts';
import { clearAuthAccounts, clearFirestore, createAuthAccount, loadFirestoreRules, PROJECT_ID } from './emulators.mjs';

const owners = new Map<string, DocumentStore>();

export interface SeedSummary {
  projectId: string;
  accounts: string[];
  documents: Record<string, number>;
}

/** The emulators' data past the rules (the project's owner), for tests that set up or read what no screen shows. */
export function ownerStore(projectId = PROJECT_ID): DocumentStore {
  if (!owners.has(projectId)) owners.set(projectId, createEmulatorDocumentStore(projectId, 'owner'));
  return owners.get(projectId)!;
}

/** Empties the project in both emulators, loads the rules and writes the seed. */
export async function seedEmulators(projectId = PROJECT_ID, now = new Date()): Promise<SeedSummary> {
  const rules = readFileSync(new URL('../firestore.rules', import.meta.url), 'utf8');
  await Promise.all([clearFirestore(projectId), clearAuthAccounts(projectId), loadFirestoreRules(projectId, rules)]);
  const seed = createSeed(now);
  const owner = ownerStore(projectId);
  await Promise.all([
    ...Object.values(seed.accounts).map((account) =>
      createAuthAccount(projectId, {
        uid: account.uid,
        email: account.email,
        password: account.password,
        displayName: account.displayName,
        emailVerified: account.emailVerified,
      }),
    ),
    ...Object.entries(seed.collections).flatMap(([collection, docs]) =>
      Object.entries(docs).map(([id, data]) => owner.set(collection, id, data)),
    ),
  ]);
  return {
    projectId,
    accounts: Object.values(seed.accounts).map((account) => account.email),
    documents: Object.fromEntries(Object.entries(seed.collections).map(([name, docs]) => [name, Object.keys(docs).length])),
  };
}
