/**
 * The post editor keeps unsaved changes in the browser: a tab closed before saving loses nothing, and
 * the editor opened again offers them back, restores them unsaved, and forgets them once saved.
 */
import { DEMO, expect, signIn, test } from './fixtures.ts';

const DRAFT = { id: 'draft-cloud-cost-review', title: 'A Cloud Cost Review in One Afternoon' };

test('a closed tab loses no edit: the editor offers it back, restores it, and forgets it once saved', async ({ page, context }) => {
  await signIn(page, DEMO.admin);
  await page.goto(`/admin/blogs/edit/${DRAFT.id}`);
  const title = page.getByRole('textbox', { name: /^Title/ });
  await expect(title).toHaveValue(DRAFT.title);
  await title.fill('A Cloud Cost Review, Kept Through a Crash');
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();

  // The tab closes without saving (no prompt: the browser is closing it), and another opens the editor.
  const later = await context.newPage();
  await page.close();
  await later.goto(`/admin/blogs/edit/${DRAFT.id}`);
  const again = later.getByRole('textbox', { name: /^Title/ });
  await expect(again).toHaveValue(DRAFT.title);
  const offer = later.getByRole('region', { name: /^You have unsaved changes from / });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Restore changes' }).click();
  await expect(offer).toBeHidden();
  await expect(again).toHaveValue('A Cloud Cost Review, Kept Through a Crash');
  await expect(again).toBeFocused();

  await later.getByRole('button', { name: 'Save Changes' }).click();
  await expect(later.getByText('Blog updated successfully!')).toBeVisible();
  await later.reload();
  await expect(later.getByRole('textbox', { name: /^Title/ })).toHaveValue('A Cloud Cost Review, Kept Through a Crash');
  await expect(later.getByRole('region', { name: /^You have unsaved changes from / })).toHaveCount(0);
});
