#!/usr/bin/env node
/**
 * `npm run migrate:publish-at`: gives every post stored before scheduled publishing its publication
 * time (`publishAt` = its creation time), so that visitors can read it under the rules that require
 * one (src/features/blog/data/migrate-publish-at.ts). Run it once, after `firebase deploy --only
 * firestore`, as an admin of the site:
 *
 *   MIGRATE_ADMIN_EMAIL=you@example.com MIGRATE_ADMIN_PASSWORD=… npm run migrate:publish-at
 *
 * It reads the Firebase settings (`VITE_FIREBASE_*`) from .env like the build, signs in with the
 * e-mail and password given, and prints what it did. Running it again changes nothing.
 */
import { loadEnv } from 'vite';
import { moduleServer, root } from './module-server.mjs';

const email = process.env.MIGRATE_ADMIN_EMAIL;
const password = process.env.MIGRATE_ADMIN_PASSWORD;
if (!email || !password) {
  console.error('Set MIGRATE_ADMIN_EMAIL and MIGRATE_ADMIN_PASSWORD (an admin of the site) to run the migration.');
  process.exit(2);
}

// A module server, so that the app's own TypeScript (its Firebase adapter and rules of a post) runs here.
const server = await moduleServer();
let failed = false;
try {
  const { readBackendSettings } = await server.ssrLoadModule('/src/backend/config.ts');
  // The settings the module server gives the app (.env, .env.development, then the environment).
  const settings = readBackendSettings({ ...loadEnv('development', root, 'VITE_'), ...process.env });
  if (!settings.firebase) throw new Error('No Firebase settings (VITE_FIREBASE_*) in .env: demo mode has nothing to migrate.');
  const { signIn, signOut } = await server.ssrLoadModule('/src/features/accounts/data/session.ts');
  const { migratePublishAt } = await server.ssrLoadModule('/src/features/blog/data/migrate-publish-at.ts');
  await signIn(email, password);
  const result = await migratePublishAt((message) => console.log(message));
  console.log(`Done: ${result.read} posts read, ${result.updated} given their publication time.`);
  await signOut();
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await server.close();
}
process.exit(failed ? 1 : 0);
