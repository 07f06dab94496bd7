/**
 * Posts in Markdown (docs/decisions/0015): an admin writes one with a heading, a list and links,
 * previews it, publishes it, and a visitor reads it — the link to another site opens safely in a new
 * tab, the javascript: link is only text, the author's HTML is text. In demo mode and on the emulators.
 */
import { axeProblems, DEMO, expect, signIn, signOut, test } from './fixtures.ts';

test('an admin writes a Markdown post, previews and publishes it, and a visitor reads it safely', async ({ page, consoleErrors }) => {
  const stamp = Date.now();
  const title = `Release Checklist in Markdown ${stamp}`;
  const content = [
    '# Before the release',
    'Read the [release notes](https://example.com/notes) first, then <b onmouseover="alert(1)">check</b> the list.',
    '- Plan the sprint\n- Ship on **Tuesday**',
    '[Sneaky link](javascript:alert(document.domain))',
  ].join('\n\n');
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });

  // 1. The admin writes the post and previews it.
  await signIn(page, DEMO.admin);
  await page.goto('/admin/blogs');
  await page.getByRole('link', { name: 'New Post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Post' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('textbox', { name: /^Content/ }).fill(content);
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Preview', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 2, name: 'Before the release' })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveText(['Plan the sprint', 'Ship on Tuesday']);
  await expect(preview.getByRole('link', { name: /^release notes ?\(opens in a new tab\)$/ })).toBeVisible();
  await expect(preview.getByText('Sneaky link')).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Sneaky link' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Write' }).click();
  await expect(page.getByRole('textbox', { name: /^Content/ })).toHaveValue(content);

  // 2. It is published.
  await page.getByRole('combobox', { name: /^Author/ }).selectOption('Priya Raman');
  await page.getByRole('combobox', { name: /^Category/ }).selectOption('Web Development');
  await page.getByRole('button', { name: 'Publish Post' }).click();
  await expect(page.getByText('Blog post created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blogs$/);

  // 3. A visitor finds it and reads it. (Signed out from a public page: the admin list's own queries,
  // still answering as the session ends, would be refused on Firebase and logged.)
  await page.goto('/blog');
  await signOut(page, DEMO.admin.name);
  await page.goto('/blog');
  await page.getByRole('searchbox', { name: 'Search articles' }).fill(`Release Checklist ${stamp}`);
  const card = page.getByRole('link', { name: title });
  await expect(card).toBeVisible();
  // The card's excerpt is the post's text, without its syntax.
  await expect(page.getByText(/^Before the release Read the release notes first/)).toBeVisible();
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const article = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(article.getByRole('heading', { level: 2, name: 'Before the release' })).toBeVisible();
  await expect(article.getByRole('listitem').filter({ hasText: /^(Plan the sprint|Ship on Tuesday)$/ })).toHaveCount(2);
  await expect(article.getByText('<b onmouseover="alert(1)">check</b>', { exact: false })).toBeVisible();

  const notes = article.getByRole('link', { name: /^release notes ?\(opens in a new tab\)$/ });
  await expect(notes).toHaveAttribute('href', 'https://example.com/notes');
  await expect(notes).toHaveAttribute('target', '_blank');
  await expect(notes).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(article.getByText('Sneaky link')).toBeVisible();
  await expect(article.getByRole('link', { name: 'Sneaky link' })).toHaveCount(0);
  await article.getByText('Sneaky link').click();
  await article.getByText('check', { exact: false }).first().hover();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(dialogs).toBe(0);
  expect(await axeProblems(page, 'the Markdown article')).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
