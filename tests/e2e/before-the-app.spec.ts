/**
 * Every control of a public page acted on before its app has arrived (a slow phone's first seconds):
 * each journey holds back every script, acts as a visitor would, then lets the scripts through and
 * checks the page ends where the app alone would have taken it. The forms (newsletter, contact, the
 * blog's search) and the List view are in forms-before-hydration.spec.ts, the phone's menu in
 * menu-before-hydration.spec.ts, scrolling in prerender.spec.ts; the cookie banner shows only in a
 * build with Google Analytics or AdSense (consent.spec.ts builds its own).
 */
import { expect, openWithoutScripts, test } from './fixtures.ts';

test('a service filter pressed before the app: the list is filtered, and the address says so', async ({ page, baseURL, consoleErrors }) => {
  const { release } = await openWithoutScripts(page, baseURL, '/services');
  const marketing = page.getByRole('button', { name: 'Marketing', exact: true });
  await marketing.click();
  await release();
  await expect(marketing).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'All Services', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL(/[?&]category=marketing\b/);
  await expect(page.getByRole('heading', { level: 3, name: 'Digital Marketing' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Custom Software Development' })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a sort chosen before the app: the blog lists by it, and the address says so', async ({ page, baseURL, consoleErrors }) => {
  const { release } = await openWithoutScripts(page, baseURL, '/blog');
  const sort = page.getByLabel('Sort by');
  await sort.selectOption({ label: 'Oldest' });
  await release();
  await expect(page).toHaveURL(/[?&]sort=oldest\b/, { timeout: 15_000 });
  await expect(sort).toHaveValue('oldest');
  // Oldest first, once the list has been drawn again.
  const dates = () => page.getByRole('main').locator('article time[datetime]').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
  await expect.poll(async () => (await dates()).length, { timeout: 15_000 }).toBeGreaterThan(1);
  await expect.poll(async () => { const shown = await dates(); return shown.join() === [...shown].sort().join(); }, { timeout: 15_000 }).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test("the blog's Filters pressed before the app: the categories open", async ({ page, baseURL, consoleErrors }) => {
  const { release } = await openWithoutScripts(page, baseURL, '/blog');
  const filters = page.getByRole('button', { name: /^Filters/ });
  await filters.click();
  await release();
  await expect(filters).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Web Development', exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('Apply Now pressed before the app: the application form opens for that opening', async ({ page, baseURL, consoleErrors }) => {
  const { release } = await openWithoutScripts(page, baseURL, '/careers');
  const apply = page.getByRole('button', { name: /^Apply Now for / }).first();
  const opening = (await apply.textContent())!.replace(/^Apply Now\s*for\s*/, '').trim();
  await apply.click();
  await release();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText(opening);
  expect(consoleErrors).toEqual([]);
});

test("the header's search pressed before the app: the search opens, ready for typing", async ({ page, baseURL, consoleErrors }) => {
  const { release } = await openWithoutScripts(page, baseURL, '/about');
  await page.getByRole('banner').getByRole('button', { name: 'Search the site' }).click();
  // Without scripts the button would lead to /search: before the app it waits for the app instead.
  await expect(page).toHaveURL(/\/about$/);
  await release();
  const box = page.getByRole('dialog').getByRole('combobox');
  await expect(box).toBeVisible({ timeout: 15_000 });
  await expect(box).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test("an article's Copy Link pressed before the app copies the canonical address; its share links work as they are", async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
  const path = '/blog/choosing-a-tech-stack-2026';
  const { release } = await openWithoutScripts(page, baseURL, path);
  // The share links are links: they need no app.
  const share = page.getByRole('link', { name: 'Share on LinkedIn' });
  await expect(share).toHaveAttribute('href', new RegExp(encodeURIComponent(`https://novaforge.example.com${path}`)));
  await expect(share).toHaveAttribute('target', '_blank');
  await page.getByRole('button', { name: 'Copy Link' }).click();
  await release();
  await expect(page.getByText('Link copied to clipboard!')).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`https://novaforge.example.com${path}`);
  expect(consoleErrors).toEqual([]);
});
