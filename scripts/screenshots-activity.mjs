// Screenshots of Admin → Activity, the audit log: the demo's entries (newest first, a deleted target
// unlinked), filtered by area and person, and a To date before From refused under the field, at 1280
// and 390 px, into docs/screenshots/activity/.
// Usage: node scripts/screenshots-activity.mjs [baseURL]   (serve a build with vite preview first)
import { mkdirSync } from 'node:fs';
import { launchChromium, signIn } from './screenshot-kit.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:4524';
const out = new URL('../docs/screenshots/activity/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const browser = await launchChromium();

/** A local date some days before now, as a date field holds it. */
function dateDaysAgo(days) {
  const date = new Date(Date.now() - days * 24 * 3600 * 1000);
  const pad = (value) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signIn(page, base, 'admin@example.com', 'admin123');

  await page.goto(`${base}/admin/activity`);
  await page.getByRole('table', { name: 'Activity' }).waitFor();
  await page.getByText(/^\d+ entries$/).waitFor();
  await page.screenshot({ path: `${out}activity-${width}.png`, fullPage: true });

  await page.goto(`${base}/admin/activity?area=posts&by=demo-editor`);
  await page.getByText('2 entries').waitFor();
  await page.screenshot({ path: `${out}activity-filtered-${width}.png` });

  await page.goto(`${base}/admin/activity?from=${dateDaysAgo(3)}&to=${dateDaysAgo(6)}`);
  await page.getByRole('alert').waitFor();
  await page.screenshot({ path: `${out}activity-dates-refused-${width}.png` });

  if (width < 1024) {
    await page.goto(`${base}/admin/activity`);
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    await page.getByRole('button', { name: 'Close admin menu' }).waitFor();
    await page.screenshot({ path: `${out}activity-menu-${width}.png` });
  }
  await context.close();
  console.log('wrote', width);
}
await browser.close();
