/**
 * What a person is told, in demo mode and on the emulators: the profile does not call an address
 * verified that nobody confirmed (a new account's), and an admin who publishes a post is offered
 * the way to it.
 */
import { DEMO, expect, MODE, signIn, signUp, test, verifyEmailFromInbox } from './fixtures.ts';

test("a new account's profile does not say its address is verified until its owner confirms it", async ({ page, consoleErrors }) => {
  const stamp = Date.now();
  const person = { name: `Vera Fied ${stamp}`, email: `vera+${stamp}@example.org`, password: 'checked-or-not-42' };
  await signUp(page, person);
  await page.goto('/profile');
  const profile = page.getByRole('tabpanel', { name: 'Profile' });
  const entry = profile.locator('dt:has-text("Email Verification") + dd');
  await expect(entry).toBeVisible();
  await expect(entry.getByText('Verified', { exact: true })).toHaveCount(0);
  if (MODE === 'demo') {
    // Demo mode sends no e-mail: it says the address was never checked, though it is treated as verified.
    await expect(entry).toContainText('Not checked');
    await expect(entry).toContainText('Demo mode sends no e-mail, so nobody has confirmed this address');
  } else {
    await expect(entry).toContainText('Not verified');
    // Its owner opens the link in the inbox: now it is verified.
    await verifyEmailFromInbox(person.email);
    await profile.getByRole('button', { name: "I've verified it" }).click();
    await expect(page.getByText('Email verified')).toBeVisible();
    await expect(entry.getByText('Verified', { exact: true })).toBeVisible();
  }
  expect(consoleErrors).toEqual([]);
});

test('after "Publish Post" the blog list links to the post just published', async ({ page, consoleErrors }) => {
  const title = `Notes From the Field ${Date.now()}`;
  await signIn(page, DEMO.admin);
  await page.goto('/admin/blogs/create');
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('textbox', { name: 'Excerpt' }).fill('What a year of client work taught us.');
  await page.getByRole('textbox', { name: /^Content/ }).fill(`${'A sentence about the work we did this year. '.repeat(30)}\n\nAnd a second paragraph.`);
  await page.getByRole('combobox', { name: /^Author/ }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: /^Category/ }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Publish Post' }).click();

  await expect(page).toHaveURL(/\/admin\/blogs$/);
  const published = page.getByRole('status').filter({ hasText: `Published: “${title}”.` });
  await expect(published).toBeVisible();
  await published.getByRole('link', { name: 'View post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/\/blog\/[^/]+$/);
  expect(consoleErrors).toEqual([]);
});
