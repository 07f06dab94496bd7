/**
 * Private preview links, as an admin shares one and a reader opens it (signed out: in demo mode the
 * data lives in this browser, so the reader is the same browser after sign-out): the draft under its
 * "Preview — not published" banner, never indexed; a save shows on reload; Revoke makes it say it
 * has expired; a new link, once the post is published, leads to the article.
 */
import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, signOut, test } from './fixtures.ts';

const DRAFT = { id: 'draft-cloud-cost-review', title: 'A Cloud Cost Review in One Afternoon' };

async function openEditor(page: Page) {
  await signIn(page, DEMO.admin);
  await page.goto(`/admin/blogs/edit/${DRAFT.id}`);
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(/Cloud Cost Review/);
  return page.getByRole('region', { name: 'Private preview' });
}

async function shareLink(page: Page): Promise<string> {
  const panel = await openEditor(page);
  await panel.getByRole('button', { name: 'Share preview' }).click();
  const field = panel.getByRole('textbox', { name: 'Preview link' });
  await expect(field).toHaveValue(/\/preview\/[A-Za-z0-9_-]{32}$/);
  return new URL(await field.inputValue()).pathname;
}

const expired = (page: Page) => page.getByRole('heading', { level: 1, name: 'This preview link has expired' });

test('an admin shares a draft’s preview; a reader sees it, then its changes, then that it has expired', async ({ page, consoleErrors }) => {
  const link = await shareLink(page);

  // A reader without an account opens the link.
  await signOut(page, DEMO.admin.name);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: DRAFT.title })).toBeVisible();
  await expect(page.getByRole('note', { name: 'Preview' })).toContainText('Preview — not published');
  await expect(page.getByRole('heading', { name: 'The afternoon, step by step' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // It is nowhere else: not on the blog, not in the site search.
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: DRAFT.title })).toHaveCount(0);

  // The admin saves a new title: the link shows it on reload.
  await openEditor(page);
  await page.getByRole('textbox', { name: /^Title/ }).fill('A Cloud Cost Review, Revised');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Blog updated successfully!')).toBeVisible();
  await signOut(page, DEMO.admin.name);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'A Cloud Cost Review, Revised' })).toBeVisible();

  // Revoked: the link says it has expired.
  const panel = await openEditor(page);
  await panel.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Preview link revoked')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Share preview' })).toBeVisible();
  await signOut(page, DEMO.admin.name);
  await page.goto(link);
  await expect(expired(page)).toBeVisible();
  await expect(page.getByText('A Cloud Cost Review, Revised')).toHaveCount(0);
  // On Firebase the refused read of the revoked preview is logged by the browser (a 403); nothing else is.
  expect(consoleErrors.filter((entry) => !/ 403 /.test(entry))).toEqual([]);
});

test('once its post is published, a preview link leads to the article', async ({ page }) => {
  const link = await shareLink(page);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Blog post published')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Private preview' })).toHaveCount(0);
  await signOut(page, DEMO.admin.name);
  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`/blog/${DRAFT.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: DRAFT.title })).toBeVisible();
  await expect(page.getByRole('note', { name: 'Preview' })).toHaveCount(0);
});
