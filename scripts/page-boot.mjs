/**
 * How a prerendered page starts its JavaScript (design.md §6; docs/decisions/0005-page-boot-script.md).
 * The page paints from its HTML and CSS alone; its scripts are fetched only after that first paint,
 * so that on a slow link they do not compete with the HTML and CSS for bandwidth (Lighthouse mobile:
 * FCP 1.6 s with the entry script in <head>, 0.8 s without).
 *
 * The script itself is real code in `page-boot.browser.js` (linted as browser code, unit-tested in
 * tests/unit/page-boot.test.ts). Here it becomes the inline text: that file, minified. The text is
 * read from the file (not from a loaded function's `toString()`), so it is the same whether Node runs
 * this module, Vite bundles it into its config or Vitest transforms it.
 *
 * It is inline, so the Content-Security-Policy allows exactly this text by its hash
 * (security-headers.mjs): change a character and the hash follows, nothing else runs inline.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minifySync } from 'vite';

/** The boot script's source: browser code, one immediately invoked function. */
export const PAGE_BOOT_SOURCE_FILE = join(dirname(fileURLToPath(import.meta.url)), 'page-boot.browser.js');

/** Minifies the boot script's source into the text inlined into every prerendered page. */
export function pageBootScript(source = readFileSync(PAGE_BOOT_SOURCE_FILE, 'utf8')) {
  const { code, errors } = minifySync('page-boot.browser.js', source, { compress: true, mangle: true });
  if (errors.length) throw new Error(`page-boot.browser.js does not minify: ${errors.map((error) => error.message).join('; ')}`);
  const text = code.trim();
  // Inline in <script>: it must not end the element early.
  if (!text || /<\/script|<!--/i.test(text)) throw new Error(`Unexpected boot script text: ${JSON.stringify(text)}`);
  return text;
}

/** The inline text of the boot script: `page-boot.browser.js`, minified. */
export const PAGE_BOOT_SCRIPT = pageBootScript();

/** The CSP source that allows the boot script: `'sha256-…'`, derived from the exact text emitted. */
export const PAGE_BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PAGE_BOOT_SCRIPT, 'utf8').digest('base64')}'`;

const SAFE_PATH = /^\/[\w./-]+\.js$/;

const SAFE_KEYS = /^[\w:.-]+( [\w:.-]+)*$/;

/** Firestore's REST address of meta/ (src/entry-server.tsx's `contentVersionUrl`). */
const SAFE_CONTENT_URL = /^https?:\/\/[\w.:-]+\/v1\/projects\/[\w-]+\/databases\/\(default\)\/documents\/meta\?key=[\w-]+$/;

/**
 * The boot script element for an entry module and the modules it imports; `first`, one of them, is
 * evaluated on its own before the entry (React DOM, the biggest). `sessionKey`: the localStorage key
 * of the session marker (src/backend/session-marker.ts). `onUse`: null, the page starts its scripts
 * once painted; else the localStorage keys (maybe none) whose presence starts them so, the page
 * otherwise waiting for the visitor's first use (docs/decisions/0023-app-on-first-use.md). `content`
 * (a Firebase build's waiting page): `{ url, version, since }`, where to read the content version, the
 * one the page was built from, and the time (ms) its posts were published by; the page starts once
 * painted when the version differs or a post scheduled after `since` has come out
 * (docs/decisions/0025-content-version.md). `view` (an article on such a page): the module that counts
 * its view without the app, `countView()` (src/view-count.ts, docs/decisions/0026-views-without-the-app.md).
 * `traffic` (a counted public page): the module that counts its traffic once it is loaded and idle,
 * `countPageLoad()` (src/traffic-count.ts, docs/decisions/0034-traffic-without-a-cookie.md).
 */
export function pageBootElement(entry, imports = [], first = null, { sessionKey = null, onUse = null, content = null, view = null, traffic = null } = {}) {
  for (const path of [entry, ...imports, ...(first ? [first] : []), ...(view ? [view] : []), ...(traffic ? [traffic] : [])]) {
    if (!SAFE_PATH.test(path)) throw new Error(`Unexpected module path ${JSON.stringify(path)}`);
  }
  for (const keys of [sessionKey, ...(onUse ?? [])]) {
    if (keys !== null && !SAFE_KEYS.test(keys)) throw new Error(`Unexpected storage key ${JSON.stringify(keys)}`);
  }
  const firstAttribute = first ? ` data-first="${first}"` : '';
  const sessionAttribute = sessionKey ? ` data-session-key="${sessionKey}"` : '';
  const onUseAttribute = onUse ? ` data-on-use="${onUse.join(' ')}"` : '';
  if (content && (!onUse || !SAFE_CONTENT_URL.test(content.url) || !/^\d*$/.test(content.version) || !/^\d+$/.test(String(content.since)))) {
    throw new Error(`Unexpected content check ${JSON.stringify(content)}`);
  }
  const contentAttributes = content
    ? ` data-content="${content.url}" data-content-version="${content.version}" data-content-since="${content.since}"`
    : '';
  if (view && !onUse) throw new Error('A page that counts its view without the app waits for use (onUse)');
  const viewAttribute = view ? ` data-view="${view}"` : '';
  const trafficAttribute = traffic ? ` data-traffic="${traffic}"` : '';
  return `<script data-modules="${[entry, ...imports].join(' ')}"${firstAttribute}${sessionAttribute}${onUseAttribute}${contentAttributes}${viewAttribute}${trafficAttribute}>${PAGE_BOOT_SCRIPT}</script>`;
}

/**
 * The app shell's note of the traffic counter's file, for the app (src/app/use-traffic-count.ts reads
 * `script[data-traffic]`, the boot script's own attribute on the other pages): inert JSON, nothing runs.
 */
export function trafficCounterElement(traffic) {
  if (!SAFE_PATH.test(traffic)) throw new Error(`Unexpected module path ${JSON.stringify(traffic)}`);
  return `<script type="application/json" data-traffic="${traffic}"></script>`;
}
