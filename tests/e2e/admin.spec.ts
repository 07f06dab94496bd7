import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, signOut, test } from './fixtures.ts';

const SERVICE = {
  title: 'Cloud Cost Audit',
  description: 'A two-week review of your cloud bill with a prioritised list of savings.',
  category: 'Cloud Services',
  price: '$1,800',
  duration: '2 weeks',
};
const NEW_PHONE = '+1 (555) 246-8100';

/** Waits for the public services grid to have loaded from the store. */
async function openPublicServices(page: Page) {
  await page.goto('/services');
  await expect(page.getByRole('list', { name: 'Services' }).getByRole('article', { name: 'Web Development' })).toBeVisible();
  return page.getByRole('list', { name: 'Services' });
}

test('the admin adds and retires a service, promotes a user and edits the site phone; the site follows', async ({
  page,
  consoleErrors,
}) => {
  // One page, one browser profile: the demo data lives in its localStorage throughout.
  await signIn(page, DEMO.admin);
  await expect(page.getByText('Welcome back!')).toBeVisible();

  // 1. Add a service.
  await page.goto('/admin/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await expect(page.getByText('6 of 6 services')).toBeVisible();
  await page.getByRole('button', { name: 'Add Service' }).click();
  const form = page.getByRole('dialog', { name: 'Add Service' });
  await form.getByLabel(/^Title/).fill(SERVICE.title);
  await form.getByLabel(/^Description/).fill(SERVICE.description);
  await form.getByLabel(/^Category/).selectOption(SERVICE.category);
  await form.getByLabel(/^Price/).fill(SERVICE.price);
  await form.getByLabel(/^Duration/).fill(SERVICE.duration);
  await form.getByLabel('New feature').fill('Savings report');
  await form.getByLabel('New feature').press('Enter');
  await form.getByRole('button', { name: 'Add Service' }).click();
  await expect(page.getByText('Service added successfully')).toBeVisible();
  await expect(page.getByText('7 of 7 services')).toBeVisible();

  // 2. Visitors see it on /services.
  let list = await openPublicServices(page);
  const card = list.getByRole('article', { name: SERVICE.title });
  await expect(card).toBeVisible();
  await expect(card.getByText(SERVICE.price)).toBeVisible();
  await expect(card.getByText('Savings report')).toBeVisible();

  // 3. Deactivate it; it disappears from /services.
  await page.goto('/admin/services');
  await page.getByRole('button', { name: `Deactivate ${SERVICE.title}` }).click();
  await expect(page.getByText('Service deactivated successfully')).toBeVisible();
  await expect(page.getByRole('article', { name: SERVICE.title }).getByText('Inactive')).toBeVisible();
  list = await openPublicServices(page);
  await expect(list.getByRole('article')).toHaveCount(6);
  await expect(list.getByRole('article', { name: SERVICE.title })).toHaveCount(0);

  // 4. Promote the demo user.
  await page.goto('/admin/users');
  await page.getByRole('combobox', { name: 'Role for Demo User' }).selectOption('admin');
  await page.getByRole('button', { name: 'Save role for Demo User' }).click();
  await page.getByRole('dialog', { name: 'Make Admin' }).getByRole('button', { name: 'Make Admin' }).click();
  await expect(page.getByText('User role updated successfully')).toBeVisible();
  // The admin's own controls are locked, and say why.
  await expect(page.getByRole('button', { name: 'Delete Demo Admin' })).toBeDisabled();
  await expect(page.getByText("This is your account: you can't demote, deactivate or delete yourself.")).toBeVisible();

  // 5. The demo user, signed in, now has the Admin Panel.
  await page.getByRole('complementary', { name: 'Admin sidebar' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await signIn(page, DEMO.user);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await page.getByRole('button', { name: /Demo User/ }).click();
  const adminPanel = page.getByRole('link', { name: 'Admin Panel' });
  await expect(adminPanel).toBeVisible();
  await adminPanel.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Demo User' })).toBeVisible();
  await signOut(page, 'Demo User');

  // 6. As the admin again: change the phone number in Settings; the footer shows it.
  await signIn(page, DEMO.admin);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await page.getByRole('button', { name: /Demo Admin/ }).click();
  await page.getByRole('link', { name: 'Admin Panel' }).click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const phone = page.getByLabel(/^Phone/);
  await expect(phone).toHaveValue('+1 (555) 012-3456');
  await phone.fill(NEW_PHONE);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved successfully')).toBeVisible();
  // The admin area has no footer: the site's pages show the new number at once.
  await page.getByRole('complementary', { name: 'Admin sidebar' }).getByRole('link', { name: 'View site' }).click();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: NEW_PHONE })).toHaveAttribute('href', 'tel:+15552468100');

  // It is stored: a visitor's fresh page load shows it too, in the footer and on the contact page.
  await signOut(page, 'Demo Admin');
  await page.goto('/contact');
  await expect(page.getByRole('region', { name: 'Contact Information' }).getByRole('link', { name: NEW_PHONE })).toBeVisible();
  await expect(footer.getByRole('link', { name: NEW_PHONE })).toBeVisible();

  expect(consoleErrors).toEqual([]);
});
