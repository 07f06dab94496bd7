/**
 * A Vite module server for scripts that run the project's own TypeScript in Node (its `@/` imports,
 * and the modules it loads lazily), sharing one module graph: load with `server.ssrLoadModule(path)`,
 * and `server.close()` when done. (`importProjectModule` in seed-emulators.mjs loads one module on its
 * own; this one keeps the modules' state, such as a signed-in session, across loads.)
 */
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

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
