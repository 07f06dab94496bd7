/**
 * The editor role in a browser, on both backends: the demo editor's admin area is the posts, where they
 * write, publish and delete; the other admin screens send them back to the posts. An admin grants the
 * role in Users and revokes it, and the person's admin area follows.
 */
import { DEMO, expect, signIn, signOut, test } from './fixtures.ts';

const DRAFT = { id: 'draft-cloud-cost-review', title: 'A Cloud Cost Review in One Afternoon' };
const EDITORS_NOTICE = 'That page is for admins. As an editor you manage the blog posts.';

test('the demo editor writes, publishes and deletes posts, and meets only the posts in the admin area', async ({ page }) => {
  const title = `An Editor's First Post ${Date.now()}`;
  await signIn(page, DEMO.editor);
  await page.getByRole('banner').getByRole('button', { name: /Demo Editor/ }).click();
  await page.getByRole('link', { name: 'Admin Panel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Posts' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  const sidebar = page.getByRole('complementary', { name: 'Admin sidebar' });
  await expect(sidebar.getByRole('navigation', { name: 'Admin' }).getByRole('link')).toHaveText(['Blogs']);
  await expect(sidebar.getByText('Editor', { exact: true })).toBeVisible();
  // Drafts are theirs to read.
  await expect(page.getByRole('row').filter({ hasText: DRAFT.title }).getByText('Draft', { exact: true })).toBeVisible();

  // A new post, kept as a draft.
  await page.getByRole('link', { name: 'New Post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Post' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('textbox', { name: /^Content/ }).fill('Written by the editor, who publishes posts and nothing else.');
  await page.getByRole('combobox', { name: /^Author/ }).selectOption('Daniel Brooks');
  await page.getByRole('combobox', { name: /^Category/ }).selectOption('Software Development');
  const publishNow = page.getByRole('checkbox', { name: 'Publish Immediately' });
  await publishNow.press('Space');
  await expect(publishNow).not.toBeChecked();
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('Blog post created successfully!')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();

  // The seeded draft, published from its editor.
  await page.goto(`/admin/blogs/edit/${DRAFT.id}`);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Blog post published')).toBeVisible();

  // Another admin screen sends them back to the posts, saying why.
  await page.goto('/admin/users');
  await expect(page.getByText(EDITORS_NOTICE)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Posts' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  const published = page.getByRole('row').filter({ hasText: DRAFT.title });
  await expect(published).toBeVisible();
  await expect(published.getByText('Draft', { exact: true })).toHaveCount(0);

  // And the new post goes.
  await row.getByRole('button', { name: `Delete “${title}”` }).click();
  await page.getByRole('dialog', { name: 'Delete blog post' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Blog deleted successfully!')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});

test('an admin grants the editor role in Users and revokes it; the admin area follows', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/admin/users');
  await page.getByRole('combobox', { name: 'Role for Demo User' }).selectOption('editor');
  await page.getByRole('button', { name: 'Save role for Demo User' }).click();
  await expect(page.getByText('User role updated successfully')).toBeVisible();
  await signOut(page, DEMO.admin.name);

  await signIn(page, DEMO.user);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Posts' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: DRAFT.title })).toBeVisible();
  await signOut(page, DEMO.user.name);

  await signIn(page, DEMO.admin);
  await page.goto('/admin/users');
  const role = page.getByRole('combobox', { name: 'Role for Demo User' });
  await expect(role).toHaveValue('editor');
  await role.selectOption('user');
  await page.getByRole('button', { name: 'Save role for Demo User' }).click();
  await expect(page.getByText('User role updated successfully')).toBeVisible();
  await signOut(page, DEMO.admin.name);

  await signIn(page, DEMO.user);
  await page.goto('/admin/blogs');
  await expect(page.getByText(`That page is for admins. You are logged in as ${DEMO.user.email}, which is not an admin account.`)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
