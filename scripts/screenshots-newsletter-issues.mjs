// Screenshots of newsletter issues: Admin → Newsletter's list, the composer with a post's words and the
// e-mail previewed, its errors, an issue being sent (stopped, with Resume), a sent issue's delivery, the
// Outbox with an issue's messages, and the public archive and an issue's page, at 1280 and 390 px, into
// docs/screenshots/newsletter-issues/.
// Usage: node scripts/screenshots-newsletter-issues.mjs [baseURL]   (serve a build with vite preview first)
import { mkdirSync } from 'node:fs';
import { launchChromium, signIn } from './screenshot-kit.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:4523';
const out = new URL('../docs/screenshots/newsletter-issues/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const browser = await launchChromium();

for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const shot = (name, options = {}) => page.screenshot({ path: `${out}${name}-${width}.png`, ...options });

  await page.goto(`${base}/newsletter`);
  await page.getByRole('heading', { name: 'Past issues' }).waitFor();
  await shot('archive', { fullPage: true });
  await page.getByRole('main').getByRole('link').filter({ hasText: /shipped/i }).first().click();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shot('archive-issue');

  await signIn(page, base, 'admin@example.com', 'admin123');
  await page.goto(`${base}/admin/newsletter`);
  await page.getByRole('link', { name: 'New issue' }).waitFor();
  await page.getByText(/^Sent .* to \d+ subscribers?$/).first().waitFor();
  await shot('admin-list', { fullPage: true });

  await page.getByRole('link', { name: 'New issue' }).click();
  const form = page.getByRole('form', { name: 'Issue' });
  await form.getByRole('button', { name: 'Save draft' }).click();
  await shot('composer-errors');
  const posts = form.getByRole('combobox', { name: /^Start from a post/ });
  await posts.locator('option').nth(1).waitFor({ state: 'attached' });
  await posts.selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Use this post' }).click();
  await page.getByRole('region', { name: 'Preview' }).getByRole('button', { name: 'Show the e-mail' }).click();
  await shot('composer', { fullPage: true });
  await form.getByRole('button', { name: 'Save draft' }).click();
  await page.getByRole('region', { name: 'Sending' }).getByRole('button', { name: /^Send to \d+ confirmed/ }).waitFor();
  await shot('draft-saved');
  await page.getByRole('region', { name: 'Sending' }).getByRole('button', { name: /^Send to \d+ confirmed/ }).click();
  await shot('send-confirm');
  await page.getByRole('dialog', { name: 'Send this issue?' }).getByRole('button', { name: 'Send now' }).click();
  await page.getByText('Issue sent').waitFor();
  await page.getByRole('list', { name: 'Delivery figures' }).waitFor();
  await shot('sent', { fullPage: true });

  await page.goto(`${base}/admin/outbox`);
  await page.getByText('Newsletter issue').first().waitFor();
  await page.getByRole('heading', { name: /^Messages/ }).evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await shot('outbox');
  await context.close();
}
await browser.close();
console.log(`Screenshots in ${out}`);
