// Screenshots of the careers, newsletter and mail screens at 1280 and 390 px, on a demo-mode build:
// the careers apply form, the footer's newsletter box after subscribing, the confirmation page, the
// profile's applications, and the admin's Applications, Subscribers, Outbox and Settings
// (notifications e-mail).
// The cookie banner needs a build with an analytics id: tests/e2e/consent.spec.ts makes one.
/* global document */
// Usage: node scripts/screenshots-careers-newsletter-mail.mjs [baseURL]   (serve a demo build with vite preview first)
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:4561';
const out = new URL('../docs/screenshots/careers-newsletter-mail/', import.meta.url).pathname;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function shot(page, name, width) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${out}${name}-${width}.png`, fullPage: true });
  console.log('wrote', `${name}-${width}.png`);
}

async function signIn(page, email, password) {
  await page.goto(base + '/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();

  // A visitor: the apply form, then the newsletter box and its confirmation link.
  await page.goto(base + '/careers');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Apply Now for UI/UX Designer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for UI/UX Designer' });
  await dialog.waitFor();
  await page.screenshot({ path: `${out}apply-form-${width}.png` });
  console.log('wrote', `apply-form-${width}.png`);
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  await page.goto(base + '/about');
  await page.waitForLoadState('networkidle');
  const footer = page.getByRole('contentinfo');
  await footer.getByPlaceholder('Enter your email').fill(`reader-${width}@example.org`);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await footer.getByRole('link', { name: 'Open the confirmation link' }).waitFor();
  await footer.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}newsletter-subscribed-${width}.png` });
  console.log('wrote', `newsletter-subscribed-${width}.png`);
  await footer.getByRole('link', { name: 'Open the confirmation link' }).click();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shot(page, 'newsletter-confirm-page', width);

  // The demo user: their applications on the profile.
  await signIn(page, 'user@example.com', 'user123');
  await page.goto(base + '/profile');
  await page.getByRole('heading', { name: 'My Applications' }).waitFor();
  await shot(page, 'profile-applications', width);
  await context.close();

  // The admin's screens (a fresh browser: demo data as seeded).
  const adminContext = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, 'admin@example.com', 'admin123');
  for (const [name, path, heading] of [
    ['admin-applications', '/admin/applications', 'Applications'],
    ['admin-subscribers', '/admin/subscribers', 'Subscribers'],
    ['admin-outbox', '/admin/outbox', 'Outbox'],
    ['admin-settings', '/admin/settings', 'Settings'],
  ]) {
    await adminPage.goto(base + path);
    await adminPage.getByRole('heading', { level: 1, name: heading }).waitFor();
    await shot(adminPage, name, width);
  }
  await adminContext.close();
}
await browser.close();
