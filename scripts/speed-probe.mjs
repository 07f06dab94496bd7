#!/usr/bin/env node
/**
 * Side-by-side timings of built sites, for the speed decisions (docs/decisions/0005-0014): each
 * build is served from its folder (clean URLs as on Firebase Hosting), loaded in Chromium with a
 * phone's CPU (4x slower) and a slow 4G link, the builds taking turns run after run so that a busy
 * machine slows them alike. Per build, medians of:
 * - FCP: first contentful paint;
 * - live: when the app runs (the header's Login link appears, as tests/e2e/fixtures.ts waits for);
 * - TBT: blocking time of the long tasks from FCP to 1.5 s after live (Lighthouse's definition over
 *   that window); longest: the longest of those tasks;
 * - links: modulepreload links inserted by script after the HTML was parsed;
 * - JS: JavaScript transferred until live (KB, gzip).
 *
 * `node scripts/speed-probe.mjs [--runs 5] [--path /] [--cpu 4] label=dist-folder [label=dist-folder …]`
 * `node scripts/speed-probe.mjs --intl [--runs 5]`: the first Intl formatters of each kind against
 * src/lib/dates.ts's hand-written ones, in the same throttled page (0013-intl-free-dates.md).
 */
/* global window, document, MutationObserver -- in the functions run in the page */
import { resolve } from 'node:path';
import { chromium } from 'playwright';
import { serve } from './static-server.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

/** Runs in the page before its own scripts: records long tasks, inserted preload links and when it is live. */
function probeInPage() {
  const probe = { longTasks: [], insertedLinks: 0, live: null };
  window.__probe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeName === 'LINK' && node.rel === 'modulepreload' && document.readyState !== 'loading') probe.insertedLinks += 1;
      }
    }
    if (probe.live === null && document.querySelector('header a[href="/login"], header a[href="/profile?tab=messages"]')) {
      probe.live = performance.now();
    }
  }).observe(document, { childList: true, subtree: true });
}

async function throttled(browser, cpu) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // Lighthouse's slow 4G: 150 ms, 1.6 Mbit/s down, 750 kbit/s up.
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return { context, page };
}

async function loadOnce(browser, origin, path, cpu) {
  const { context, page } = await throttled(browser, cpu);
  await page.addInitScript(probeInPage);
  await page.goto(`${origin}${path}`);
  await page.waitForFunction(() => window.__probe.live !== null, null, { timeout: 60_000 });
  await page.waitForTimeout(1500);
  const result = await page.evaluate(() => {
    const probe = window.__probe;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const end = probe.live + 1500;
    const tasks = probe.longTasks.filter(([start]) => start >= fcp && start <= end).map(([, duration]) => duration);
    const js = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js') && entry.responseEnd <= probe.live)
      .reduce((sum, entry) => sum + entry.transferSize, 0);
    return {
      FCP: fcp,
      live: probe.live,
      TBT: tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
      longest: Math.max(0, ...tasks),
      links: probe.insertedLinks,
      JS: js / 1024,
    };
  });
  await context.close();
  return result;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function printRows(rows) {
  const columns = Object.keys(rows[0]);
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  console.log(line(columns));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(columns.map((column) => row[column])));
}

/** The first formatter of each kind the public pages would need, against the hand-written formatting. */
async function intl(browser, runs, cpu) {
  const samples = { intl: [], handWritten: [] };
  for (let run = 0; run < runs; run += 1) {
    // A fresh page (renderer) each time: Intl's locale data is loaded once per process.
    for (const kind of ['intl', 'handWritten']) {
      const { context, page } = await throttled(browser, cpu);
      await page.goto('about:blank');
      samples[kind].push(
        await page.evaluate((kind) => {
          const date = new Date(Date.UTC(2026, 10, 23, 12));
          const started = performance.now();
          if (kind === 'intl') {
            new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
            new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }).format(-3, 'day');
            new Intl.NumberFormat('en-US').format(12345);
          } else {
            const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
            void `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
            void '3 days ago';
            void String(12345).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
          }
          return performance.now() - started;
        }, kind),
      );
      await context.close();
    }
  }
  printRows(Object.entries(samples).map(([kind, values]) => ({ formatting: kind, 'first use, median ms': median(values).toFixed(1), runs: values.length })));
}

async function main() {
  const runs = Number(option('runs', '5'));
  const cpu = Number(option('cpu', '4'));
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    if (process.argv.includes('--intl')) return await intl(browser, runs, cpu);
    const path = option('path', '/');
    const builds = process.argv.slice(2).filter((arg) => /^[\w-]+=/.test(arg)).map((arg) => {
      const [label, dir] = arg.split(/=(.*)/);
      return { label, dist: resolve(dir) };
    });
    if (!builds.length) throw new Error('Name at least one build: label=dist-folder');
    const servers = await Promise.all(builds.map((build) => serve(build.dist)));
    const samples = builds.map(() => []);
    for (let run = 0; run < runs; run += 1) {
      for (const [i] of builds.entries()) {
        const order = run % 2 ? builds.length - 1 - i : i; // Alternate the order run by run.
        samples[order].push(await loadOnce(browser, servers[order].origin, path, cpu));
      }
    }
    for (const { server } of servers) server.close();
    console.log(`${path}, ${runs} runs each, CPU ${cpu}x, slow 4G; medians (ms, KB)`);
    printRows(
      builds.map((build, i) => ({
        build: build.label,
        ...Object.fromEntries(Object.keys(samples[i][0]).map((key) => [key, median(samples[i].map((sample) => sample[key])).toFixed(key === 'links' ? 0 : 1)])),
      })),
    );
  } finally {
    await browser.close();
  }
}

await main();
