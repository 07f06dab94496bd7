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
import { runAsAdmin } from './module-server.mjs';

await runAsAdmin('demo mode has nothing to migrate.', async (load) => {
  const { migratePublishAt } = await load('/src/features/blog/data/migrate-publish-at.ts');
  const result = await migratePublishAt((message) => console.log(message));
  console.log(`Done: ${result.read} posts read, ${result.updated} given their publication time.`);
});
