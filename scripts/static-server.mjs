/**
 * A built site served as Firebase Hosting would serve it, for the measuring scripts (`npm run perf`, scripts/speed-probe.mjs and the probes): a
 * plain Node HTTP server that takes its behaviour from firebase.json's `hosting` section, so that
 * what is measured is what a visitor of the deployed site gets, not `vite preview`'s own behaviour:
 *
 * - the files of the build folder (`dist/` by default, any folder here); `/` is `index.html`;
 * - `cleanUrls`: `/about` answers `about.html`, and `/about.html` is redirected (301) to `/about`;
 * - `trailingSlash: false`: `/about/` is redirected (301) to `/about`;
 * - `rewrites` (`regex` or glob `source` → `destination`) when no file matches: page paths get the
 *   client shell (scripts/hosting.mjs), anything else `404.html` with status 404;
 * - `headers`: every rule whose `source` (glob) or `regex` matches the path, in order, a later rule
 *   overriding an earlier one's header of the same name, as Hosting does: the security headers of
 *   security-headers.mjs on every response (Content-Security-Policy included, so the boot script runs
 *   only by its hash, as on Hosting) and its Cache-Control (`/assets/**` immutable for a year, the rest
 *   `no-cache`);
 * - text compressed with gzip when the browser accepts it (Hosting sends gzip or Brotli; gzip is what
 *   the bundle budgets count), so a throttled link carries about what it would from Hosting.
 *
 * `scriptLatencyMs` holds back each script (`.js`) response that long before it starts: a connection
 * where every request takes a round trip of that length, for the first-use table
 * (scripts/first-use-probe.mjs).
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import { NOT_FOUND_FILE } from './hosting.mjs';

/** How this server is described in `npm run perf`'s output. */
export const SERVER_NAME = "a plain static server with Firebase Hosting's headers, clean URLs and rewrites (scripts/static-server.mjs, from firebase.json)";

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** firebase.json's `hosting` section. */
export function hostingConfig(file = fileURLToPath(new URL('../firebase.json', import.meta.url))) {
  return JSON.parse(readFileSync(file, 'utf8')).hosting;
}

/** A Hosting glob (`**`, `*`, `?`) as a regular expression over the whole path. */
export function globPattern(glob) {
  if (/[{}[\]!()+@]/.test(glob)) throw new Error(`static-server: glob ${glob} uses syntax this server does not implement`);
  let source = '';
  for (let i = 0; i < glob.length; i += 1) {
    if (glob.startsWith('**', i)) {
      source += '.*';
      i += 1;
    } else if (glob[i] === '*') source += '[^/]*';
    else if (glob[i] === '?') source += '[^/]';
    else source += glob[i].replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

const matcher = (rule) => (rule.regex ? new RegExp(rule.regex) : globPattern(rule.source));

/** The headers Hosting's rules give `path`: every matching rule in order, a later one winning. */
export function headersFor(hosting, path) {
  const headers = {};
  for (const rule of hosting.headers ?? []) {
    if (matcher(rule).test(path)) for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}

const isFile = (file) => existsSync(file) && statSync(file).isFile();

/**
 * What Hosting answers for `path` from the folder `root`: `{ status: 301, location }`, or
 * `{ status, file }` (200 for a file or a rewrite, 404 with the not-found page, `file` null without one).
 */
export function resolveRequest(hosting, root, path) {
  if (path.includes('\0') || path.split('/').includes('..')) return { status: 404, file: null };
  if (hosting.trailingSlash === false && path.length > 1 && path.endsWith('/')) return { status: 301, location: path.replace(/\/+$/, '') || '/' };
  if (hosting.cleanUrls && path.endsWith('.html')) {
    const clean = path.slice(0, -'.html'.length).replace(/\/index$/, '') || '/';
    if (isFile(join(root, path))) return { status: 301, location: clean };
  }
  const base = path.replace(/\/+$/, '');
  const candidates = [join(root, path), join(root, base, 'index.html')];
  if (hosting.cleanUrls) candidates.push(join(root, `${base}.html`));
  const file = candidates.find((name) => resolve(name).startsWith(resolve(root) + sep) && isFile(name));
  if (file) return { status: 200, file };
  for (const rewrite of hosting.rewrites ?? []) {
    if (matcher(rewrite).test(path) && rewrite.destination && isFile(join(root, rewrite.destination))) return { status: 200, file: join(root, rewrite.destination) };
  }
  const notFound = join(root, NOT_FOUND_FILE);
  return { status: 404, file: isFile(notFound) ? notFound : null };
}

/**
 * Starts serving `dist` on a free port of 127.0.0.1 (or `port`) as Hosting would; resolves to the
 * server and its origin.
 */
export function serve(dist, port = 0, { scriptLatencyMs = 0, hosting = hostingConfig() } = {}) {
  const root = resolve(dist);
  const server = createServer((request, response) => {
    if (scriptLatencyMs > 0 && /\.js$/.test(new URL(request.url, 'http://localhost').pathname)) {
      setTimeout(() => answer(request, response), scriptLatencyMs);
      return;
    }
    answer(request, response);
  });
  function answer(request, response) {
    let path;
    try {
      path = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    const headers = headersFor(hosting, path);
    const target = resolveRequest(hosting, root, path);
    if (target.status === 301) {
      response.writeHead(301, { ...headers, Location: target.location }).end();
      return;
    }
    if (!target.file) {
      response.writeHead(target.status, headers).end();
      return;
    }
    const type = TYPES[extname(target.file)] ?? 'application/octet-stream';
    const head = request.method === 'HEAD';
    if (/text|javascript|json|xml|svg/.test(type) && /gzip/.test(request.headers['accept-encoding'] ?? '')) {
      response.writeHead(target.status, { ...headers, 'Content-Type': type, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
      if (head) response.end();
      else createReadStream(target.file).pipe(createGzip()).pipe(response);
    } else {
      response.writeHead(target.status, { ...headers, 'Content-Type': type, 'Content-Length': statSync(target.file).size });
      if (head) response.end();
      else createReadStream(target.file).pipe(response);
    }
  }
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done({ server, origin: `http://127.0.0.1:${server.address().port}` }));
  });
}
