// Screenshots of typed work kept: a dialog asking before it discards a reply or an application, and
// Settings asking before a sidebar link drops typed changes, at 1280 and 390 px, into
// docs/screenshots/kept-drafts/.
// Usage: node scripts/screenshots-kept-drafts.mjs [baseURL]   (serve a build with vite preview first)
import { mkdirSync } from 'node:fs';
import { launchChromium, signIn } from './screenshot-kit.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:4523';
const out = new URL('../docs/screenshots/kept-drafts/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const browser = await launchChromium();

for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();

  await page.goto(`${base}/careers`);
  await page.getByRole('button', { name: 'Apply Now for UI/UX Designer' }).click();
  let dialog = page.getByRole('dialog', { name: 'Apply for UI/UX Designer' });
  await dialog.getByLabel('Cover Note').fill('I design accessible products, and I would love to do it with you.');
  await page.keyboard.press('Escape');
  await dialog.getByRole('group', { name: 'Discard your application?' }).waitFor();
  await page.screenshot({ path: `${out}apply-asks-${width}.png` });

  await signIn(page, base, 'admin@example.com', 'admin123');
  await page.goto(`${base}/admin/messages`);
  await page.getByRole('button', { name: 'Reply to Sofia Alvarez' }).click();
  dialog = page.getByRole('dialog', { name: 'Reply to Message' });
  await dialog.getByRole('textbox', { name: 'Your Reply' }).fill('Happy to help, Sofia: shall we talk on Tuesday?');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.getByRole('group', { name: 'Discard your reply?' }).waitFor();
  await page.screenshot({ path: `${out}reply-asks-${width}.png` });
  await dialog.getByRole('button', { name: 'Discard' }).click();

  await page.goto(`${base}/admin/settings`);
  const tagline = page.getByLabel(/^Tagline/);
  await tagline.fill('Software, search and growth for small teams');
  if (width < 1024) await page.getByRole('button', { name: 'Open admin menu' }).click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Services/ }).click();
  await page.getByRole('dialog', { name: 'Leave without saving?' }).waitFor();
  await page.screenshot({ path: `${out}settings-asks-${width}.png` });
  await context.close();
}
await browser.close();
console.log(`Screenshots in ${out}`);
