#!/usr/bin/env node
/**
 * `npm run perf`: the performance budgets (design.md §6), relative to a static floor so
 * that they hold on any machine.
 *
 * 1. Builds the site (`npm run build` → dist/) unless `--no-build`, and its floor: a copy with every
 *    page's HTML stripped of its executable scripts and module preloads (scripts/floor-pages.mjs),
 *    "the same HTML, no scripts", in a temporary folder.
 * 2. Serves both as Firebase Hosting would (scripts/static-server.mjs: firebase.json's headers,
 *    security and cache, its clean URLs and rewrites, gzip) and runs Lighthouse (mobile defaults:
 *    emulated phone, simulated slow 4G, 4x CPU) in Debian's Chromium on `/`, `/services`, `/blog`, `/contact`, `/careers` and
 *    the first article of sitemap.xml, page and floor taking turns run after run, so that a busy
 *    machine slows both alike. Every run is a first visit: a new Chrome on a new, empty profile
 *    (no HTTP cache, no compiled code), closed and deleted after it (scripts/perf-fresh-browser.mjs),
 *    and so is every Playwright try below. Budgets on the medians: TBT page − floor
 *    ≤ 50 ms, LCP page − floor ≤ 150 ms, CLS of the page ≤ 0.02; the page's Accessibility and SEO
 *    = 100, and no admin chunk requested.
 * 3. Script transferred by each page before it is idle (after `load`, the first idle callback)
 *    ≤ 100 KB gzip, and no Firebase Auth SDK chunk requested before idle on a never-signed-in visit;
 *    also the script of the whole visit, reported (scripts/page-load-probe.mjs, in Playwright).
 * 4. INP of the first interaction on `/` (opening the phone's menu; clicking into the newsletter box
 *    on a desktop), made as soon as its control shows, with the CPU slowed 4x, page and floor taking
 *    turns, median of `--runs`: < 100 ms (Playwright, scripts/page-load-probe.mjs). It runs here, alone
 *    on the machine, rather than beside the end-to-end tests, whose parallel workers would add to it.
 * 5. The first use of each public page (scripts/first-use-probe.mjs): read for 3 s, then one control
 *    pressed; the time from the press to its result with every script response held back 0, 300 and
 *    1,000 ms (a connection where each request takes that long), on the page as it ships (it waits for
 *    its first use) side by side with the same page whose app starts once painted; with the script
 *    requests and round trips between press and result. Budgets on the page as it ships: ≤ 200 ms
 *    without added latency, ≤ 1,000 ms at 300 ms a request. Demo build only unless `--first-use-modes`
 *    says otherwise (a Firebase page waits for use only while the emulators hold its content version).
 * Steps 2 and 3 run for the demo-mode build and, when its folder exists, the Firebase-mode build
 * (`npm run test:e2e:firebase` leaves it in dist-firebase/; it is not rebuilt here). Also prints the
 * bundle budgets (scripts/bundle-budget.mjs), the machine, how long the run took and what starting the fresh browsers cost, and exits
 * non-zero when a budget is missed.  *
 * `node scripts/perf.mjs [--no-build] [--runs 5] [--dist dist] [--firebase-dist dist-firebase]
 *   [--lighthouse-modes demo,firebase] [--pages /,/blog] [--cpu-slowdown 4] [--first-use-runs 3]
 *   [--first-use-modes demo] [--only first-use]`
 * - `--runs`: Lighthouse runs per page and per floor (median of them);
 * - `--lighthouse-modes demo`: Lighthouse for the demo build only (the script check still runs on both);
 * - `--pages`: other paths than the four above;
 * - `--first-use-runs`: tries per first use, latency and page (median of them);
 * - `--only first-use`: the first-use table alone (with the bundle budgets);
 * - `--cpu-slowdown`: Lighthouse's CPU slowdown, 4 by default (mobile); a higher one stands in for a
 *   slower machine, to compare two builds side by side (the budgets are set for 4).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { ADMIN_SOURCE, checkBundle, printTable } from './bundle-budget.mjs';
import { buildFloor } from './floor-pages.mjs';
import { FIRST_USES, probeFirstUse } from './first-use-probe.mjs';
import { authChunks, FIRST_INTERACTIONS, probeFirstInteraction, probeScripts } from './page-load-probe.mjs';
import { FRESH_PROFILE_NOTE, freshBrowsers, interleavedFreshRuns, launchTimes } from './perf-fresh-browser.mjs';
import { SERVER_NAME, serve } from './static-server.mjs';


const started = Date.now();
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const DIST = resolve(option('dist', 'dist'));
const FIREBASE_DIST = resolve(option('firebase-dist', 'dist-firebase'));
const RUNS = Number(option('runs', '5'));
const LIGHTHOUSE_MODES = option('lighthouse-modes', 'demo,firebase').split(',');
/** Lighthouse's CPU slowdown (its mobile default is 4): a higher one stands in for a slower machine. */
const CPU_SLOWDOWN = Number(option('cpu-slowdown', '4'));
const FIRST_USE_RUNS = Number(option('first-use-runs', '3'));
const FIRST_USE_MODES = option('first-use-modes', 'demo').split(',');
const ONLY_FIRST_USE = option('only', '') === 'first-use';
/** Script latencies of the first-use table (ms added to each script request). */
const FIRST_USE_LATENCIES = [0, 300, 1000];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** Every Playwright try in a browser of its own on an empty profile (scripts/perf-fresh-browser.mjs). */
const FRESH_BROWSER = { launchPersistentContext: (dir, options) => chromium.launchPersistentContext(dir, options), executablePath: CHROMIUM, args: CHROME_FLAGS };

