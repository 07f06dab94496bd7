import { DEMO, expect, signIn, signOut, test } from './fixtures.ts';

/** Closed accounts: a deleted account used to sign in again with "Welcome back!" and vanish from Users. */
test('a deleted account stays refused at login, and stays in Users marked Deleted', async ({ page, consoleErrors }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Delete Demo User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete User' });
  await expect(dialog.getByText('Are you sure you want to delete this user?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('User deleted successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: DEMO.user.email });
  await expect(row.getByText('Deleted', { exact: true })).toBeVisible();
  await expect(page.getByText('3 of 3 users')).toBeVisible();
  await signOut(page, 'Demo Admin');

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(DEMO.user.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.user.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByText('This account has been deleted. Please contact support if you think this is a mistake.')).toBeVisible();
  await expect(page.getByText('Welcome back!')).toHaveCount(0);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(DEMO.user.email);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

  // Still findable by an admin after the attempt.
  await signIn(page, DEMO.admin);
  await page.goto('/admin/users');
  await expect(page.getByRole('row').filter({ hasText: DEMO.user.email }).getByText('Deleted', { exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
