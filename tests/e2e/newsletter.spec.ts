import type { Page } from '@playwright/test';
import { firestoreUrl, PROJECT_ID } from '../../scripts/emulators.mjs';
import { axeProblems, DEMO, expect, MODE, signIn, test } from './fixtures.ts';

/**
 * The newsletter, end to end: a visitor subscribes in the footer, follows the confirmation link, and
 * the admin sees the address counted as confirmed; then the unsubscribe link takes it off the list.
 * The seed has 3 confirmed, 1 unconfirmed and 1 unsubscribed address (seed-newsletter.ts).
 */

interface FirestoreValue {
  stringValue?: string;
  mapValue?: { fields: Record<string, FirestoreValue> };
}

/**
 * The confirmation link of the message queued for `email`, as its owner would find it in their inbox.
 * Demo mode sends no e-mail: the box offers the link itself. On the emulators no extension sends the
 * message: it is read from mail/ past the rules (the emulator's owner access), and the link built as
 * the newsletter-confirm template builds it.
 */
async function confirmationLink(page: Page, email: string): Promise<string> {
  if (MODE === 'demo') {
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/Demo mode sends no e-mail/)).toBeVisible();
    return (await footer.getByRole('link', { name: 'Open the confirmation link' }).getAttribute('href'))!;
  }
  const response = await fetch(`${firestoreUrl}/v1/projects/${PROJECT_ID}/databases/(default)/documents/mail?pageSize=300`, {
    headers: { Authorization: 'Bearer owner' },
  });
  const { documents = [] } = (await response.json()) as { documents?: { name: string; fields: Record<string, FirestoreValue> }[] };
  const messages = documents.filter((doc) => doc.fields.to?.stringValue === email);
  expect(messages, `one confirmation message to ${email}`).toHaveLength(1);
  const [message] = messages;
  expect(message.name).toMatch(/\/mail\/newsletter-[0-9a-f]{64}-\d+$/);
  const template = message.fields.template.mapValue!.fields;
  expect(template.name.stringValue).toBe('newsletter-confirm');
  const data = template.data.mapValue!.fields;
  return `/newsletter/confirm?id=${data.subscriberId.stringValue}&token=${data.token.stringValue}`;
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

  // 2. They follow the confirmation link and confirm.
  const link = await confirmationLink(page, email);
  if (MODE === 'demo') await footer.getByRole('link', { name: 'Open the confirmation link' }).click();
  else await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
  expect(await axeProblems(page, 'confirm page')).toEqual([]);
  await page.getByRole('main').getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/Your subscription is confirmed/);
  const unsubscribeHref = await page.getByRole('main').getByRole('link', { name: 'Unsubscribe' }).getAttribute('href');

  // Another address from the same visitor within the minute is refused, and what was typed stays.
  await footer.getByLabel('Email address').fill('another@example.org');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('alert')).toHaveText(/less than a minute ago/);
  await expect(footer.getByLabel('Email address')).toHaveValue('another@example.org');

  // 3. The admin sees the address counted as confirmed.
  await signIn(page, DEMO.admin);
  await page.goto('/admin/subscribers');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
  await figure(page, 'Confirmed', 4);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Confirmed');
  const row = page.getByRole('listitem').filter({ hasText: email });
  await expect(row).toContainText('Confirmed');
  expect(await axeProblems(page, 'subscribers page')).toEqual([]);

  // 4. The unsubscribe link (in every message) takes the address off the list.
  await page.goto(unsubscribeHref!);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/You are unsubscribed/);

  await page.goto('/admin/subscribers');
  await figure(page, 'Unsubscribed', 2);
  await figure(page, 'Confirmed', 3);
  // On Firebase the refused write (the request within the minute) answers 403, which the browser logs.
  const refused = consoleErrors.filter((entry) => /^Failed to load resource: .* 403 .*\/documents:commit/.test(entry));
  expect(refused).toHaveLength(MODE === 'firebase' ? 1 : 0);
  expect(consoleErrors.filter((entry) => !refused.includes(entry))).toEqual([]);
});
