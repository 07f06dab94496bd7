#!/usr/bin/env node
/**
 * The bundle budgets (design.md §6), read from a client build:
 * - first-load JavaScript of `/`: the entry script of the client shell plus the chunks Vite
 *   modulepreloads for it, gzip; no Firebase code in it;
 * - the CSS the pages link, gzip;
 * - no admin chunk reachable from the entry's static imports or hinted by a public page;
 * - the toaster and the session's data functions in chunks of their own, off the first load
 *   (`LAZY_MODULES`, scripts/chunks.mjs);
 * - no modulepreload links inserted by script: the first-load JS carries no dependency lists for
 *   Vite's preload helper (`build.modulePreload.resolveDependencies`, docs/decisions/0010).
 *
 * `node scripts/bundle-budget.mjs [--dist dist]` (`npm test` runs it on a fresh build).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { lazyChunkProblems, LAZY_MODULES } from './chunks.mjs';

/** The admin area's screens: src/pages/admin/ and each feature's admin/ (src/features/<name>/admin/). */
export const ADMIN_SOURCE = /^src\/(pages\/admin|features\/[^/]+\/admin)\//;

export const BUDGETS = {
  /**
   * The bundle budget for the first-load JavaScript of `/` (KB gzip). 101 since the site search and
   * the private preview links (100.09 KB with the header's search button, its shortcut and two
   * routes): `npm run perf` measured every public page within its budgets against the static floor
   * with them (docs/performance.md). 101.5 since the traffic counting (101.1 KB: the app's hook that
   * counts its moves within the site, 0.16 KB): `npm run perf` measured, with it, every public page
   * at +0 ms TBT against its floor, 0 KB of script before idle, and the first press on `/` as quick
   * as on the floor (phone menu 24 ms against 24, demo build; docs/decisions/0034-traffic-without-a-cookie.md).
   */
  firstLoadJsKb: 101.5,
  cssKb: 15,
};

const KB = 1024;
const gzipKb = (buffer) => gzipSync(buffer, { level: 9 }).length / KB;

/** Scripts and modulepreloads of an HTML page, as /assets/… paths. */
export function scriptsOf(html) {
  return [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map((m) => m[1]);
}

export function stylesheetsOf(html) {
  return [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*\shref="([^"]+\.css)"/g)].map((m) => m[1]);
}

/**
 * Vite's preload helper's dependency lists, present only when lazy chunks get script-inserted
 * modulepreload links (the `resolveDependencies` override in vite.config.ts removes them).
 */
const PRELOAD_LIST_MARKER = '__vite__mapDeps';

/** Firebase SDK code, by strings every Firebase module carries. */
const FIREBASE_MARKERS = ['@firebase/', 'FirebaseError', 'firestore.googleapis.com'];

function htmlPages(dist, dir = dist) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' || name === '.vite' ? [] : htmlPages(dist, path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** Files of the admin area's chunks (the admin pages and their layout), from Vite's manifest. */
function adminFiles(manifest) {
  return new Set(
    Object.entries(manifest)
      .filter(([key]) => ADMIN_SOURCE.test(key) || key === 'src/components/layout/admin-layout.tsx')
      .map(([, entry]) => `/${entry.file}`),
  );
}

/** Checks a client build; returns { rows, failures }. */
export function checkBundle(dist) {
  const read = (file) => readFileSync(join(dist, file));
  // The client shell: the HTML Vite wrote, before prerendering filled index.html with the home page.
  const shellFile = existsSync(join(dist, 'app-shell.html')) ? 'app-shell.html' : 'index.html';
  const shell = read(shellFile).toString();
  const manifestFile = join(dist, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const firstLoad = scriptsOf(shell);
  const jsKb = firstLoad.reduce((sum, file) => sum + gzipKb(read(file)), 0);
  const firebaseIn = firstLoad.filter((file) => FIREBASE_MARKERS.some((marker) => read(file).toString().includes(marker)));
  const css = [...new Set(htmlPages(dist).flatMap((page) => stylesheetsOf(readFileSync(page, 'utf8'))))];
  const cssKb = css.reduce((sum, file) => sum + gzipKb(read(file)), 0);
  const admin = adminFiles(manifest);
  const adminOnPublic = htmlPages(dist)
    .filter((page) => !page.endsWith('app-shell.html'))
    .flatMap((page) => scriptsOf(readFileSync(page, 'utf8')).filter((file) => admin.has(file)));
  const adminInFirstLoad = firstLoad.filter((file) => admin.has(file));
  const jsLimit = BUDGETS.firstLoadJsKb;
  const lazyProblems = lazyChunkProblems(manifest, firstLoad);
  const preloadListsIn = firstLoad.filter((file) => read(file).toString().includes(PRELOAD_LIST_MARKER));

  const rows = [
    { check: `first-load JS of / (${firstLoad.length} files)`, value: `${jsKb.toFixed(1)} KB`, budget: `≤ ${jsLimit} KB`, ok: jsKb <= jsLimit },
    { check: 'Firebase code in first-load JS', value: firebaseIn.length ? firebaseIn.join(', ') : 'none', budget: 'none', ok: firebaseIn.length === 0 },
    { check: `CSS (${css.length} file${css.length === 1 ? '' : 's'})`, value: `${cssKb.toFixed(1)} KB`, budget: `≤ ${BUDGETS.cssKb} KB`, ok: cssKb <= BUDGETS.cssKb },
    {
      check: 'admin chunks on public pages',
      value: [...adminInFirstLoad, ...adminOnPublic].join(', ') || (admin.size ? 'none' : 'no manifest'),
      budget: 'none',
      ok: admin.size > 0 && adminInFirstLoad.length === 0 && adminOnPublic.length === 0,
    },
    {
      check: 'lazy chunks off the first load',
      value: lazyProblems.join('; ') || `${Object.keys(LAZY_MODULES).length} of ${Object.keys(LAZY_MODULES).length}`,
      budget: 'own chunks',
      ok: lazyProblems.length === 0,
    },
    {
      check: 'preload lists in first-load JS',
      value: preloadListsIn.join(', ') || 'none',
      budget: 'none',
      ok: preloadListsIn.length === 0,
    },
  ];
  return { rows, failures: rows.filter((row) => !row.ok), jsKb, cssKb };
}

export function printTable(rows, columns) {
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  console.log(line(columns));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(columns.map((column) => row[column])));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf('--dist');
  const dist = resolve(at > 0 ? process.argv[at + 1] : 'dist');
  const { rows, failures } = checkBundle(dist);
  printTable(rows.map((row) => ({ ...row, result: row.ok ? 'pass' : 'MISSED' })), ['check', 'value', 'budget', 'result']);
  process.exit(failures.length ? 1 : 0);
}
