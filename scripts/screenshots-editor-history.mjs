// Screenshots of the post editor's history: the offer of unsaved changes kept in the browser (after a
// closed tab), the History list and a comparison, at 1280 and 390 px, into docs/screenshots/editor-history/.
// Usage: node scripts/screenshots-editor-history.mjs [baseURL]   (serve a build with vite preview first)
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:4523';
const out = new URL('../docs/screenshots/editor-history/', import.meta.url).pathname;
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
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
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
  // Saved, then saved again: the History lists the versions the saves replaced; one compared with the form.
  await later.getByRole('button', { name: 'Save Changes' }).click();
  await later.getByText('All changes saved.').waitFor();
  await later.getByRole('textbox', { name: /^Title/ }).fill('A Cloud Cost Review: What One Afternoon Found');
  await later.getByRole('textbox', { name: /^Content/ }).fill('Cloud bills grow quietly. One afternoon with the invoice finds the waste.');
  await later.getByRole('button', { name: 'Save Changes' }).click();
  await later.getByText('All changes saved.').waitFor();
  const history = later.getByRole('region', { name: 'History' });
  await history.getByRole('button', { name: 'Show history' }).click();
  await history.getByRole('listitem').nth(1).waitFor();
  await history.scrollIntoViewIfNeeded();
  await later.screenshot({ path: `${out}history-${width}.png` });
  await history.getByRole('listitem').nth(1).getByRole('button', { name: 'Compare' }).click();
  await later.getByRole('dialog', { name: /^Compare with / }).waitFor();
  await later.screenshot({ path: `${out}compare-${width}.png` });
  await context.close();
  console.log('wrote', width);
}
await browser.close();
