// Screenshots of what people meet: the contact form's "Did you mean …?", Change Email saying the
// history stays, a follow-up kept in view on the sender's card and shown on the inbox row, the message
// details after a mail draft was opened, and the editor's Address with a former address, at 1280 and
// 390 px, into docs/screenshots/what-people-meet/.
// Usage: node scripts/screenshots-what-people-meet.mjs [baseURL]   (serve a build with vite preview first)
import { mkdirSync } from 'node:fs';
import { launchChromium, signIn } from './screenshot-kit.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:4523';
const out = new URL('../docs/screenshots/what-people-meet/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const browser = await launchChromium();

for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();

  await page.goto(`${base}/contact`);
  const email = page.getByRole('textbox', { name: /^Email Address/ });
  await email.fill('ada@gmial.con');
  await page.getByRole('button', { name: 'ada@gmail.com' }).waitFor();
  await email.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${out}contact-suggestion-${width}.png` });

  await signIn(page, base, 'user@example.com', 'user123');
  await page.goto(`${base}/profile`);
  await page.getByRole('button', { name: 'Change Email' }).click();
  const form = page.getByRole('form', { name: 'Change email' });
  await form.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${out}change-email-${width}.png` });

  await page.goto(`${base}/profile?tab=messages`);
  const card = page.getByRole('article').filter({ hasText: 'Mobile App Development' });
  await card.getByRole('button', { name: 'Write back' }).click();
  await card.getByRole('textbox', { name: 'Your follow-up' }).fill('Could the app take payments in two currencies?');
  await card.getByRole('button', { name: 'Send follow-up' }).click();
  await card.getByText('Your follow-up', { exact: false }).first().waitFor();
  await card.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: `${out}follow-up-kept-in-view-${width}.png` });

  // The same browser's data, as the admin.
  const banner = page.getByRole('banner');
  if (width < 768) await banner.getByRole('button', { name: 'Open menu' }).click();
  else await banner.getByRole('button', { name: /Demo User/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).or(page.getByRole('button', { name: 'Logout' })).first().click();
  await signIn(page, base, 'admin@example.com', 'admin123');
  await page.goto(`${base}/admin/messages`);
  const row = page.getByRole('listitem').filter({ hasText: 'two currencies' });
  await row.getByText('Their follow-up').waitFor();
  await row.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${out}inbox-follow-up-${width}.png` });

  await page.getByRole('button', { name: 'View message from James Whitaker' }).click();
  const details = page.getByRole('dialog', { name: 'Message Details' });
  const draft = details.getByRole('link', { name: 'Reply via Email' });
  await draft.evaluate((element) => element.addEventListener('click', (event) => event.preventDefault()));
  await draft.click();
  await details.getByRole('status').waitFor();
  await draft.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${out}reply-via-email-asks-${width}.png` });
  await page.keyboard.press('Escape');

  await page.goto(`${base}/admin/blogs/edit/security-basics-for-smes`);
  const address = page.getByRole('textbox', { name: 'Address' });
  await address.fill('security-basics');
  await page.getByText('/blog/security-basics-for-smes will lead here once you save.', { exact: false }).waitFor();
  await address.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${out}editor-address-${width}.png` });
  await context.close();
}
await browser.close();
console.log(`Screenshots in ${out}`);
