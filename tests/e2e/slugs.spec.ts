/**
 * Readable addresses and per-post SEO (post addresses and sharing), as an admin and a visitor meet
 * them, in demo mode and on the emulators: a new post's address is /blog/<slug>, its id address moves
 * there, a second post with the same title gets -2, a typed address another post holds is refused,
 * and the post's meta description is the page's.
 */
import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from './fixtures.ts';

async function writePost(page: Page, { title, description, address }: { title: string; description?: string; address?: string }) {
  await page.goto('/admin/blogs/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Post' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('textbox', { name: /^Content/ }).fill('People read a link before they click it.\n\nSo make it readable.');
  await page.getByRole('combobox', { name: /^Author/ }).selectOption('Daniel Brooks');
  await page.getByRole('combobox', { name: /^Category/ }).selectOption('Digital Marketing');
  if (description) await page.getByRole('textbox', { name: /^Meta description/ }).fill(description);
  if (address !== undefined) await page.getByRole('textbox', { name: 'Address' }).fill(address);
}

/** The address the admin table's View link gives the post, and its id from the Edit link. */
async function addressesOf(page: Page, title: string) {
  await page.goto('/admin/blogs');
  await page.getByRole('searchbox', { name: 'Search posts' }).fill(title);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  const view = await row.getByRole('link', { name: `View “${title}”` }).getAttribute('href');
  const edit = await row.getByRole('link', { name: `Edit “${title}”` }).getAttribute('href');
  return { view: view ?? '', id: (edit ?? '').split('/').pop() ?? '' };
}

test('a post lives at /blog/<slug>: its id address moves there, a second one gets -2, a taken address is refused', async ({ page }) => {
  const stamp = Date.now();
  const title = `Readable Addresses ${stamp}`;
  const slug = `readable-addresses-${stamp}`;
  const description = `Links people can read before they click, and what search shows (${stamp}).`;

  await signIn(page, DEMO.admin);
  await expect(page.getByRole('button', { name: /Demo Admin/ })).toBeVisible();

  // 1. The address follows the title, and the post is saved there.
  await writePost(page, { title, description });
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue(slug);
  await expect(page.getByText(`/blog/${slug}`, { exact: true })).toBeVisible();
  const preview = page.getByRole('figure', { name: 'Link preview' });
  await expect(preview.getByText(title)).toBeVisible();
  await expect(preview.getByText(description)).toBeVisible();
  await page.getByRole('button', { name: 'Publish Post' }).click();
  await expect(page.getByText('Blog post created successfully!')).toBeVisible();

  const first = await addressesOf(page, title);
  expect(first.view).toBe(`/blog/${slug}`);
  expect(first.id).not.toBe('');
  expect(first.id).not.toBe(slug);

  // 2. The article at its address, with its meta description and canonical link.
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // A post made after the build is rendered in the browser: the page's own tags follow the shell's.
  await expect(page.locator('meta[name="description"]').last()).toHaveAttribute('content', description);
  await expect(page.locator('meta[property="og:description"]').last()).toHaveAttribute('content', description);
  await expect(page.locator('link[rel="canonical"]').last()).toHaveAttribute('href', new RegExp(`/blog/${slug}$`));

  // 3. The id address moves to the slug's.
  await page.goto(`/blog/${first.id}`);
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // 4. A second post with the same title: the first free -2, proposed before saving.
  await writePost(page, { title });
  await expect(page.getByText(`/blog/${slug}-2`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publish Post' }).click();
  await expect(page.getByText('Blog post created successfully!')).toBeVisible();
  await page.goto('/admin/blogs');
  await page.getByRole('searchbox', { name: 'Search posts' }).fill(title);
  const rows = page.getByRole('row').filter({ hasText: title });
  await expect(rows).toHaveCount(2);
  const views = await rows.getByRole('link', { name: `View “${title}”` }).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(views.sort()).toEqual([`/blog/${slug}`, `/blog/${slug}-2`]);

  // 5. A typed address another post holds is refused, and nothing typed is lost.
  const otherTitle = `Another Take ${stamp}`;
  await writePost(page, { title: otherTitle, address: slug });
  await page.getByRole('button', { name: 'Publish Post' }).click();
  await expect(page.getByText(`/blog/${slug} is already used by another post. Choose another address.`).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(otherTitle);
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue(slug);
  await expect(page).toHaveURL(/\/admin\/blogs\/create$/);
});

test('a published post that moves keeps its old address: the editor says so, the old link leads to the new one, no other post takes it', async ({ page }) => {
  const stamp = Date.now();
  const title = `Moving House ${stamp}`;
  const slug = `moving-house-${stamp}`;
  const moved = `moved-house-${stamp}`;

  await signIn(page, DEMO.admin);
  await writePost(page, { title });
  await page.getByRole('button', { name: 'Publish Post' }).click();
  await expect(page.getByText('Blog post created successfully!')).toBeVisible();
  const { id } = await addressesOf(page, title);

  // The editor says, before the save, where the old address will lead; after it, which addresses lead here.
  await page.goto(`/admin/blogs/edit/${id}`);
  const address = page.getByRole('textbox', { name: 'Address' });
  await expect(address).toHaveValue(slug);
  await expect(address).toHaveAccessibleDescription(/its old address keeps leading here/);
  await address.fill(moved);
  await expect(page.getByText(`/blog/${slug} will lead here once you save.`)).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Blog updated successfully!')).toBeVisible();
  await expect(page.getByText(`Earlier addresses that lead here: /blog/${slug}`)).toBeVisible();

  // The old link leads to the post at its new address (the history entry replaced).
  await page.goto(`/blog/${slug}`);
  await expect(page).toHaveURL(new RegExp(`/blog/${moved}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The old address stays the post's: another post cannot take it.
  await writePost(page, { title: `Squatter ${stamp}`, address: slug });
  await page.getByRole('button', { name: 'Publish Post' }).click();
  await expect(page.getByText(`/blog/${slug} is already used by another post. Choose another address.`).first()).toBeVisible();
});

test('after a rebuild, the host sends a former address to the post: the built page names the new one canonical and moves there', async ({ page, request, baseURL }) => {
  // The seeded security post was published first as /blog/five-security-basics.
  const html = await (await request.get('/blog/five-security-basics')).text();
  expect(html).toContain('<meta name="robots" content="noindex, follow">');
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/blog\/security-basics-for-smes">/);
  // (Not the fixture's goto of '/…', which waits for the app on the page it opened.)
  await page.goto(new URL('/blog/five-security-basics', baseURL).href);
  await expect(page).toHaveURL(/\/blog\/security-basics-for-smes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Five Security Basics Every Growing Company Should Have' })).toBeVisible();
});
