#!/usr/bin/env node
/**
 * `npm run emulators:seed`: puts demo mode's content into the running Auth and Firestore emulators
 * (project demo-test), replacing what was there, and loads firestore.rules. The demo accounts work
 * there too: admin@example.com / admin123 (the first admin) and user@example.com / user123.
 * Start the emulators first: `npm run emulators`.
 */
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { isAuthUp, isFirestoreUp } from './emulators.mjs';

/** Loads a TypeScript module of the project (with its `@/` imports) through Vite's module runner. */
export async function importProjectModule(path) {
  const { module } = await runnerImport(fileURLToPath(new URL(path, import.meta.url)), {
    configFile: false,
    logLevel: 'error',
    resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
  });
  return module;
}

if (import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  if (!(await isFirestoreUp()) || !(await isAuthUp())) {
    console.error('The Auth and Firestore emulators are not running: start them with `npm run emulators`.');
    process.exit(1);
  }
  const { seedEmulators } = await importProjectModule('./emulator-seed.ts');
  const summary = await seedEmulators();
  const documents = Object.entries(summary.documents).map(([name, count]) => `${count} ${name}`).join(', ');
  console.log(`Seeded ${summary.projectId}: accounts ${summary.accounts.join(', ')}; ${documents}; firestore.rules loaded.`);
  process.exit(0);
}
