import type { Page } from '@playwright/test';
import { authUrl, PROJECT_ID } from '../../scripts/emulators.mjs';
import { axeProblems, DEMO, expect, MODE, signIn, test } from './fixtures.ts';

/**
 * The newsletter, end to end: a visitor subscribes in the footer, and the confirmation link mailed to
 * the address (Firebase Auth's e-mail sign-in link) confirms it: a code the visitor's own browser
 * makes up does not. The admin sees the address counted as confirmed; then the unsubscribe link
 * takes it off the list. The seed has 3 confirmed, 1 unconfirmed and 1 unsubscribed address
 * (src/backend/local/seed/newsletter.ts).
 */

/**
 * The confirmation link mailed to `email`, as the page it opens receives it. Demo mode sends no
 * e-mail: the box offers the link itself. On the emulators it is in the Auth emulator's outbox;
 * Firebase's action handler passes mode, oobCode and apiKey on to the continue URL.
 */
async function confirmationLink(page: Page, email: string): Promise<string> {
  if (MODE === 'demo') {
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/Demo mode sends no e-mail/)).toBeVisible();
    return (await footer.getByRole('link', { name: 'Open the confirmation link' }).getAttribute('href'))!;
  }
  const response = await fetch(`${authUrl}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: { email: string; requestType: string; oobLink: string }[] };
  const sent = oobCodes.filter((code) => code.email === email && code.requestType === 'EMAIL_SIGNIN');
  expect(sent, `one login link mailed to ${email}`).toHaveLength(1);
  const mailed = new URL(sent[0].oobLink);
  const landing = new URL(mailed.searchParams.get('continueUrl')!);
  for (const key of ['mode', 'oobCode', 'apiKey']) landing.searchParams.set(key, mailed.searchParams.get(key)!);
  return `${landing.pathname}${landing.search}`;
}

/** A figure of the Subscribers screen: its card, named by its title, holding the number. */
const figure = (page: Page, title: string, value: number) =>
  expect(page.getByRole('group', { name: title, exact: true }).getByText(String(value), { exact: true })).toBeVisible();

test('a visitor subscribes, confirms by the link, is counted, and unsubscribes by the link', async ({ page, consoleErrors }) => {
  const email = `reader+${Date.now()}@example.org`;

  // 1. A visitor subscribes in the footer of the blog.
  await page.goto('/blog');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toHaveText(
    `Almost done: we sent a confirmation link to ${email}. Open it to start receiving the newsletter.`,
  );
  // The blog's own box, with its own heading, does not ask again.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Get new articles by e-mail' })).toBeVisible();
  await expect(main.getByText(`Almost done: we sent a confirmation link to ${email}.`, { exact: false })).toBeVisible();
  await expect(main.getByLabel('Email address')).toHaveCount(0);

  // 2. The visitor's own browser knows the confirmation page's address, but not the code mailed to
  // the inbox: a code it makes up confirms nothing.
  const link = await confirmationLink(page, email);
  const forged = new URL(link, 'https://site.example');
  forged.searchParams.set('oobCode', 'made-up-by-the-subscriber');
  await page.goto(`${forged.pathname}${forged.search}`);
  await page.getByRole('main').getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(/This link is not valid/);

  // 3. The owner of the inbox follows the link mailed to it and confirms.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(email);
  expect(await axeProblems(page, 'confirm page')).toEqual([]);
  await page.getByRole('main').getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your subscription is confirmed' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Thank you! The next issue will arrive in your inbox.');
  const unsubscribeHref = await page.getByRole('main').getByRole('link', { name: 'Unsubscribe' }).getAttribute('href');

  // Another address from the same visitor within the minute is refused, and what was typed stays.
  await footer.getByLabel('Email address').fill('another@example.org');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('alert')).toHaveText(/less than a minute ago/);
  await expect(footer.getByLabel('Email address')).toHaveValue('another@example.org');

  // 4. The admin sees the address counted as confirmed.
  await signIn(page, DEMO.admin);
  await page.goto('/admin/subscribers');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
  await figure(page, 'Confirmed', 4);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Confirmed');
  const row = page.getByRole('listitem').filter({ hasText: email });
  await expect(row).toContainText('Confirmed');
  expect(await axeProblems(page, 'subscribers page')).toEqual([]);

  // 5. The unsubscribe link (in every issue) takes the address off the list.
  await page.goto(unsubscribeHref!);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/You are unsubscribed/);

  await page.goto('/admin/subscribers');
  await figure(page, 'Unsubscribed', 2);
  await figure(page, 'Confirmed', 3);
  // On Firebase the refused write (the request within the minute) answers 403, and the made-up code's
  // sign-in 400, which the browser logs.
  const refused = consoleErrors.filter(
    (entry) =>
      /^Failed to load resource: .* 403 .*\/documents:commit/.test(entry) || /^Failed to load resource: .* 400 .*accounts:signInWithEmailLink/.test(entry),
  );
  expect(refused).toHaveLength(MODE === 'firebase' ? 2 : 0);
  expect(consoleErrors.filter((entry) => !refused.includes(entry))).toEqual([]);
});
