#!/usr/bin/env node
/**
 * The site search's first press, timed as a visitor on a phone-class CPU (4x slower) and a slow 4G
 * link meets it: `/about` is loaded and, as soon as the header's search button shows, pressed — the
 * first use of the page, so the app starts with it (docs/decisions/0023-app-on-first-use.md) — then
 * "security" is typed. Medians of `--runs` of:
 * - INP of the press (Event Timing: the press's own handler and the next paint; the page marks the
 *   button as on its way at once, src/index.css);
 * - open: press → the dialog's box has the focus (the app started, the dialog's chunk arrived);
 * - results: first key → the first result shows (the index fetched, the posts since the build read);
 * and the same once the app is live before the press ("live page"), to tell the app's start from the
 * search's own cost.
 *
 * `node scripts/search-probe.mjs [--runs 5] [--dist dist]` (after `npm run build`)
 */
/* global window -- in the functions run in the page */
import { resolve } from 'node:path';
import { chromium } from 'playwright';
import { serve } from './static-server.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
};
const RUNS = Number(option('runs', '5'));
const DIST = resolve(option('dist', 'dist'));
/** Lighthouse's slow 4G: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function probe(browser, origin, { live }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__events = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.interactionId > 0) window.__events.push(entry.duration);
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.goto(`${origin}/about`, { waitUntil: 'commit', timeout: 120_000 });
    const button = page.getByRole('banner').getByRole('button', { name: 'Search the site' });
    await button.waitFor({ state: 'visible', timeout: 120_000 });
    if (live) {
      await page.keyboard.press('Shift');
      await page.locator('html[data-app-live]').waitFor({ state: 'attached', timeout: 120_000 });
      await page.evaluate(() => (window.__events = []));
    }
    const box = page.getByRole('dialog', { name: 'Search the site' }).getByRole('combobox', { name: 'Search the site' });
    const pressed = Date.now();
    await button.click();
    await box.waitFor({ state: 'visible', timeout: 120_000 });
    const open = Date.now() - pressed;
    await page.waitForFunction(() => window.__events.length > 0, null, { timeout: 30_000 });
    const inp = await page.evaluate(() => Math.max(...window.__events));
    const typed = Date.now();
    await box.pressSequentially('security');
    await page.getByRole('option').first().waitFor({ state: 'visible', timeout: 120_000 });
    return { inp, open, results: Date.now() - typed };
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const { server, origin } = await serve(DIST);
try {
  const runs = { page: [], live: [] };
  for (let run = 0; run < RUNS; run += 1) {
    runs.page.push(await probe(browser, origin, { live: false }));
    runs.live.push(await probe(browser, origin, { live: true }));
  }
  console.log(`The search's first press on /about: CPU 4x, slow 4G, median of ${RUNS} runs (${DIST})\n`);
  console.log('| page                    | INP of the press | press → dialog open | first key → results |');
  console.log('|-------------------------|------------------|---------------------|---------------------|');
  for (const [label, list] of [['first use (app starts)', runs.page], ['live page', runs.live]]) {
    const cell = (key) => `${median(list.map((run) => run[key]))} ms (${list.map((run) => run[key]).join(', ')})`;
    console.log(`| ${label.padEnd(23)} | ${cell('inp')} | ${cell('open')} | ${cell('results')} |`);
  }
} finally {
  server.close();
  await browser.close();
}