/** Budgets on the medians: differences to the floor, the page's own CLS, scores of the page. */
const BUDGETS = { tbtDiff: 50, lcpDiff: 150, cls: 0.02, accessibility: 100, seo: 100, scriptBeforeIdle: 100 * 1024, inp: 100, firstUse: { 0: 200, 300: 1000 } };

function run(command) {
  console.log(`\n> ${command}\n`);
  return new Promise((done) => {
    const child = spawn(command, { stdio: 'inherit', shell: true });
    child.on('exit', (code) => done(code ?? 1));
  });
}

/** The first published post in the sitemap: "one article". */
function firstArticlePath(dist) {
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  const match = /<loc>[^<]*?(\/blog\/[^<]+)<\/loc>/.exec(sitemap);
  if (!match) throw new Error('No published post in sitemap.xml');
  return match[1];
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const ms = (value) => `${Math.round(value)}`;
const signed = (value) => `${value >= 0 ? '+' : '−'}${Math.abs(Math.round(value))}`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function lighthouseRun(port, url, categories, attempt = 1) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    clearStorageTypes: CLEAR_STORAGE,
    throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN },
  });
  if (lhr.configSettings.throttling.cpuSlowdownMultiplier !== CPU_SLOWDOWN) throw new Error(`Lighthouse ran with CPU slowdown ${lhr.configSettings.throttling.cpuSlowdownMultiplier}, not ${CPU_SLOWDOWN}`);
  // Lighthouse now and then loses its trace (NO_NAVSTART and the like): such a run measured nothing.
  if (lhr.runtimeError && attempt < 3) {
    console.warn(`${url}: Lighthouse run failed (${lhr.runtimeError.code}), measuring again`);
    return lighthouseRun(port, url, categories, attempt + 1);
  }
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    version: lhr.lighthouseVersion,
    requests: (lhr.audits['network-requests']?.details?.items ?? []).map((item) => item.url),
  };
}

/** The admin's chunks in a build, which no public page should request. */
function adminFiles(dist) {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  return Object.entries(manifest)
    .filter(([key]) => ADMIN_SOURCE.test(key) || key === 'src/components/layout/admin-layout.tsx')
    .map(([, entry]) => entry.file);
}

const CATEGORIES = ['performance', 'accessibility', 'seo'];
/**
 * What Lighthouse clears for the origin before each run: its default keeps localStorage, IndexedDB and
 * cookies, so one run's state (the demo data an article's view count writes, say) would make the next
 * run of another page a returning visitor's. Every run here is a first visit.
 */
const CLEAR_STORAGE = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage', 'indexeddb', 'cookies', 'websql'];

