// Screenshots of the site search (dialog, results page, the no-query list), of a draft's private
// preview (the editor's panel, the link as a reader sees it) and of a scheduled post (the editor's
// schedule, the admin list) at 1280 and 390 px.
/* global document, window */
// Usage: node scripts/screenshots-find-and-schedule.mjs [baseURL]   (serve a build with vite preview first)
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:4523';
const out = new URL('../docs/screenshots/find-and-schedule/', import.meta.url).pathname;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** The app runs the page (a press of Shift is the first use that starts it). */
async function live(page) {
  await page.keyboard.press('Shift');
  await page.waitForSelector('html[data-app-live]');
}

for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();

  await page.goto(`${base}/about`);
  await live(page);
  await page.getByRole('banner').getByRole('button', { name: 'Search the site' }).click();
  await page.getByRole('combobox', { name: 'Search the site' }).fill('security');
  await page.getByRole('option').first().waitFor();
  await page.keyboard.press('ArrowDown');
  await page.screenshot({ path: `${out}search-dialog-${width}.png` });

  await page.goto(`${base}/search?q=marketing`);
  await page.getByRole('list', { name: 'Results' }).waitFor();
  await page.screenshot({ path: `${out}search-results-${width}.png`, fullPage: true });

  await page.goto(`${base}/search`);
  await live(page);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${out}search-directory-${width}.png`, fullPage: true });
  // A draft's private preview: the admin shares it, then a reader (signed out) opens the link.
  await page.goto(`${base}/login`);
  await page.getByLabel('Email', { exact: true }).fill('admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill('admin123');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await page.getByRole('banner').getByRole('link', { name: /^Messages/ }).waitFor();
  await page.goto(`${base}/admin/blogs/edit/draft-cloud-cost-review`);
  const panel = page.getByRole('region', { name: 'Private preview' });
  await panel.getByRole('button', { name: 'Share preview' }).click();
  const field = panel.getByRole('textbox', { name: 'Preview link' });
  await field.waitFor();
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}preview-panel-${width}.png` });
  const link = await field.inputValue();
  // The same draft scheduled for three days ahead at 09:30: the editor once saved, then the admin list.
  await page.getByRole('checkbox', { name: 'Published' }).check();
  await page.getByRole('checkbox', { name: 'Schedule for later' }).check();
  const when = new Date(Date.now() + 3 * 86_400_000);
  const pad = (value) => String(value).padStart(2, '0');
  await page.getByLabel('Publish on').fill(`${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}T09:30`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Blog updated successfully!').waitFor();
  await page.getByRole('checkbox', { name: 'Schedule for later' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}schedule-editor-${width}.png` });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${out}schedule-editor-top-${width}.png` });
  await page.goto(`${base}/admin/blogs`);
  await page.getByText(/^Scheduled · /).first().waitFor();
  // On a phone the list starts below the figures: bring the scheduled post's entry to the middle.
  if (width < 800) await page.getByText(/^Scheduled · /).first().evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${out}schedule-list-${width}.png` });
  await page.goto(`${base}/about`);
  await live(page);
  const banner = page.getByRole('banner');
  await (width > 800 ? banner.getByRole('button', { name: /Demo Admin/ }) : banner.getByRole('button', { name: 'Open menu' })).click();
  await banner.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
  await page.goto(link);
  await page.getByRole('note', { name: 'Preview' }).waitFor();
  await page.screenshot({ path: `${out}preview-page-${width}.png`, fullPage: true });
  await context.close();
  console.log('wrote', width);
}
await browser.close();
