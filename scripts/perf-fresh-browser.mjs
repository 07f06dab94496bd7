/**
 * A first visit, every time: the browsers `npm run perf` (scripts/perf.mjs) measures in. Every
 * Lighthouse run (a page or its floor) gets a Chrome of its own, started by chrome-launcher on a new,
 * empty `--user-data-dir` and closed, its folder deleted, once the run is done; every Playwright try
 * (the script table, the first interaction, the first-use table) gets a browser of its own on a new,
 * empty profile too (`launchPersistentContext` on a new folder), closed and deleted with its context.
 *
 * So nothing one run leaves in a browser reaches the next: no HTTP cache, no compiled code (V8's code
 * cache on disk, and the compiled scripts a reused renderer keeps in memory), no storage, no open
 * connection. One Chrome reused across runs kept that compiled code: from its third load of a script
 * on, Chrome compiles it from the code cache instead of parsing it on the main thread, so work that a
 * first visit pays (the idle modulepreload of a page's first-use modules, compiled as they arrive)
 * vanished from the measured blocking time (docs/performance.md, "Each run a first visit").
 *
 * The launchers are passed in (`launch`, `launchPersistentContext`) so that tests/unit/perf-fresh-browser.test.ts
 * can check, without a browser, that every run gets its own empty folder. Each launch's time (start
 * and close) is kept in `launchTimes`, for the run's output.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What the output says about every run. */
export const FRESH_PROFILE_NOTE = 'each run: a new Chrome with an empty profile (no HTTP cache, no compiled code)';

/** The milliseconds each fresh browser took to start and to close, in launch order. */
export const launchTimes = [];

/** A new, empty folder for one browser's profile (under the system's temporary folder). */
export function freshProfileDir(prefix = 'perf-profile-') {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  if (readdirSync(dir).length !== 0) throw new Error(`${dir}: a new profile folder is not empty`);
  return dir;
}

const removeDir = (dir) => rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });

/**
 * Starts a Chrome (chrome-launcher's `launch`) on a new, empty profile folder and resolves to
 * `{ port, userDataDir, close }`; `close` kills it and deletes the folder.
 */
export async function launchFreshChrome({ launch, chromePath, chromeFlags = [] }) {
  const userDataDir = freshProfileDir('perf-chrome-');
  const startedAt = performance.now();
  let chrome;
  try {
    chrome = await launch({ chromePath, chromeFlags, userDataDir });
  } catch (error) {
    removeDir(userDataDir);
    throw error;
  }
  const startMs = performance.now() - startedAt;
  return {
    port: chrome.port,
    userDataDir,
    close: async () => {
      const closingAt = performance.now();
      try {
        await chrome.kill();
      } finally {
        removeDir(userDataDir);
        launchTimes.push(startMs + performance.now() - closingAt);
      }
    },
  };
}

/** Runs `use(chrome)` in a Chrome of its own on an empty profile (`launchFreshChrome`), closed afterwards. */
export async function withFreshChrome(options, use) {
  const chrome = await launchFreshChrome(options);
  try {
    return await use(chrome);
  } finally {
    await chrome.close();
  }
}

/**
 * Lighthouse's runs of page and floor, interleaved run by run (page, floor, page, floor… for each path
 * in turn), each in a Chrome of its own (`withFreshChrome`): `measure(port, url)` is one run. Resolves
 * to `{ [path]: { page: [results], floor: [results] } }`; `onRun(i, path)` is told of each round.
 */
export async function interleavedFreshRuns({ paths, runs, pageOrigin, floorOrigin, measure, onRun = () => {}, ...chrome }) {
  const results = Object.fromEntries(paths.map((path) => [path, { page: [], floor: [] }]));
  for (let i = 0; i < runs; i += 1) {
    for (const path of paths) {
      onRun(i, path);
      for (const [side, origin] of [['page', pageOrigin], ['floor', floorOrigin]]) {
        results[path][side].push(await withFreshChrome(chrome, ({ port }) => measure(port, `${origin}${path}`)));
      }
    }
  }
  return results;
}

/**
 * Stands in for a Playwright `Browser` in the probes (scripts/page-load-probe.mjs,
 * scripts/first-use-probe.mjs), which open one `newContext(options)` per try: here each of those is a
 * new browser process on a new, empty profile folder (`launchPersistentContext(folder, options)`),
 * whose `close()` closes that browser and deletes the folder.
 */
export function freshBrowsers({ launchPersistentContext, executablePath, args = [] }) {
  return {
    async newContext(options = {}) {
      const userDataDir = freshProfileDir('perf-browser-');
      const startedAt = performance.now();
      let context;
      try {
        context = await launchPersistentContext(userDataDir, { ...options, executablePath, args });
      } catch (error) {
        removeDir(userDataDir);
        throw error;
      }
      const startMs = performance.now() - startedAt;
      const closeBrowser = context.close.bind(context);
      context.close = async (...closeArgs) => {
        const closingAt = performance.now();
        try {
          await closeBrowser(...closeArgs);
        } finally {
          removeDir(userDataDir);
          launchTimes.push(startMs + performance.now() - closingAt);
        }
      };
      return context;
    },
    /** Nothing to close: each context closes its own browser. */
    async close() {},
  };
}
