/**
 * A post's history, as an admin uses it: each save keeps the version it replaced; the editor's History
 * lists them newest first, compares one with the form and restores it, and saving that keeps another.
 */
import { DEMO, expect, signIn, test } from './fixtures.ts';

const DRAFT = { id: 'draft-cloud-cost-review', title: 'A Cloud Cost Review in One Afternoon' };

test('an admin saves twice, compares the first version with the form, restores it and saves it again', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto(`/admin/blogs/edit/${DRAFT.id}`);
  const title = page.getByRole('textbox', { name: /^Title/ });
  await expect(title).toHaveValue(DRAFT.title);
  for (const next of ['A Cloud Cost Review in Two Hours', 'A Cloud Cost Review in a Day']) {
    await title.fill(next);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('All changes saved.')).toBeVisible();
  }

  const history = page.getByRole('region', { name: 'History' });
  await history.getByRole('button', { name: 'Show history' }).click();
  const versions = history.getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText('A Cloud Cost Review in Two Hours');
  await expect(versions.nth(1)).toContainText(DRAFT.title);
  await expect(versions.nth(0)).toContainText(/replaced .* by Demo Admin/);

  await versions.nth(1).getByRole('button', { name: 'Compare' }).click();
  const dialog = page.getByRole('dialog', { name: /^Compare with the version saved / });
  await expect(dialog.getByRole('deletion')).toHaveText(['removed: One Afternoon']);
  await expect(dialog.getByRole('insertion')).toHaveText(['added: a Day']);
  await dialog.getByRole('button', { name: 'Restore this version' }).click();
  await expect(title).toHaveValue(DRAFT.title);
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('All changes saved.')).toBeVisible();
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0)).toContainText('A Cloud Cost Review in a Day');
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(DRAFT.title);
});
