import { DEMO, expect, signIn, test } from './fixtures.ts';

test('guards: /profile and /admin send a visitor to log in, and a user away from /admin', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin/);

  await page.getByLabel('Email', { exact: true }).fill(DEMO.user.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.user.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  // Signed in without admin rights: /admin sends the user home.
  await expect(page.getByRole('heading', { level: 1, name: 'Transform Your Business with Digital Innovation' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('sign-up refuses a short or easily guessed password, then returns the new user to the page they came from', async ({ page, consoleErrors }) => {
  await page.goto('/careers');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile/);
  await page.getByRole('main').getByRole('button', { name: 'Sign up', exact: true }).click();
  const email = `ada+${Date.now()}@example.org`;
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAccessibleDescription('At least 8 characters, and not a common password.');
  await page.getByLabel('Full Name').fill('Ada Lovelace');
  await page.getByLabel('Email', { exact: true }).fill(email);
  for (const [refused, reason] of [
    ['engine1', 'Password should be at least 8 characters'],
    ['engine42', 'This password is too common or easy to guess'],
    ['lovelace1815', 'This password is too common or easy to guess'],
  ]) {
    await password.fill(refused);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert').filter({ hasText: reason })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(password).toHaveValue(refused);
  }
  await password.fill('analytical engine 1843');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a wrong password is refused and what was typed stays', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(DEMO.user.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(DEMO.user.email);
});

test('the user menu signs out and goes home', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.getByRole('button', { name: /Demo Admin/ }).click();
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toBeVisible();
  await page.getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('button', { name: /Demo Admin/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});
