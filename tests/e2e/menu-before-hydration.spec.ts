/**
 * The phone's menu works as soon as the header shows: on a slow phone the page's scripts
 * arrive a second or more after it paints, and the menu is a popover the browser runs by itself
 * (src/components/layout/header.tsx). Here the scripts are held back until the test lets them through.
 */
import type { Route } from '@playwright/test';
import { expect, expectNotLive, test, waitUntilLive } from './fixtures.ts';

test('the mobile menu opens, closes and leads on before the scripts have arrived, and still once the app is live', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/*.js', (route) => (released ? route.continue() : void held.push(route)));

  // Not the fixture's goto of '/…', which waits until the page is live.
  await page.goto(new URL('/', baseURL).href);
  const banner = page.getByRole('banner');
  const toggle = banner.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toBeVisible();
  // It is still the server's HTML (in demo mode it asks for its scripts on the first use, below).
  await expectNotLive(page);

  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  for (const name of ['Home', 'Services', 'Blog', 'About', 'Contact', 'Login']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  // A tap outside closes it too (below it, on the page's margin: no link there).
  await toggle.click();
  await expect(menu).toBeVisible();
  const { y, height } = (await menu.boundingBox())!;
  expect(y + height).toBeLessThan(800);
  await page.mouse.click(4, 830);
  await expect(menu).toBeHidden();

  // Left open while the scripts arrive: once React runs, the button says what it does now.
  await toggle.click();
  await expect(menu).toBeVisible();
  // The taps asked for the page's scripts, and got none.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expectNotLive(page);
  released = true;
  for (const route of held.splice(0)) await route.continue();
  const close = banner.getByRole('button', { name: 'Close menu' });
  await expect(close).toBeVisible({ timeout: 15_000 });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await waitUntilLive(page);

  // Live: it opens and closes from the same button, and its links navigate inside the app.
  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await close.click();
  await expect(menu).toBeHidden();
  await expect(toggle).toBeVisible();

  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await toggle.click();
  await menu.getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Everything you need to build, launch and grow' })).toBeVisible();
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(consoleErrors).toEqual([]);
});
