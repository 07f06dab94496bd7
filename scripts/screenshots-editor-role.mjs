// Screenshots of the editor role: the demo editor's admin area (the posts, the sidebar with Blogs only;
// on a phone its drawer), the notice an admin-only screen gives them, and an admin's Users with the
// role select offering Editor, at 1280 and 390 px, into docs/screenshots/editor-role/.
// Usage: node scripts/screenshots-editor-role.mjs [baseURL]   (serve a build with vite preview first)
import { mkdirSync } from 'node:fs';
import { launchChromium, signIn } from './screenshot-kit.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:4523';
const out = new URL('../docs/screenshots/editor-role/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const browser = await launchChromium();


for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByRole('region', { name: 'Demo accounts' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}login-${width}.png` });

  await signIn(page, base, 'editor@example.com', 'editor123');
  await page.goto(`${base}/admin`);
  await page.getByText(/^\d+ of \d+ posts$/).waitFor();
  await page.screenshot({ path: `${out}editor-posts-${width}.png` });
  if (width < 1024) {
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    await page.getByRole('button', { name: 'Close admin menu' }).waitFor();
    await page.screenshot({ path: `${out}editor-menu-${width}.png` });
    await page.getByRole('button', { name: 'Close admin menu' }).click();
  }
  await page.goto(`${base}/admin/users`);
  await page.getByText('That page is for admins. As an editor you manage the blog posts.').waitFor();
  await page.screenshot({ path: `${out}editor-turned-${width}.png` });

  await page.getByRole('banner').getByRole('button', { name: /Demo Editor/ }).click().catch(async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Open admin menu' }).click();
  });
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.getByText('Logged out successfully').waitFor();
  await signIn(page, base, 'admin@example.com', 'admin123');
  await page.goto(`${base}/admin/users`);
  const role = page.getByRole('combobox', { name: 'Role for Demo Editor' });
  await role.waitFor();
  await role.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}admin-users-${width}.png` });
  await context.close();
  console.log('wrote', width);
}
await browser.close();
