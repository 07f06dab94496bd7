#!/usr/bin/env node
/**
 * `npm run perf`: the performance budgets of issue 7 (design.md §6). Builds the site (`npm run build`),
 * serves it with `vite preview`, runs Lighthouse (mobile defaults: emulated phone, simulated slow 4G
 * and CPU throttling) in Debian's Chromium three times on each page below, prints the medians with
 * the bundle budgets (scripts/bundle-budget.mjs), and exits non-zero when a budget is missed.
 *
 * `node scripts/perf.mjs [--no-build] [--dist dist] [--port 4300] [--runs 3] [--pages /,/blog]`
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { checkBundle, printTable } from './bundle-budget.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const DIST = resolve(option('dist', 'dist'));
const PORT = Number(option('port', '4300'));
const RUNS = Number(option('runs', '3'));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ORIGIN = `http://127.0.0.1:${PORT}`;

/** Budgets per page (Lighthouse mobile, median of the runs). */
const BUDGETS = {
  lcp: { label: 'LCP', max: 1000, unit: 'ms' },
  fcp: { label: 'FCP', max: 1000, unit: 'ms' },
  tbt: { label: 'TBT', max: 50, unit: 'ms' },
  cls: { label: 'CLS', max: 0.02, unit: '' },
  performance: { label: 'Perf', min: 98 },
  accessibility: { label: 'A11y', min: 100 },
  seo: { label: 'SEO', min: 100 },
};

function run(command) {
  console.log(`\n> ${command}\n`);
  return new Promise((done) => {
    const child = spawn(command, { stdio: 'inherit', shell: true });
    child.on('exit', (code) => done(code ?? 1));
  });
}

async function waitFor(url, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((next) => setTimeout(next, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The first published post in the sitemap: "one article". */
function firstArticlePath() {
  const sitemap = readFileSync(join(DIST, 'sitemap.xml'), 'utf8');
  const match = /<loc>[^<]*?(\/blog\/[^<]+)<\/loc>/.exec(sitemap);
  if (!match) throw new Error('No published post in sitemap.xml');
  return match[1];
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function measure(port, url, attempt = 1) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo'],
  });
  // Lighthouse now and then loses its trace (NO_NAVSTART and the like): such a run measured nothing.
  if (lhr.runtimeError && attempt < 3) {
    console.warn(`${url}: Lighthouse run failed (${lhr.runtimeError.code}), measuring again`);
    return measure(port, url, attempt + 1);
  }
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details?.items ?? []).map((item) => item.url);
  return {
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    requests,
  };
}

async function main() {
  if (!args.includes('--no-build') && (await run('npm run build')) !== 0) process.exit(1);

  const bundle = checkBundle(DIST);
  console.log('\nBundle budgets\n');
  printTable(bundle.rows.map((row) => ({ ...row, result: row.ok ? 'pass' : 'MISSED' })), ['check', 'value', 'budget', 'result']);

  const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort', '--outDir', DIST], {
    stdio: 'ignore',
    detached: true,
  });
  const stopServer = () => {
    try {
      process.kill(-server.pid);
    } catch {
      // Already gone.
    }
  };
  let chrome;
  const failures = bundle.failures.map((row) => row.check);
  try {
    await waitFor(`${ORIGIN}/`);
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const manifestFile = join(DIST, '.vite', 'manifest.json');
    const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
    const adminFiles = Object.entries(manifest)
      .filter(([key]) => key.startsWith('src/pages/admin/') || key === 'src/components/layout/admin-layout.tsx')
      .map(([, entry]) => entry.file);

    const rows = [];
    const pages = option('pages', '').split(',').filter(Boolean);
    for (const path of pages.length ? pages : ['/', '/services', '/blog', firstArticlePath()]) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measure(chrome.port, `${ORIGIN}${path}`));
      const row = { page: path };
      for (const key of Object.keys(BUDGETS)) row[key] = median(runs.map((result) => result[key]));
      const adminLoaded = runs.flatMap((result) => result.requests).filter((url) => adminFiles.some((file) => url.endsWith(file)));
      const missed = Object.entries(BUDGETS)
        .filter(([key, budget]) => (budget.max !== undefined ? !(row[key] <= budget.max) : !(row[key] >= budget.min)))
        .map(([, budget]) => budget.label);
      if (adminLoaded.length) missed.push('admin chunk loaded');
      for (const label of missed) failures.push(`${path}: ${label}`);
      rows.push({
        page: path,
        LCP: `${Math.round(row.lcp)} ms`,
        FCP: `${Math.round(row.fcp)} ms`,
        TBT: `${Math.round(row.tbt)} ms`,
        CLS: row.cls.toFixed(3),
        Perf: row.performance,
        A11y: row.accessibility,
        SEO: row.seo,
        result: missed.length ? `MISSED: ${missed.join(', ')}` : 'pass',
      });
    }
    console.log(`\nLighthouse ${lighthouse.version ?? ''} mobile, median of ${RUNS} runs (budgets: LCP/FCP ≤ 1000 ms, TBT ≤ 50 ms, CLS ≤ 0.02, Perf ≥ 98, A11y/SEO = 100)\n`);
    printTable(rows, ['page', 'LCP', 'FCP', 'TBT', 'CLS', 'Perf', 'A11y', 'SEO', 'result']);
  } finally {
    await chrome?.kill();
    stopServer();
  }

  if (failures.length) {
    console.error(`\nBudgets missed: ${failures.join('; ')}`);
    process.exit(1);
  }
  console.log('\nEvery budget is met.');
}

await main();
