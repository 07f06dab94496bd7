/**
 * The site search as a visitor meets it: the header's button (and `/`, also pressed before the page's
 * scripts have arrived) opens a dialog whose results follow each keystroke, highlighted, counted for
 * screen readers, chosen with the arrow keys; the results page at /search?q=…; and without JavaScript,
 * the header's button leads to /search, which lists what there is to find. The index is the build's
 * file, fetched only when the search is first opened. (A post published after the build is found too:
 * the publishing journey in blog.spec.ts.)
 */
import type { Route } from '@playwright/test';
import { expect, expectNotLive, test } from './fixtures.ts';

const INDEX = '/search-index.json';

test('the header opens the search: results follow each keystroke, and the arrow keys and Enter open one', async ({ page, consoleErrors }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/');
  expect(fetched, 'the index is not fetched with the page').not.toContain(INDEX);

  await page.getByRole('banner').getByRole('button', { name: 'Search the site' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search the site' });
  const box = dialog.getByRole('combobox', { name: 'Search the site' });
  await expect(box).toBeFocused();
  await box.pressSequentially('securit');
  const status = dialog.getByRole('status');
  await expect(status).toHaveText(/^\d+ results? for “securit”$/);
  const option = dialog.getByRole('option', { name: /Five Security Basics/ });
  await expect(option.locator('mark').first()).toHaveText(/^security$/i);
  expect(fetched.filter((path) => path === INDEX)).toHaveLength(1);

  await box.press('ArrowDown');
  await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  const chosen = (await dialog.getByRole('option', { selected: true }).textContent()) ?? '';
  await box.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen.split(/Page|Blog post/)[0]);

  // Pages are found by their text, and Escape closes the dialog, back to where it was opened from.
  await page.keyboard.press('Control+K');
  await expect(box).toBeFocused();
  await box.fill('pricing');
  await expect(dialog.getByRole('option', { name: /Services/ }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The dialog lists the best eight; the results page has them all.
  await page.keyboard.press('/');
  await box.fill('marketing');
  await expect(dialog.getByRole('option')).toHaveCount(8);
  await dialog.getByRole('link', { name: /^See all \d+ results$/ }).click();
  await expect(page).toHaveURL(/\/search\?q=marketing$/);
  // More than the dialog's eight, once the page has searched (it opens the index first).
  await expect(page.getByRole('list', { name: 'Results' }).getByRole('listitem').nth(8)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

for (const how of ['a press of the button', '`/`'] as const) {
  test(`${how} before the scripts have arrived opens the search once they have`, async ({ page, baseURL, consoleErrors }) => {
    const held: Route[] = [];
    let released = false;
    await page.route('**/assets/*.js', (route) => (released ? route.continue() : void held.push(route)));
    // Not the fixture's goto of '/…', which waits until the page is live.
    await page.goto(new URL('/about', baseURL).href);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Search the site' })).toBeVisible();
    if (how === '`/`') await page.keyboard.press('/');
    else await page.getByRole('banner').getByRole('button', { name: 'Search the site' }).click();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/about$/);
    await expectNotLive(page);
    released = true;
    for (const route of held.splice(0)) await route.continue();
    const box = page.getByRole('dialog', { name: 'Search the site' }).getByRole('combobox', { name: 'Search the site' });
    await expect(box).toBeFocused({ timeout: 15_000 });
    expect(consoleErrors).toEqual([]);
  });
}

test('the results page lists every result for its query, and a new query from its box', async ({ page }) => {
  await page.goto('/search?q=security');
  await expect(page.getByRole('heading', { level: 1, name: 'Search the site' })).toBeVisible();
  const results = page.getByRole('list', { name: 'Results' });
  await expect(results.getByRole('link', { name: /Five Security Basics/ })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/^\d+ results? for “security”$/);
  await page.getByRole('searchbox', { name: 'Search the site' }).fill('local seo');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=local\+seo$/);
  await expect(results.getByRole('link', { name: /The Local SEO Checklist/ })).toBeVisible();
  await expect(page).toHaveTitle(/^Search: local seo \|/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header’s search leads to /search, which lists the pages and the latest posts, and its form asks by address', async ({ page, baseURL }) => {
    await page.goto(new URL('/about', baseURL).href);
    await page.getByRole('banner').getByRole('button', { name: 'Search the site' }).click();
    await expect(page).toHaveURL(/\/search\??$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search the site' })).toBeVisible();
    const pages = page.getByRole('region', { name: 'Pages' });
    for (const name of ['About Us', 'Services & Pricing', 'Careers', 'Contact Us', 'Blog']) {
      await expect(pages.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    const posts = page.getByRole('region', { name: 'Latest posts' });
    await expect(posts.getByRole('link', { name: /Tech Stack/ })).toBeVisible();
    await expect(posts.getByRole('link', { name: /^All \d+ posts on the blog$/ })).toHaveAttribute('href', '/blog');

    await page.getByRole('searchbox', { name: 'Search the site' }).fill('stack');
    await page.getByRole('searchbox', { name: 'Search the site' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=stack$/);
    await expect(pages.getByRole('link', { name: /^About Us/ })).toBeVisible();
  });
});
