// Screenshots of the openings: Careers' list linking to them, an opening's page (top, its Markdown
// description, its apply dialog), a closed one's, an unknown address's, and the admin's Openings screen
// (the list, the form) and Applications narrowed to one opening, at 1280 and 390 px, into
// docs/screenshots/openings/.
// Usage: node scripts/screenshots-openings.mjs [baseURL]   (serve a build with vite preview first)
import { mkdirSync } from 'node:fs';
import { launchChromium, signIn } from './screenshot-kit.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:4523';
const out = new URL('../docs/screenshots/openings/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const browser = await launchChromium();

for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const shot = async (name, target) => {
    if (target) await target.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: `${out}${name}-${width}.png` });
  };

  await page.goto(`${base}/careers#positions`);
  await shot('careers-list', page.getByRole('heading', { name: 'Open Positions' }));

  await page.goto(`${base}/careers/ui-ux-designer`);
  await page.getByRole('heading', { level: 1, name: 'UI/UX Designer' }).waitFor();
  await shot('opening-page');
  await page.getByRole('heading', { name: 'Requirements' }).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${out}opening-page-details-${width}.png` });

  await page.getByRole('button', { name: 'Apply Now for UI/UX Designer' }).click();
  await page.getByRole('dialog', { name: 'Apply for UI/UX Designer' }).waitFor();
  await page.screenshot({ path: `${out}opening-apply-${width}.png` });

  await page.goto(`${base}/careers/senior-full-stack-engineer`);
  await page.getByRole('heading', { name: 'About the role' }).evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: `${out}opening-description-${width}.png` });

  await page.goto(`${base}/careers/qa-automation-engineer`);
  await page.getByRole('heading', { level: 2, name: 'This position is closed' }).waitFor();
  await page.getByRole('link', { name: 'UI/UX Designer' }).waitFor();
  await shot('opening-closed');

  await page.goto(`${base}/careers/no-such-role`);
  await page.getByRole('heading', { level: 1, name: 'Position not found' }).waitFor();
  await shot('opening-not-found');

  await signIn(page, base, 'admin@example.com', 'admin123');
  await page.goto(`${base}/admin/openings`);
  await page.getByRole('link', { name: 'QA Automation Engineer', exact: true }).waitFor();
  await page.screenshot({ path: `${out}admin-openings-${width}.png`, fullPage: true });
  await page.getByRole('button', { name: 'Post an opening' }).first().click();
  const form = page.getByRole('dialog', { name: 'Post an opening' });
  await form.getByRole('textbox', { name: /^Title/ }).fill('Platform Engineer');
  await form.getByRole('radio', { name: 'Remote' }).check();
  await page.screenshot({ path: `${out}admin-opening-form-${width}.png` });
  await form.getByRole('button', { name: 'Post opening' }).click();
  await form.getByRole('textbox', { name: /^Department/ }).and(page.locator(':focus')).waitFor();
  await page.screenshot({ path: `${out}admin-opening-form-errors-${width}.png` });
  await page.goto(`${base}/admin/applications?opening=ui-ux-designer`);
  await page.getByText('Showing only the applications for').waitFor();
  await page.screenshot({ path: `${out}admin-applications-for-opening-${width}.png` });
  await context.close();
}
await browser.close();
