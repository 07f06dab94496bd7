/**
 * A built site served as Firebase Hosting serves it, for the measuring scripts (scripts/perf.mjs,
 * scripts/speed-probe.mjs): a file, then `<path>.html` (clean URLs),
 * then the client shell for page paths (scripts/hosting.mjs), 404 otherwise; text compressed with gzip
 * when the browser accepts it, so that a throttled link carries what it would from Hosting, and the
 * Cache-Control Hosting sends (firebase.json: `/assets/**` immutable for a year, the rest `no-cache`),
 * so that what a browser keeps is what it would keep from Hosting.
 *
 * `scriptLatencyMs` holds back each script (`.js`) response that long before it starts: a connection
 * where every request takes a round trip of that length, for the first-use table (scripts/first-use-probe.mjs).
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { createGzip } from 'node:zlib';
import { isPagePath, SHELL_FILE } from './hosting.mjs';

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json', '.xml': 'application/xml', '.txt': 'text/plain', '.ico': 'image/x-icon', '.webp': 'image/webp', '.webmanifest': 'application/manifest+json' };

/** Starts serving `dist` on a free port of 127.0.0.1; resolves to the server and its origin. */
export function serve(dist, port = 0, { scriptLatencyMs = 0 } = {}) {
  const server = createServer((request, response) => {
    if (scriptLatencyMs > 0 && /\.js$/.test(new URL(request.url, 'http://localhost').pathname)) {
      setTimeout(() => answer(request, response), scriptLatencyMs);
      return;
    }
    answer(request, response);
  });
  function answer(request, response) {
    const path = decodeURIComponent(new URL(request.url, 'http://localhost').pathname).replace(/\/+$/, '') || '/';
    const candidates = path === '/' ? ['index.html'] : [path.slice(1), `${path.slice(1)}.html`, ...(isPagePath(path) ? [SHELL_FILE] : [])];
    const file = candidates.map((name) => join(dist, name)).find((name) => existsSync(name) && statSync(name).isFile());
    if (!file || path.includes('..')) {
      response.writeHead(404).end();
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const cacheControl = path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    if (/text|javascript|json|xml|svg/.test(type) && /gzip/.test(request.headers['accept-encoding'] ?? '')) {
      response.writeHead(200, { 'Content-Type': type, 'Content-Encoding': 'gzip', 'Cache-Control': cacheControl });
      createReadStream(file).pipe(createGzip()).pipe(response);
    } else {
      response.writeHead(200, { 'Content-Type': type, 'Cache-Control': cacheControl });
      createReadStream(file).pipe(response);
    }
  }
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done({ server, origin: `http://127.0.0.1:${server.address().port}` }));
  });
}
