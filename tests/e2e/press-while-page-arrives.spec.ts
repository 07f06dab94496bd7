/**
 * A press while the page's own code is on its way: the app has its root and has hydrated the layout,
 * but not yet the page (its chunk is still arriving, as on a slow phone). React cannot answer a press
 * there and stops it; the boot script keeps it, and the page presses it again once it is live
 * (scripts/page-boot.browser.js, src/app/routes.tsx). Here the page's chunk is held back until the
 * press is made.
 */
import type { Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';

test('a press on the page while its code is still arriving is answered once the code is there, once', async ({ page, baseURL, consoleErrors }) => {
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/blog-list-*.js', (route) => (released ? route.continue() : void held.push(route)));

  // Not the fixture's goto of '/…', which waits until the page is live.
  await page.goto(new URL('/blog', baseURL).href);
  const filters = page.getByRole('button', { name: /^Filters/ });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  // A first use starts the app (where the page waits for one); it asks for the page's chunk, held here.
  await page.keyboard.press('Shift');
  await expect(page.locator('html[data-app-root]')).toBeAttached({ timeout: 15_000 });
  await expect.poll(() => held.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-page-live');

  await filters.click();
  released = true;
  for (const route of held.splice(0)) await route.continue();

  await expect(page.locator('html[data-page-live]')).toBeAttached({ timeout: 15_000 });
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Web Development' })).toBeVisible();
  // Pressed once, not twice: the panel stays open.
  await page.waitForLoadState('networkidle');
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('[data-held-click]')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
