// Screenshots of what applicants are told: the apply form's thank-you (where the confirmation went),
// the application dialog offering the interview message (ticked, with its words), its preview, the
// dialog after sending, and the Outbox with the applicants' messages, at 1280 and 390 px, into
// docs/screenshots/applicant-mail/.
// Usage: node scripts/screenshots-applicant-mail.mjs [baseURL]   (serve a build with vite preview first)
import { mkdirSync } from 'node:fs';
import { launchChromium, signIn } from './screenshot-kit.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:4523';
const out = new URL('../docs/screenshots/applicant-mail/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const browser = await launchChromium();

for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();

  await page.goto(`${base}/careers/mobile-developer`);
  await page.getByRole('button', { name: 'Apply Now for Mobile App Developer' }).click();
  const apply = page.getByRole('dialog', { name: 'Apply for Mobile App Developer' });
  await apply.getByLabel(/^Full Name/).fill('Grace Hopper');
  await apply.getByRole('textbox', { name: /^Email Address/ }).fill('grace@example.org');
  await apply.getByRole('textbox', { name: 'Link 1' }).fill('https://grace.example.org');
  await apply.getByRole('checkbox', { name: /keeps this application/ }).check();
  await apply.getByRole('button', { name: 'Send Application' }).click();
  await apply.getByText('A confirmation is on its way to').waitFor();
  await page.screenshot({ path: `${out}apply-sent-${width}.png` });

  await signIn(page, base, 'admin@example.com', 'admin123');
  await page.goto(`${base}/admin/applications`);
  await page.getByRole('button', { name: 'View application from Grace Hopper' }).click();
  const details = page.getByRole('dialog', { name: 'Application from Grace Hopper' });
  await details.getByText(/^Acknowledgement, /).waitFor();
  await details.getByRole('combobox', { name: 'Status' }).selectOption('Interview');
  await details.getByRole('checkbox', { name: /^E-mail the applicant/ }).check();
  const group = details.getByRole('group', { name: 'Message to the applicant' });
  await group.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: `${out}dialog-message-${width}.png` });
  await group.getByRole('button', { name: 'Preview e-mail' }).click();
  await group.getByRole('region', { name: 'E-mail preview' }).evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: `${out}dialog-preview-${width}.png` });
  await group.getByRole('textbox', { name: 'Message' }).fill('');
  await details.getByRole('button', { name: 'Save and Send E-mail' }).click();
  await page.screenshot({ path: `${out}dialog-message-error-${width}.png` });
  await group.getByRole('textbox', { name: 'Message' }).fill('Could you come in on Tuesday at 10:00?\n\nBring a project you are proud of.');
  await details.getByRole('button', { name: 'Save and Send E-mail' }).click();
  await details.getByText(/^Interview message, /).waitFor();
  await details.getByText('E-mails to the applicant').evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${out}dialog-sent-${width}.png` });
  await details.getByRole('combobox', { name: 'Status' }).selectOption('Declined');
  await details.getByRole('combobox', { name: 'Status' }).evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: `${out}dialog-declined-offer-${width}.png` });
  await details.getByRole('combobox', { name: 'Status' }).selectOption('Interview');
  await details.getByRole('button', { name: 'Close' }).click();

  await page.goto(`${base}/admin/outbox`);
  await page.getByRole('article', { name: 'Your application for Mobile App Developer: an invitation to interview' }).waitFor();
  await page.getByRole('heading', { name: /^Messages/ }).evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: `${out}outbox-${width}.png` });
  await page.getByRole('region', { name: 'E-mail templates' }).evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: `${out}outbox-templates-${width}.png` });
  await context.close();
}
await browser.close();
console.log(`Screenshots in ${out}`);
