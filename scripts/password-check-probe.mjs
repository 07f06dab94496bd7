#!/usr/bin/env node
/**
 * What the password check costs a person typing (docs/performance.md, "The password check"): the
 * built site in Chromium at a phone's CPU (4x slower), a password typed into the sign-up form, the
 * long tasks and the slowest key press from focusing the field, side by side, run after run:
 * - none: the sign-in form's password field (no check), the floor;
 * - worker: the sign-up form, the check fetched on focus and run in its worker (the product);
 * - page: the same with workers taken away, so the check is unpacked on the page (the fallback).
 *
 * `npm run build && node scripts/password-check-probe.mjs [--runs 4]`
 */
/* global window -- in the functions run in the page */
import { resolve } from 'node:path';
import { chromium } from 'playwright';
import { serve } from './static-server.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const at = process.argv.indexOf('--runs');
const runs = at > 0 ? Number(process.argv[at + 1]) : 4;

const { server, origin } = await serve(resolve('dist'));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'] });
const variants = { none: [], worker: [], page: [] };
try {
  for (let run = 0; run < runs; run++) {
    for (const [variant, results] of Object.entries(variants)) {
      const page = await browser.newPage();
      if (variant === 'page') await page.addInitScript(() => delete window.Worker);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${origin}/login${variant === 'none' ? '' : '?mode=signup'}`, { waitUntil: 'networkidle' });
      await page.getByLabel('Email', { exact: true }).click();
      await page.waitForTimeout(1000);
      await page.evaluate(() => {
        window.__long = [];
        window.__keys = [];
        new PerformanceObserver((list) => list.getEntries().forEach((entry) => window.__long.push(Math.round(entry.duration)))).observe({ type: 'longtask' });
        new PerformanceObserver((list) =>
          list.getEntries().forEach((entry) => entry.interactionId && window.__keys.push(Math.round(entry.duration))),
        ).observe({ type: 'event', durationThreshold: 16 });
      });
      await page.getByLabel('Password', { exact: true }).focus();
      await page.keyboard.type('analytical engine 1843', { delay: 80 });
      await page.waitForTimeout(2500);
      const { long, keys } = await page.evaluate(() => ({ long: window.__long, keys: window.__keys }));
      results.push({ long, worst: Math.max(16, ...keys) });
      await page.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
console.log('After focusing the new password and typing 22 characters, 4x CPU (long tasks in ms; slowest key press):');
for (const [variant, results] of Object.entries(variants)) {
  console.log(`  ${variant.padEnd(7)} ${results.map(({ long, worst }) => `[${long.join(', ')}] ≤${worst}`).join('  |  ')}`);
}
