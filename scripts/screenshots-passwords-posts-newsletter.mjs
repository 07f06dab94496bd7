// Screenshots of new passwords, a new post's save button and the blog's newsletter boxes: sign-up
// refusing a common password, Change Password with the rule under its field, the post editor's
// Publish Post / Save Draft, and /blog after its own box subscribed (the footer's says so), at 1280
// and 390 px, into docs/screenshots/what-people-meet/.
// Usage: node scripts/screenshots-passwords-posts-newsletter.mjs [baseURL]   (serve a build with vite preview first)
import { mkdirSync } from 'node:fs';
import { launchChromium, signIn } from './screenshot-kit.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:4523';
const out = new URL('../docs/screenshots/what-people-meet/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const browser = await launchChromium();

for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();

  await page.goto(`${base}/login?mode=signup`);
  await page.getByLabel('Full Name').fill('Ada Lovelace');
  await page.getByLabel('Email', { exact: true }).fill('ada@example.org');
  await page.getByLabel('Password', { exact: true }).fill('password123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('alert').waitFor();
  await page.getByRole('alert').evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: `${out}sign-up-common-password-${width}.png` });

  await signIn(page, base, 'user@example.com', 'user123');
  await page.goto(`${base}/profile`);
  await page.getByRole('button', { name: 'Change Password' }).click();
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current Password').fill('user123');
  await form.getByLabel('New Password', { exact: true }).fill('engine1');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await form.getByRole('alert').waitFor();
  await form.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${out}change-password-rule-${width}.png` });
  await context.close();

  const admin = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const editor = await admin.newPage();
  await signIn(editor, base, 'admin@example.com', 'admin123');
  await editor.goto(`${base}/admin/blogs/create`);
  const save = editor.getByRole('button', { name: 'Publish Post' });
  await save.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await editor.screenshot({ path: `${out}new-post-publish-${width}.png` });
  await editor.getByRole('checkbox', { name: 'Publish Immediately' }).uncheck();
  await editor.getByRole('button', { name: 'Save Draft' }).evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await editor.screenshot({ path: `${out}new-post-save-draft-${width}.png` });
  await admin.close();

  const visitor = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const reader = await visitor.newPage();
  await reader.goto(`${base}/blog`);
  const main = reader.getByRole('main');
  await main.getByLabel('Email address').fill('reader@example.org');
  await main.getByRole('button', { name: 'Subscribe' }).click();
  await main.getByRole('status').waitFor();
  await reader.getByRole('contentinfo').getByText('Almost done', { exact: false }).waitFor();
  await main.getByRole('heading', { name: 'Get new articles by e-mail' }).evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await reader.screenshot({ path: `${out}blog-newsletter-asked-once-${width}.png` });
  await visitor.close();
}
await browser.close();