/** Lighthouse on each page and its floor, interleaved run by run; prints the table, returns the failures. */
async function lighthouseBudgets(mode, dist, pageOrigin, floorOrigin, paths) {
  // Each run, page or floor, in a Chrome of its own on an empty profile (scripts/perf-fresh-browser.mjs).
  const runs = await interleavedFreshRuns({
    paths,
    runs: RUNS,
    pageOrigin,
    floorOrigin,
    launch: chromeLauncher.launch,
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROME_FLAGS],
    // The same categories for both: each adds gatherers to the run, which could weigh on its trace.
    measure: (port, url) => lighthouseRun(port, url, CATEGORIES),
    onRun: (i, path) => process.stdout.write(`\r${mode}: Lighthouse run ${i + 1}/${RUNS} ${path}${' '.repeat(40)}`),
  });
  process.stdout.write('\n');
  const admin = adminFiles(dist);
  const failures = [];
  const rows = paths.map((path) => {
    const of = (side, key) => median(runs[path][side].map((result) => result[key]));
    const tbt = { page: of('page', 'tbt'), floor: of('floor', 'tbt') };
    const lcp = { page: of('page', 'lcp'), floor: of('floor', 'lcp') };
    const fcp = { page: of('page', 'fcp'), floor: of('floor', 'fcp') };
    const cls = of('page', 'cls');
    const accessibility = of('page', 'accessibility');
    const seo = of('page', 'seo');
    const missed = [];
    if (!(tbt.page - tbt.floor <= BUDGETS.tbtDiff)) missed.push('TBT');
    if (!(lcp.page - lcp.floor <= BUDGETS.lcpDiff)) missed.push('LCP');
    if (!(cls <= BUDGETS.cls)) missed.push('CLS');
    if (!(accessibility >= BUDGETS.accessibility)) missed.push('A11y');
    if (!(seo >= BUDGETS.seo)) missed.push('SEO');
    if (runs[path].page.some((result) => result.requests.some((url) => admin.some((file) => url.endsWith(file))))) missed.push('admin chunk loaded');
    for (const label of missed) failures.push(`${mode} ${path}: ${label}`);
    return {
      page: path,
      'TBT page/floor/diff ms': `${ms(tbt.page)} / ${ms(tbt.floor)} / ${signed(tbt.page - tbt.floor)}`,
      'LCP page/floor/diff ms': `${ms(lcp.page)} / ${ms(lcp.floor)} / ${signed(lcp.page - lcp.floor)}`,
      'FCP page/floor/diff ms': `${ms(fcp.page)} / ${ms(fcp.floor)} / ${signed(fcp.page - fcp.floor)}`,
      CLS: cls.toFixed(3),
      A11y: accessibility,
      SEO: seo,
      result: missed.length ? `MISSED: ${missed.join(', ')}` : 'pass',
    };
  });
  console.log(
    `\n${mode}: Lighthouse ${runs[paths[0]].page[0]?.version ?? ''} mobile (CPU ${CPU_SLOWDOWN}× slower), median of ${RUNS} runs, page against its floor (same HTML, no scripts), interleaved; ${FRESH_PROFILE_NOTE}` +
      `\nbudgets: TBT diff ≤ ${BUDGETS.tbtDiff} ms, LCP diff ≤ ${BUDGETS.lcpDiff} ms, CLS ≤ ${BUDGETS.cls}, A11y = SEO = 100, no admin chunk\n`,
  );
  printTable(rows, ['page', 'TBT page/floor/diff ms', 'LCP page/floor/diff ms', 'FCP page/floor/diff ms', 'CLS', 'A11y', 'SEO', 'result']);
  return failures;
}

/** Script transferred before idle and over the whole visit, per page (Playwright); prints the table, returns the failures. */
async function scriptBudgets(mode, dist, origin, paths) {
  const auth = authChunks(dist);
  const browser = freshBrowsers(FRESH_BROWSER);
  const failures = [];
  const rows = [];
  try {
    for (const path of paths) {
      const result = await probeScripts(browser, origin, path, auth);
      const missed = [];
      if (!(result.beforeIdle <= BUDGETS.scriptBeforeIdle)) missed.push('script before idle');
      if (result.authBeforeIdle.length) missed.push('Auth SDK before idle');
      for (const label of missed) failures.push(`${mode} ${path}: ${label}`);
      rows.push({
        page: path,
        'idle at': `${Math.round(result.idleAt)} ms`,
        'JS before idle': `${kb(result.beforeIdle)} (${result.beforeIdleFiles} files)`,
        'JS whole visit': `${kb(result.wholeVisit)}${result.quiet ? '' : ' (network not quiet after 60 s)'}`,
        'Auth SDK before idle': result.authBeforeIdle.length ? result.authBeforeIdle.join(' ') : 'no',
        'Auth SDK in visit': result.authInVisit.length ? result.authInVisit.join(' ') : 'no',
        result: missed.length ? `MISSED: ${missed.join(', ')}` : 'pass',
      });
    }
  } finally {
    await browser.close();
  }
  console.log(
    `\n${mode}: script transferred (gzip), a never-signed-in visit, unthrottled; before idle = requested before the first idle callback after load and the boot script's modules` +
      `\nbudgets: before idle ≤ ${kb(BUDGETS.scriptBeforeIdle)}, no Firebase Auth SDK chunk before idle (the build's Auth SDK chunks: ${auth.length ? auth.join(' ') : 'none'}); whole visit (until 2 s without a request) is reported only\n`,
  );
  printTable(rows, ['page', 'idle at', 'JS before idle', 'JS whole visit', 'Auth SDK before idle', 'Auth SDK in visit', 'result']);
  return failures;
}

