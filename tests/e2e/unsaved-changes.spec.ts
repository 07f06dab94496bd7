/**
 * The post editor keeps unsaved changes in the browser: a tab closed before saving loses nothing, and
 * the editor opened again offers them back, restores them unsaved, and forgets them once saved. They
 * stay only until the person logs out: whoever logs in next on that browser is offered none.
 */
import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from './fixtures.ts';

const DRAFT = { id: 'draft-cloud-cost-review', title: 'A Cloud Cost Review in One Afternoon' };

/** Logout from the admin sidebar, and the visitor's header once it has landed. */
async function logOutFromAdmin(page: Page) {
  await page.getByRole('complementary', { name: 'Admin sidebar' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
}

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

test('logging out forgets the kept edit: whoever logs in next on this browser, the editor offers none', async ({ page, context }) => {
  await signIn(page, DEMO.editor);

  // In a second tab, the editor changes the post and the tab closes before it is saved.
  const tab = await context.newPage();
  await tab.goto(`/admin/blogs/edit/${DRAFT.id}`);
  const typed = tab.getByRole('textbox', { name: /^Title/ });
  await expect(typed).toHaveValue(DRAFT.title);
  await typed.fill('A Cloud Cost Review, Left on a Shared Computer');
  await expect(tab.getByText('You have unsaved changes.')).toBeVisible();
  await tab.close();

  // The editor opened again offers the changes, and says how long this browser keeps them.
  await page.goto(`/admin/blogs/edit/${DRAFT.id}`);
  const title = page.getByRole('textbox', { name: /^Title/ });
  await expect(title).toHaveValue(DRAFT.title);
  const offer = page.getByRole('region', { name: /^You have unsaved changes from / });
  await expect(offer).toBeVisible();
  await expect(offer).toHaveAccessibleDescription(/ They stay in this browser until you log out\. /);

  // Logout, the offer still open: nothing of the changes is left in this browser.
  await logOutFromAdmin(page);
  await expect
    .poll(() => page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('nf:unsaved-post:'))))
    .toEqual([]);

  // The next person at this browser, then the editor again: the saved post, and no offer.
  for (const account of [DEMO.admin, DEMO.editor]) {
    await signIn(page, account);
    await page.goto(`/admin/blogs/edit/${DRAFT.id}`);
    await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(DRAFT.title);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Post' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^You have unsaved changes from / })).toHaveCount(0);
    await expect(page.getByText(/^You have unsaved changes/)).toHaveCount(0);
    await logOutFromAdmin(page);
  }
});
