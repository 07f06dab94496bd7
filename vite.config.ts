import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type Rolldown } from 'vite';
import { CHUNK_GROUPS, TRAFFIC_COUNTER_ENTRY, VIEW_COUNTER_ENTRY } from './scripts/chunks.mjs';
import { isPagePath, NOT_FOUND_FILE, SHELL_FILE } from './scripts/hosting.mjs';
import { headerOptionsFromEnv, securityHeaders } from './security-headers.mjs';

/**
 * `vite preview` answers with the same security headers Firebase Hosting sends (security-headers.mjs,
 * for the settings the build was made with), so the built site is tested under its real policy.
 */
function previewSecurityHeaders(): Plugin {
  let headers: Record<string, string> = {};
  return {
    name: 'novaforge:preview-security-headers',
    configResolved(config) {
      headers = securityHeaders(headerOptionsFromEnv(config.env));
    },
    configurePreviewServer(server) {
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        next();
      });
    },
  };
}

/**
 * `vite preview` serves the prerendered pages as Firebase Hosting does (`cleanUrls`, scripts/prerender.mjs):
 * `/about` → about.html, `/blog/x` → blog/x.html, `/` → index.html, and every other page path (sign-in,
 * profile, admin, unknown) → app-shell.html, the client-rendered shell.
 */
function previewPrerenderedPages(): Plugin {
  let outDir = 'dist';
  return {
    name: 'novaforge:preview-prerendered-pages',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        const url = new URL(request.url ?? '/', 'http://localhost');
        let path: string;
        try {
          path = decodeURIComponent(url.pathname).replace(/\/+$/, '');
        } catch {
          return next(); // Not a page path: answered as a missing file.
        }
        // Files (assets, sitemap.xml…) are served as they are; only page paths are mapped.
        if (!isPagePath(path) || path.includes('..')) return next();
        const shell = join(outDir, SHELL_FILE);
        if (!existsSync(shell)) return next(); // A build without prerendering: Vite's own SPA fallback.
        const page = path === '' ? 'index.html' : `${path.slice(1)}.html`;
        const file = existsSync(join(outDir, page)) ? page : SHELL_FILE;
        request.url = `/${file}${url.search}`;
        next();
      });
    },
  };
}

/**
 * A missing file answers 404, in `vite dev` and `vite preview` as on Firebase Hosting (whose rewrite to
 * the client shell takes page paths only, firebase.json): not the HTML shell with 200, which would reach
 * link previews as a "picture", and a page still running an old deploy as a "script" it cannot run.
 * Vite's SPA fallback sends every request nothing else served to /index.html; this runs just after it
 * and keeps that for page paths. The body is public/404.html, the page Firebase Hosting sends too.
 */
function missingFilesNotFound(): Plugin {
  const fallbackBody = '<!doctype html><title>Page not found</title><h1>Page not found</h1>';
  const handler = (root: () => string) => (request: IncomingMessage & { originalUrl?: string }, response: ServerResponse, next: () => void) => {
    const asked = new URL(request.originalUrl ?? request.url ?? '/', 'http://localhost').pathname;
    let path = asked;
    try {
      path = decodeURIComponent(asked);
    } catch {
      // An undecodable path is no page path either.
    }
    if (request.url !== '/index.html' || asked === '/index.html' || isPagePath(path)) return next();
    const page = join(root(), NOT_FOUND_FILE);
    response.statusCode = 404;
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(request.method === 'HEAD' ? undefined : existsSync(page) ? readFileSync(page) : fallbackBody);
  };
  let outDir = 'dist';
  let publicDir = 'public';
  return {
    name: 'novaforge:missing-files-not-found',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      publicDir = config.publicDir || publicDir;
    },
    // Returned functions run after Vite's own middlewares (SPA fallback included), before index.html is sent.
    configureServer(server) {
      return () => server.middlewares.use(handler(() => publicDir));
    },
    configurePreviewServer(server) {
      return () => server.middlewares.use(handler(() => outDir));
    },
  };
}

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/**
 * A module a prerendered page's boot script imports while the page waits for use: the article's view
 * counter (src/view-count.ts, docs/decisions/0026-views-without-the-app.md) and the traffic counter
 * (src/traffic-count.ts, docs/decisions/0034-traffic-without-a-cookie.md). Each is built on its own, as
 * one file, and added to the client build as an asset (Vite's manifest lists it under its source). A
 * second entry of the app's build would share modules with the app, and the first load would be split
 * into more files for them.
 */
function ownFile(entry: string, name: string): Plugin {
  let mode = 'production';
  let ssr = false;
  return {
    name: `novaforge:own-file:${name}`,
    apply: 'build',
    configResolved(config) {
      mode = config.mode;
      ssr = Boolean(config.build.ssr);
    },
    async generateBundle() {
      if (ssr) return;
      const built = await build({
        configFile: false,
        mode,
        logLevel: 'warn',
        publicDir: false,
        resolve: { alias },
        build: {
          write: false,
          target: 'es2022',
          modulePreload: false,
          rolldownOptions: { input: entry, preserveEntrySignatures: 'exports-only' },
        },
      });
      const outputs = (Array.isArray(built) ? built : [built]) as Rolldown.RolldownOutput[];
      const chunks = outputs.flatMap(({ output }) => output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk'));
      if (chunks.length !== 1) throw new Error(`${entry} must build to one file; it built to ${chunks.map((chunk) => chunk.fileName).join(', ')}`);
      this.emitFile({ type: 'asset', name, originalFileName: entry, source: chunks[0].code });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), previewSecurityHeaders(), previewPrerenderedPages(), missingFilesNotFound(), ownFile(VIEW_COUNTER_ENTRY, 'view-count.js'), ownFile(TRAFFIC_COUNTER_ENTRY, 'traffic-count.js')],
  resolve: { alias },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The bundle budgets read it (dist/.vite/manifest.json: which chunks are the admin area's), and
    // the prerender finds the React DOM chunk in it.
    manifest: true,
    // Modulepreload hints in the HTML only. For a lazy chunk Vite's helper would insert a <link> per
    // import when the chunk is requested, about a millisecond of main thread each (5-15 ms per task as
    // a prerendered page comes alive); its imports are fetched when it arrives instead, and
    // usePreloadOnIntent (src/app/routes.tsx) requests a page's chunks before the click.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      output: {
        // React DOM in a chunk of its own: a prerendered page evaluates it in a task before the app's
        // (scripts/page-boot.mjs), two short tasks instead of one long one on a phone. (The SSR build
        // leaves node_modules external, so this changes nothing there.) The names are in
        // scripts/chunks.mjs, where the prerender and the bundle budget find them too.
        codeSplitting: { groups: CHUNK_GROUPS },
      },
    },
  },
  preview: { port: 4173, strictPort: true },
  server: { port: 5173 },
});
