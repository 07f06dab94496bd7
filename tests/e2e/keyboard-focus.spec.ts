/**
 * Focus stays where a keyboard user is, in demo mode and on the emulators: the profile's forms take
 * focus when they open and give it back to their button when cancelled; an admin's Deactivate and
 * Activate keep focus on the button (now the other one), and a cancelled Delete returns it to the
 * button that asked; looking through the roles with the arrow keys changes nobody's role until Save.
 */
import { DEMO, expect, signIn, signOut, signUp, test } from './fixtures.ts';

test('focus follows the keyboard: the profile forms, Deactivate and Activate, a cancelled Delete, the role select', async ({ page, consoleErrors }) => {
  const stamp = Date.now();
  const person = { name: `Kay Board ${stamp}`, email: `kay+${stamp}@example.org`, password: 'keys-and-tabs-42' };

  await signUp(page, person);

  // The profile's forms: in on opening, back to the button on Cancel.
  await page.goto('/profile');
  for (const [opener, form, first] of [
    ['Change Password', 'Change password', 'Current Password'],
    ['Change Email', 'Change email', 'New Email'],
  ] as const) {
    const button = page.getByRole('button', { name: opener });
    await button.focus();
    await page.keyboard.press('Enter');
    const opened = page.getByRole('form', { name: form });
    await expect(opened.getByLabel(first)).toBeFocused();
    await opened.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await expect(button).toBeFocused();
  }
  await signOut(page, person.name);

  // An admin, by keyboard only, on the new account's row.
  await signIn(page, DEMO.admin);
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(person.email);
  // The search has answered (it runs once typing pauses, and its answer draws the rows anew: a key
  // pressed while they are redrawn goes nowhere, as it would for anyone).
  const oneFound = page.getByRole('status').filter({ hasText: /^1 of \d+ users$/ });
  await expect(oneFound).toBeVisible();
  const deactivate = page.getByRole('button', { name: `Deactivate ${person.name}` });
  const activate = page.getByRole('button', { name: `Activate ${person.name}` });
  await deactivate.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('User deactivated successfully')).toBeVisible();
  await expect(activate).toBeFocused();
  // The first change is done (the button no longer says it is busy) before the second press.
  await expect(activate).not.toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByText('User activated successfully')).toBeVisible();
  await expect(deactivate).toBeFocused();
  await expect(deactivate).not.toHaveAttribute('aria-disabled', 'true');

  // A cancelled confirmation gives focus back to the button that asked (also when the rows were
  // drawn anew while it was open: tests/pages/admin-users.test.tsx).
  const remove = page.getByRole('button', { name: `Delete ${person.name}` });
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Delete User' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Delete User' })).toBeHidden();
  await expect(remove).toBeFocused();

  // The role select: an arrow key moves the choice (Chromium changes a closed select's value), and
  // nothing is saved until Save; Escape puts the saved role back.
  const role = page.getByRole('combobox', { name: `Role for ${person.name}` });
  const save = page.getByRole('button', { name: `Save role for ${person.name}` });
  // The list is settled after the last change (its rows may be drawn again meanwhile); each press
  // goes to the select as it is then.
  await expect(page.getByRole('table', { name: 'Users' })).not.toHaveAttribute('aria-busy', 'true');
  await role.press('ArrowDown');
  await expect(role).toHaveValue('editor');
  await expect(save).toBeVisible();
  await role.press('Escape');
  await expect(role).toHaveValue('user');
  await expect(save).toHaveCount(0);
  await expect(role).toBeFocused();
  await role.press('ArrowDown');
  await expect(save).toBeVisible();
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('User role updated successfully')).toBeVisible();
  await expect(role).toHaveValue('editor');
  await expect(role).toBeFocused();
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(person.email);
  await expect(oneFound).toBeVisible();
  await expect(page.getByRole('combobox', { name: `Role for ${person.name}` })).toHaveValue('editor');

  expect(consoleErrors).toEqual([]);
});
