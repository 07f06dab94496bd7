/**
 * The audit log in a browser, on both backends: an editor's and an admin's changes reach Admin →
 * Activity with who made them, filtered by person and area, each linking to what changed until it is gone.
 */
import { DEMO, expect, signIn, signOut, test } from './fixtures.ts';

const DRAFT = { id: 'draft-cloud-cost-review', title: 'A Cloud Cost Review in One Afternoon' };

test('an editor publishes a post and an admin retires a service; Activity shows both, by person and area', async ({ page }) => {
  await signIn(page, DEMO.editor);
  await page.goto(`/admin/blogs/edit/${DRAFT.id}`);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Blog post published')).toBeVisible();
  await signOut(page, DEMO.editor.name);

  await signIn(page, DEMO.admin);
  await page.goto('/admin/services');
  await page.getByRole('button', { name: 'Delete Web Development' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Service deleted successfully')).toBeVisible();

  await page.goto('/admin/activity');
  const log = page.getByRole('table', { name: 'Activity' });
  const published = log.getByRole('row').filter({ hasText: `Published “${DRAFT.title}”` });
  await expect(published).toContainText(DEMO.editor.name);
  await expect(published.getByRole('link', { name: `Published “${DRAFT.title}”` })).toHaveAttribute('href', `/admin/blogs/edit/${DRAFT.id}`);
  // The service is gone: its entry stays, without a link.
  const deleted = log.getByRole('row').filter({ hasText: 'Deleted the service “Web Development”' });
  await expect(deleted).toContainText(DEMO.admin.name);
  await expect(deleted.getByRole('link')).toHaveCount(0);
  // Newest first.
  await expect(log.getByRole('row').nth(1)).toContainText('Deleted the service “Web Development”');

  await page.getByLabel('Person').selectOption({ label: DEMO.editor.name });
  await expect(log.getByRole('row').filter({ hasText: `Published “${DRAFT.title}”` })).toBeVisible();
  await expect(log.getByRole('row').filter({ hasText: 'Deleted the service' })).toHaveCount(0);
  await page.getByLabel('Person').selectOption({ label: 'Everyone' });
  await page.getByLabel('Area').selectOption({ label: 'Services' });
  await expect(log.getByRole('row').filter({ hasText: 'Deleted the service “Web Development”' })).toBeVisible();
  await expect(log.getByRole('row').filter({ hasText: `Published “${DRAFT.title}”` })).toHaveCount(0);
  await expect(page).toHaveURL(/area=services/);
});