/**
 * INP of the first interaction on `/`, made as soon as its control shows, CPU 4x (Playwright), the page
 * and its floor taking turns, median of the runs; prints the table, returns the failures.
 */
async function interactionBudgets(mode, pageOrigin, floorOrigin) {
  const browser = freshBrowsers(FRESH_BROWSER);
  const failures = [];
  const rows = [];
  try {
    for (const interaction of FIRST_INTERACTIONS) {
      const page = [];
      const floor = [];
      for (let i = 0; i < RUNS; i += 1) {
        page.push((await probeFirstInteraction(browser, pageOrigin, '/', interaction)).inp);
        floor.push((await probeFirstInteraction(browser, floorOrigin, '/', interaction)).inp);
      }
      const ok = median(page) < BUDGETS.inp;
      if (!ok) failures.push(`${mode} /: INP (${interaction.name})`);
      rows.push({
        interaction: interaction.name,
        'INP page (runs)': `${Math.round(median(page))} ms (${page.map(Math.round).join(', ')})`,
        'INP floor (runs)': `${Math.round(median(floor))} ms (${floor.map(Math.round).join(', ')})`,
        result: ok ? 'pass' : 'MISSED: INP',
      });
    }
  } finally {
    await browser.close();
  }
  console.log(
    `\n${mode}: INP of the first interaction on /, made as soon as its control shows, CPU 4x, median of ${RUNS} runs, page and floor interleaved` +
      `\nbudget: page < ${BUDGETS.inp} ms (the floor is printed for comparison)\n`,
  );
  printTable(rows, ['interaction', 'INP page (runs)', 'INP floor (runs)', 'result']);
  return failures;
}

/**
 * The first use of each public page at each script latency, the page as it ships beside the same page
 * whose app starts at load (Playwright, median of the runs); prints the table, returns the failures.
 */
async function firstUseBudgets(mode, dist) {
  const browser = freshBrowsers(FRESH_BROWSER);
  const failures = [];
  const rows = [];
  try {
    for (const latency of FIRST_USE_LATENCIES) {
      const { server, origin } = await serve(dist, 0, { scriptLatencyMs: latency });
      try {
        for (const use of FIRST_USES) {
          const path = use.path === 'article' ? firstArticlePath(dist) : use.path;
          process.stdout.write(`\r${mode}: first use, ${latency} ms a script, ${path}${' '.repeat(40)}`);
          const runs = { onUse: [], atLoad: [] };
          for (let i = 0; i < FIRST_USE_RUNS; i += 1) {
            runs.onUse.push(await probeFirstUse(browser, origin, path, use));
            runs.atLoad.push(await probeFirstUse(browser, origin, path, use, { appAtLoad: true }));
          }
          const of = (side, key) => median(runs[side].map((result) => result[key]));
          const budget = BUDGETS.firstUse[latency];
          const ok = budget === undefined || of('onUse', 'ms') <= budget;
          if (!ok) failures.push(`${mode} ${path}: first use at ${latency} ms a script`);
          rows.push({
            latency: `${latency} ms`,
            page: path,
            use: use.what,
            'as shipped ms (runs)': `${ms(of('onUse', 'ms'))} (${runs.onUse.map((result) => ms(result.ms)).join(', ')})`,
            'scripts / over network / round trips': `${of('onUse', 'requests')} / ${of('onUse', 'network')} / ${of('onUse', 'roundTrips')}`,
            'app at load ms': ms(of('atLoad', 'ms')),
            'at load: scripts / network / trips': `${of('atLoad', 'requests')} / ${of('atLoad', 'network')} / ${of('atLoad', 'roundTrips')}`,
            result: budget === undefined ? 'reported' : ok ? 'pass' : `MISSED: > ${budget} ms`,
          });
        }
      } finally {
        server.close();
      }
    }
  } finally {
    await browser.close();
  }
  process.stdout.write('\n');
  console.log(
    `\n${mode}: the first use of each page, read for 3 s, then pressed; press to result with each script response held back by the latency; median of ${FIRST_USE_RUNS}` +
      `\nthe page as shipped (it waits for its first use) beside the same page whose app starts at load (?app=load); scripts requested between press and result` +
      `\nbudgets (as shipped): ≤ ${BUDGETS.firstUse[0]} ms with no added latency, ≤ ${BUDGETS.firstUse[300]} ms at 300 ms a script; 1,000 ms reported\n`,
  );
  printTable(rows, ['latency', 'page', 'use', 'as shipped ms (runs)', 'scripts / over network / round trips', 'app at load ms', 'at load: scripts / network / trips', 'result']);
  return failures;
}

