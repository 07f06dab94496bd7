// Screenshots of this part of what people meet: the Users role select waiting for Save, the dashboard's
// grounded figures, the services manager without made-up ratings, the editor's page preview, the
// application dialog's one save model, the login page's words, the services filter in the address, the
// blog's category chips and the case studies naming their clients, at 1280 and 390 px, into
// docs/screenshots/what-people-meet/.
// Usage: node scripts/screenshots-words-and-figures.mjs [baseURL]   (serve a build with vite preview first)
import { mkdirSync } from 'node:fs';
import { launchChromium, signIn } from './screenshot-kit.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:4523';
const out = new URL('../docs/screenshots/what-people-meet/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const browser = await launchChromium();

for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const shot = async (name, target) => {
    if (target) await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${out}${name}-${width}.png` });
  };

  await page.goto(`${base}/services?category=marketing`);
  await page.getByRole('button', { name: 'Marketing', pressed: true }).waitFor();
  await shot('services-filter-in-address', page.getByRole('button', { name: 'Marketing', pressed: true }));

  await page.goto(`${base}/blog`);
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByRole('button', { name: 'Web Development' }).waitFor();
  await shot('blog-categories-in-use', page.getByText('Categories', { exact: true }).last());

  await page.goto(`${base}/case-studies#clinic-booking-app`);
  await shot('case-study-named-client', page.getByRole('heading', { name: 'A booking app for a group of physiotherapy clinics' }));

  await page.goto(`${base}/login`);
  await page.getByRole('button', { name: 'Log In', exact: true }).waitFor();
  await shot('login-words');

  await signIn(page, base, 'admin@example.com', 'admin123');
  await page.goto(`${base}/admin`);
  await page.getByRole('group', { name: 'Total Blogs' }).getByText(/published/).waitFor();
  await shot('dashboard-figures', page.getByRole('group', { name: 'Total Blogs' }));

  await page.goto(`${base}/admin/services`);
  await page.getByRole('group', { name: 'Avg Rating' }).getByText('No reviews collected yet').waitFor();
  await shot('services-no-made-up-ratings', page.getByRole('group', { name: 'Avg Rating' }));

  await page.goto(`${base}/admin/users`);
  const role = page.getByRole('combobox', { name: 'Role for Demo User' });
  await role.selectOption('editor');
  await page.getByRole('button', { name: 'Save role for Demo User' }).waitFor();
  await shot('role-waits-for-save', role);

  await page.goto(`${base}/admin/applications`);
  await page.getByRole('button', { name: /^View application from / }).first().click();
  const dialog = page.getByRole('dialog', { name: /^Application from / });
  const notes = dialog.getByRole('textbox', { name: 'Notes' });
  await notes.fill('Strong portfolio; ask about the design system work.');
  await dialog.getByRole('combobox', { name: 'Status' }).selectOption('interview');
  await dialog.getByText('You have unsaved changes.').waitFor();
  await shot('application-one-save', dialog.getByRole('button', { name: 'Save Changes' }));
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Discard' }).click();

  await page.goto(`${base}/admin/blogs/edit/draft-cloud-cost-review`);
  await page.getByRole('button', { name: 'Preview page' }).click();
  const preview = page.getByRole('dialog', { name: 'Page preview' });
  await preview.getByRole('heading', { level: 1 }).waitFor();
  await shot('editor-page-preview');

  await context.close();
}
await browser.close();
