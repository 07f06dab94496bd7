/**
 * A Vite module server for scripts that run the project's own TypeScript in Node (its `@/` imports,
 * and the modules it loads lazily), sharing one module graph: load with `server.ssrLoadModule(path)`,
 * and `server.close()` when done. (`importProjectModule` in seed-emulators.mjs loads one module on its
 * own; this one keeps the modules' state, such as a signed-in session, across loads.)
 */
import { fileURLToPath } from 'node:url';
import { createServer, loadEnv } from 'vite';

export const root = fileURLToPath(new URL('..', import.meta.url));

export const moduleServer = () =>
  createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    resolve: { alias: { '@': `${root}src` } },
  });

/**
 * A one-off data migration, signed in as an admin of the Firebase project in .env
 * (`MIGRATE_ADMIN_EMAIL`, `MIGRATE_ADMIN_PASSWORD`): `work(load)` runs with the session started, given
 * `load` (the module server's `ssrLoadModule`), and the process exits 0, 1 on an error (printed), 2
 * without the admin's credentials. `demo`: what to say when .env has no Firebase settings.
 */
export async function runAsAdmin(demo, work) {
  const email = process.env.MIGRATE_ADMIN_EMAIL;
  const password = process.env.MIGRATE_ADMIN_PASSWORD;
  if (!email || !password) {
    console.error('Set MIGRATE_ADMIN_EMAIL and MIGRATE_ADMIN_PASSWORD (an admin of the site) to run the migration.');
    process.exit(2);
  }
  const server = await moduleServer();
  const load = (path) => server.ssrLoadModule(path);
  let failed = false;
  try {
    const { readBackendSettings } = await load('/src/backend/config.ts');
    // The settings the module server gives the app (.env, .env.development, then the environment).
    const settings = readBackendSettings({ ...loadEnv('development', root, 'VITE_'), ...process.env });
    if (!settings.firebase) throw new Error(`No Firebase settings (VITE_FIREBASE_*) in .env: ${demo}`);
    const { signIn, signOut } = await load('/src/features/accounts/data/session.ts');
    await signIn(email, password);
    await work(load);
    await signOut();
  } catch (error) {
    failed = true;
    console.error(error instanceof Error ? error.message : error);
  } finally {
    await server.close();
  }
  process.exit(failed ? 1 : 0);
}