async function main() {
  const cpu = cpus();
  console.log(`Machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, load average ${loadavg().map((load) => load.toFixed(2)).join(' ')}`);
  if (!args.includes('--no-build') && (await run('npm run build')) !== 0) process.exit(1);

  const bundle = checkBundle(DIST);
  console.log('\nBundle budgets\n');
  printTable(bundle.rows.map((row) => ({ ...row, result: row.ok ? 'pass' : 'MISSED' })), ['check', 'value', 'budget', 'result']);
  const failures = bundle.failures.map((row) => `bundle: ${row.check}`);

  const modes = [{ mode: 'demo', dist: DIST }];
  if (existsSync(join(FIREBASE_DIST, 'index.html'))) modes.push({ mode: 'firebase', dist: FIREBASE_DIST });
  else console.log(`\nFirebase mode: skipped (no ${option('firebase-dist', 'dist-firebase')}/: run npm run test:e2e:firebase first)`);

  const floorRoot = mkdtempSync(join(tmpdir(), 'perf-floor-'));
  const servers = [];
  console.log(`\nServed by ${SERVER_NAME}; ${FRESH_PROFILE_NOTE}, for Lighthouse and for every Playwright try alike.`);
  try {
    for (const { mode, dist } of modes) {
      const pages = option('pages', '').split(',').filter(Boolean);
      const paths = pages.length ? pages : ['/', '/services', '/blog', '/contact', '/careers', firstArticlePath(dist)];
      if (FIRST_USE_MODES.includes(mode)) failures.push(...(await firstUseBudgets(mode, dist)));
      if (ONLY_FIRST_USE) continue;
      const page = await serve(dist);
      servers.push(page.server);
      console.log(`\n${mode}: ${dist} at ${page.origin}`);

      failures.push(...(await scriptBudgets(mode, dist, page.origin, paths)));

      if (!LIGHTHOUSE_MODES.includes(mode)) {
        console.log(`\n${mode}: Lighthouse skipped (--lighthouse-modes ${LIGHTHOUSE_MODES.join(',')})`);
        continue;
      }
      const floorDist = join(floorRoot, mode);
      const floorPages = buildFloor(dist, floorDist);
      const floor = await serve(floorDist);
      servers.push(floor.server);
      console.log(`\n${mode}: floor of ${floorPages.length} pages (same HTML, no scripts) in ${floorDist} at ${floor.origin}`);
      failures.push(...(await lighthouseBudgets(mode, dist, page.origin, floor.origin, paths)));
      failures.push(...(await interactionBudgets(mode, page.origin, floor.origin)));
    }
  } finally {
    for (const server of servers) server.close();
    rmSync(floorRoot, { recursive: true, force: true });
  }

  const seconds = Math.round((Date.now() - started) / 1000);
  if (launchTimes.length) {
    const launches = median(launchTimes);
    console.log(`\nFresh browsers: ${launchTimes.length}, each on a new, empty profile folder, deleted after; starting and closing one took ${Math.round(launches)} ms (median; ${Math.round(Math.min(...launchTimes))}–${Math.round(Math.max(...launchTimes))}), ${Math.round(launchTimes.reduce((sum, time) => sum + time, 0) / 1000)} s in all.`);
  }
  console.log(`\nThe run took ${Math.floor(seconds / 60)} min ${seconds % 60} s (load average now ${loadavg().map((load) => load.toFixed(2)).join(' ')}).`);
  if (failures.length) {
    console.error(`\nBudgets missed: ${failures.join('; ')}`);
    process.exit(1);
  }
  console.log('\nEvery budget is met.');
}

await main();
