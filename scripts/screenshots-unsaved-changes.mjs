// Screenshots of the post editor's offer of unsaved changes kept in the browser (after a closed tab),
// at 1280 and 390 px, into docs/screenshots/unsaved-changes/.
// Usage: node scripts/screenshots-unsaved-changes.mjs [baseURL]   (serve a build with vite preview first)
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:4523';
const out = new URL('../docs/screenshots/unsaved-changes/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Email', { exact: true }).fill('admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill('admin123');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('banner').getByRole('link', { name: /^Messages/ }).waitFor();
  await page.goto(`${base}/admin/blogs/edit/draft-cloud-cost-review`);
  await page.getByRole('textbox', { name: /^Title/ }).fill('A Cloud Cost Review in One Afternoon (and What It Found)');
  // The tab closes before saving; another opens the editor.
  const later = await context.newPage();
  await page.close();
  await later.goto(`${base}/admin/blogs/edit/draft-cloud-cost-review`);
  const offer = later.getByRole('region', { name: /^You have unsaved changes from / });
  await offer.waitFor();
  await offer.scrollIntoViewIfNeeded();
  await later.screenshot({ path: `${out}offer-${width}.png` });
  await offer.getByRole('button', { name: 'Restore changes' }).click();
  await later.screenshot({ path: `${out}restored-${width}.png` });
  await context.close();
  console.log('wrote', width);
}
await browser.close();
